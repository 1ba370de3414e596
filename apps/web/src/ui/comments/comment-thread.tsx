import { MSG, SOCIAL_LIMITS, SOCIAL_MSG } from '@crowns/contracts';
import { Flag, MessageCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { type CommentTarget, useAddComment, useComments } from '../../lib/comments';
import { getSession } from '../../lib/session';
import { timeAgo } from '../../lib/time-ago';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { FieldError } from '../field';
import { Skeleton } from '../skeleton';
import { UserLink } from '../user-link';
import styles from './comments.module.css';

/**
 * A comment thread (newest first, 500px scrolling area) and a box to add one. With `onReport`, every comment but the
 * reader's own offers Report.
 */
export function CommentThread({ target, onReport }: { target: CommentTarget; onReport?: (commentId: number) => void }) {
  const comments = useComments(target);
  const add = useAddComment(target);
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!text.trim()) return setError(SOCIAL_MSG.commentEmpty);
    try {
      const answer = await add.mutateAsync(text.trim());
      setText('');
      // A toxic comment is still accepted, but the server's message is shown as an error (spec 02 §8).
      if (answer.isToxic) toast.error(answer.msg || MSG.somethingWentWrong);
      else toast.success(answer.msg || SOCIAL_MSG.commentAdded);
    } catch (e) {
      if (e instanceof ApiError && e.handled) return;
      toast.error(e instanceof ApiError ? e.message : MSG.somethingWentWrong);
    }
  };

  const list = comments.data?.pages.flatMap((p) => p.comments) ?? [];
  const me = getSession()?.userId;
  return (
    <div className={styles.comments}>
      <form className={styles.composer} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          Add a comment
        </label>
        <textarea
          id={inputId}
          className={`${styles.textarea} ${error ? styles.invalid : ''}`}
          placeholder="Add a comment…"
          rows={2}
          maxLength={SOCIAL_LIMITS.commentMax}
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        <div className={styles.composerRow}>
          <FieldError message={error ?? undefined} />
          <Button type="submit" size="sm" loading={add.isPending}>
            Post
          </Button>
        </div>
      </form>
      <div className={styles.commentList}>
        {comments.isPending ? (
          [0, 1, 2].map((i) => <Skeleton key={i} height={48} radius={8} />)
        ) : comments.isError ? (
          <EmptyState
            compact
            title="We could not load the comments."
            action={
              <Button size="sm" variant="secondary" onClick={() => comments.refetch()}>
                Try again
              </Button>
            }
          />
        ) : list.length === 0 ? (
          <EmptyState
            compact
            icon={<MessageCircle size={20} />}
            title="No comments yet"
            description="Be the first to comment."
          />
        ) : (
          <ul className={styles.commentItems}>
            {list.map((c) => (
              <li key={c.id} className={styles.comment}>
                <Avatar src={c.user.image_url} name={c.user.sc_username} size="sm" decorative />
                <div>
                  <p className={styles.commentHead}>
                    <UserLink user={c.user} className={styles.commentName} />
                    <time dateTime={c.createdAt}>{timeAgo(c.createdAt)}</time>
                    {onReport && String(c.user.id) !== me ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className={styles.report}
                        aria-label={`Report comment by ${c.user.sc_username}`}
                        onClick={() => onReport(c.id)}
                      >
                        <Flag size={12} aria-hidden /> Report
                      </Button>
                    ) : null}
                  </p>
                  <p className={styles.commentText}>{c.content}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {comments.hasNextPage ? (
          <Button
            size="sm"
            variant="ghost"
            className={styles.more}
            loading={comments.isFetchingNextPage}
            onClick={() => comments.fetchNextPage()}
          >
            See more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
