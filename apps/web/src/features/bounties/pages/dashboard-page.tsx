import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui';
import { MyChallengesSection } from '../../challenges/dashboard/my-challenges-section';
import { MyResponsesSection } from '../../challenges/dashboard/my-responses-section';
import { CREATE_BOUNTY_PATH } from '../cards/create-card';
import { ActivitySection } from '../dashboard/activity-section';
import { ClaimedPanel } from '../dashboard/claimed-panel';
import { CreatedSection } from '../dashboard/created-section';
import styles from '../dashboard/dashboard.module.css';

/** /dashboard (spec 02 §2): my current claims, my bounty activity, the bounties I created, my challenges and responses. */
export function DashboardPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Dashboard</h1>
          <p className={styles.subtitle}>Your claims, their deadlines, the bounties you posted and your challenges.</p>
        </div>
        <div className={styles.headerActions}>
          <Link to="/bounty" className={buttonClass({ variant: 'secondary' })}>
            Bounty Board
          </Link>
          <Link to={CREATE_BOUNTY_PATH} className={buttonClass()}>
            <Plus size={16} aria-hidden /> Create a Bounty
          </Link>
        </div>
      </header>
      <ClaimedPanel />
      <div className={styles.columns}>
        <ActivitySection />
        <CreatedSection />
        <MyChallengesSection />
        <MyResponsesSection />
      </div>
    </div>
  );
}
