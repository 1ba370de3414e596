import { Info, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, IconButton } from '../../../ui';
import { Breadcrumb } from '../../../ui/breadcrumb';
import head from '../../../ui/page-head.module.css';
import { CREATE_CHALLENGE_PATH, guardCreateChallenge } from '../create-path';

/** Breadcrumb (Home → Challenges), title, the tutorial info icon and Create a Challenge. */
export function ChallengesHeader({ onTutorial }: { onTutorial: () => void }) {
  return (
    <header className={head.header}>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Challenges' }]} />
      <div className={head.titleRow}>
        <div className={head.titleGroup}>
          <h1 className={head.title}>Challenges</h1>
          <IconButton aria-label="How challenges work" icon={<Info size={18} />} size="sm" onClick={onTutorial} />
        </div>
        <Link to={CREATE_CHALLENGE_PATH} onClick={guardCreateChallenge} className={buttonClass()}>
          <Plus size={16} aria-hidden /> Create a Challenge
        </Link>
      </div>
      <p className={head.lead}>Post a video response, collect upvotes, and the most upvoted video wins the crowns.</p>
    </header>
  );
}
