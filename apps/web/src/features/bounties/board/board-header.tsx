import { Info, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, IconButton } from '../../../ui';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { CREATE_BOUNTY_PATH, guardCreate } from '../cards/create-card';
import { openBountyDialog } from '../dialog-store';
import styles from './board.module.css';

/** Breadcrumb (Home → Bounties), title, the tutorial info icon and Create a Bounty (spec 02 §2). */
export function BoardHeader() {
  return (
    <header className={styles.header}>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Bounties' }]} />
      <div className={styles.titleRow}>
        <div className={styles.titleGroup}>
          <h1 className={styles.title}>Bounty Board</h1>
          <IconButton
            aria-label="How bounties work"
            icon={<Info size={18} />}
            size="sm"
            onClick={() => openBountyDialog('tutorial')}
          />
        </div>
        <Link to={CREATE_BOUNTY_PATH} onClick={guardCreate} className={buttonClass()}>
          <Plus size={16} aria-hidden /> Create a Bounty
        </Link>
      </div>
      <p className={styles.lead}>
        Claim a task, film it, get paid in crowns — or post your own and let creators compete.
      </p>
    </header>
  );
}
