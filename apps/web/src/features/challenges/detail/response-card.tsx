import type { ChallengeResponseView } from '@crowns/contracts';
import { Eye, MessageCircle, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatViewers } from '../../../lib/format';
import { UserLink } from '../../../ui/user-link';
import styles from './detail.module.css';
import { ResponseThumb } from './response-thumb';
import { UpvoteButton } from './upvote-button';

type Props = {
  response: ChallengeResponseView;
  /** Where the response opens (its video) and its comments. */
  href: string;
  upvote: { toggle: (id: number) => void; pendingId: number | undefined; closed: boolean };
  onUpvoters: () => void;
};

/** One response of the grid: the video's still, responder, title, views, comments and the upvote toggle. */
export function ResponseCard({ response: r, href, upvote, onUpvoters }: Props) {
  return (
    <article className={styles.responseCard} data-testid="response-card" aria-label={r.title}>
      <Link to={href} className={styles.thumbLink} aria-label={`Play “${r.title}” by @${r.user.sc_username}`}>
        <ResponseThumb url={r.video_url} platform={r.platform} />
        <span className={styles.rank}>#{r.rank}</span>
        {r.isWinner ? (
          <span className={styles.winnerMark}>
            <Trophy size={13} aria-hidden /> Winner
          </span>
        ) : null}
      </Link>
      <div className={styles.responseBody}>
        <p className={styles.responseTitle}>{r.title}</p>
        <UserLink user={r.user} max={16} avatar="xs" className={styles.person} />
        <div className={styles.responseFoot}>
          <UpvoteButton
            response={r}
            busy={upvote.pendingId === r.id}
            closed={upvote.closed}
            onToggle={() => upvote.toggle(r.id)}
          />
          <span className={styles.stats}>
            <span title="Views">
              <Eye size={14} aria-hidden /> {formatViewers(r.views)}
              <span className="sr-only"> views</span>
            </span>
            <Link to={`${href}#comments`} title="Comments" className={styles.statLink}>
              <MessageCircle size={14} aria-hidden /> {r.commentsCount}
              <span className="sr-only"> comments</span>
            </Link>
            <button
              type="button"
              className={styles.statLink}
              onClick={onUpvoters}
              aria-label={`Upvoters of “${r.title}”`}
            >
              <Users size={14} aria-hidden />
            </button>
          </span>
        </div>
      </div>
    </article>
  );
}
