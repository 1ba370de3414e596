import type { ChallengeResponseView } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatViewers } from '../../../lib/format';
import { Badge, Dialog } from '../../../ui';
import { CommentThread } from '../../../ui/comments/comment-thread';
import { UserLink } from '../../../ui/user-link';
import { VideoPlayer } from '../../../ui/video/video-player';
import { challengeKeys } from '../query-keys';
import { countResponseView } from './api/challenge-actions';
import styles from './detail.module.css';
import { patchResponse } from './response-cache';
import { UpvoteButton } from './upvote-button';

type Props = {
  response: ChallengeResponseView;
  upvote: { toggle: (id: number) => void; pendingId: number | undefined; closed: boolean };
  /** Opened at #comments: the comments are scrolled into view. */
  atComments: boolean;
  onClose: () => void;
};

/** A response opened: its video (one view counted), responder, upvotes and its comments (module challenge_response). */
export function ResponseDialog({ response: r, upvote, atComments, onClose }: Props) {
  const client = useQueryClient();
  const counted = useRef<number | null>(null);
  const comments = useRef<HTMLElement>(null);
  useEffect(() => {
    if (counted.current === r.id) return;
    counted.current = r.id;
    void countResponseView(r.id).then(
      ({ views }) => {
        if (typeof views === 'number') patchResponse(client, r.challenge_id, r.id, () => ({ views }));
      },
      () => undefined,
    );
  }, [client, r.id, r.challenge_id]);
  useEffect(() => {
    if (atComments) comments.current?.scrollIntoView({ block: 'start' });
  }, [atComments]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={r.title} size="lg" closeOverMedia>
      <VideoPlayer url={r.video_url} title={r.title} onBack={onClose} />
      <div className={styles.responseMeta}>
        <span className={styles.person}>
          <UserLink user={r.user} avatar="sm" />
          {r.isWinner ? <Badge tone="success">Winner</Badge> : null}
          <span className={styles.muted}>#{r.rank}</span>
        </span>
        <span className={styles.stats}>
          <span>
            <Eye size={14} aria-hidden /> {formatViewers(r.views)} views
          </span>
          <UpvoteButton
            response={r}
            busy={upvote.pendingId === r.id}
            closed={upvote.closed}
            onToggle={() => upvote.toggle(r.id)}
          />
        </span>
      </div>
      {r.description ? <p className={styles.responseDescription}>{r.description}</p> : null}
      <section id="comments" ref={comments} aria-label="Comments" className={styles.commentsSection}>
        <h3 className={styles.sectionTitle}>Comments ({r.commentsCount})</h3>
        <CommentThread
          target={{ queryKey: [...challengeKeys.all, 'comments', r.id], module: 'challenge_response', id: r.id }}
        />
      </section>
    </Dialog>
  );
}
