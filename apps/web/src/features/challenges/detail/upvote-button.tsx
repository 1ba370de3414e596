import type { ChallengeResponseView } from '@crowns/contracts';
import { ArrowBigUp } from 'lucide-react';
import styles from './detail.module.css';

type Props = {
  response: ChallengeResponseView;
  onToggle: () => void;
  busy: boolean;
  /** Voting is open only while the challenge is live. */
  closed: boolean;
};

/**
 * The upvote toggle of a response: counted upvotes, and the pending ones (accounts younger than the vote age) shown
 * as such. My own vote reads 'pending' while it does not count.
 */
export function UpvoteButton({ response: r, onToggle, busy, closed }: Props) {
  const label = `${r.isUpvoted ? 'Remove upvote from' : 'Upvote'} “${r.title}”`;
  return (
    <span className={styles.upvote}>
      <button
        type="button"
        className={styles.upvoteButton}
        aria-pressed={r.isUpvoted}
        aria-label={label}
        disabled={closed}
        aria-busy={busy || undefined}
        onClick={onToggle}
        title={closed ? 'Voting has closed' : undefined}
      >
        <ArrowBigUp size={18} aria-hidden fill={r.isUpvoted ? 'currentColor' : 'none'} />
        <span className="tabular" data-testid="upvotes">
          {r.upvotes}
        </span>
        <span className="sr-only"> upvotes</span>
      </button>
      {r.pending_upvotes > 0 ? (
        <span
          className={styles.pending}
          data-testid="pending-upvotes"
          title="Votes from new accounts: shown, not counted"
        >
          +{r.pending_upvotes} pending
        </span>
      ) : null}
      {r.isUpvoted && r.myVoteCounted === false ? (
        <span className={styles.pendingMine}>Your vote is pending</span>
      ) : null}
    </span>
  );
}
