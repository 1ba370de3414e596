import { Trophy, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { truncate } from '../../../lib/format';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { CrownAmount } from '../../../ui/crown-amount';
import { Tabs } from '../../../ui/tabs';
import type { Bounty } from '../types';
import { CommentsTab } from './comments-tab';
import type { Submission } from './use-submissions';
import styles from './viewer.module.css';

export type ViewerTab = 'details' | 'comments';

type Props = {
  bounty: Bounty;
  submission: Submission | undefined;
  totalComments: number | undefined;
  tab: ViewerTab;
  onTab: (tab: ViewerTab) => void;
  onClose: () => void;
};

/** The side panel: creator, title, category chips, tabs 'Details' and 'Comments (n)'. */
export function ViewerPanel({ bounty, submission, totalComments, tab, onTab, onClose }: Props) {
  const navigate = useNavigate();
  // Clicking a username opens the profile, except for admin (spec 02 §2 routes).
  const openProfile = (name: string) => {
    if (name.toLowerCase() === 'admin') return;
    onClose();
    navigate(`/@${name}`);
  };
  const creator = bounty.creator.sc_username;
  return (
    <aside className={styles.panel} aria-label="Bounty details">
      <button type="button" className={styles.person} onClick={() => openProfile(creator)}>
        <Avatar src={bounty.creator.image_url} name={creator} size="sm" decorative />
        <span>
          <span className={styles.personName}>{truncate(creator, 12)}</span>
          <span className={styles.personRole}>Creator</span>
        </span>
      </button>
      <h2 className={styles.title}>{bounty.title}</h2>
      {bounty.category.length > 0 ? (
        <ul className={styles.chips} aria-label="Categories">
          {bounty.category.map((c) => (
            <li key={c} className={styles.chip}>
              {c}
            </li>
          ))}
        </ul>
      ) : null}
      <Tabs
        label="Bounty information"
        value={tab}
        onValueChange={(v) => onTab(v as ViewerTab)}
        items={[
          {
            value: 'details',
            label: 'Details',
            content: <DetailsTab bounty={bounty} submission={submission} onProfile={openProfile} />,
          },
          {
            value: 'comments',
            label: `Comments (${totalComments ?? 0})`,
            content: <CommentsTab bountyId={bounty.id} />,
          },
        ]}
      />
    </aside>
  );
}

function DetailsTab({
  bounty,
  submission,
  onProfile,
}: {
  bounty: Bounty;
  submission: Submission | undefined;
  onProfile: (name: string) => void;
}) {
  // A daily bounty pays its reward to each completed claim; any other bounty pays its whole amount.
  const won = bounty.bounty_type === 'daily' ? bounty.starting_cc : bounty.amount_cc;
  return (
    <div className={styles.details}>
      {submission ? (
        <div className={styles.winner}>
          <button type="button" className={styles.person} onClick={() => onProfile(submission.user.sc_username)}>
            <Avatar src={submission.user.image_url} name={submission.user.sc_username} size="md" decorative />
            <span>
              <span className={styles.personName}>@{truncate(submission.user.sc_username, 12)}</span>
              <span className={styles.personRole}>{submission.status === 'completed' ? 'Winner' : 'Submitted'}</span>
            </span>
          </button>
          {submission.status === 'completed' ? (
            <p className={styles.won}>
              <Trophy size={16} aria-hidden className={styles.trophy} /> Won: <CrownAmount crowns={won} />
            </p>
          ) : (
            <Badge tone="warning">In Review</Badge>
          )}
        </div>
      ) : null}
      <p className={styles.antes}>
        <Users size={16} aria-hidden /> {bounty.userCount} Upped the Ante
      </p>
      {bounty.requirements.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Requirements</h3>
          <ol className={styles.requirements}>
            {bounty.requirements.map((r) => (
              <li key={r.id}>{r.title}</li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
