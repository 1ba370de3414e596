import { type ChallengeDetail, challengePath } from '@crowns/contracts';
import { Heart, ThumbsUp } from 'lucide-react';
import { toast } from 'sonner';
import { toastActionError } from '../../../lib/action-error';
import { openLogin } from '../../../lib/app-actions';
import { getSession } from '../../../lib/session';
import { Button } from '../../../ui';
import { SharePopup } from '../../../ui/share/share-popup';
import { type ChallengeToggle, useChallengeToggle } from '../api/toggles';
import styles from './detail.module.css';

function useToggle(kind: ChallengeToggle, id: number) {
  const toggle = useChallengeToggle(kind);
  const run = () => {
    if (!getSession()) return openLogin();
    if (toggle.isPending) return;
    toggle.mutate(id, { onSuccess: (r) => toast.success(r.message), onError: toastActionError });
  };
  return { run, pending: toggle.isPending };
}

/** Favourite and upvote toggles of the challenge, and its share link. */
export function ChallengeActions({ challenge: c }: { challenge: ChallengeDetail }) {
  const favorite = useToggle('favorite', c.id);
  const upvote = useToggle('upvote', c.id);
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        aria-pressed={c.isFavorite}
        onClick={favorite.run}
        disabled={favorite.pending}
        className={c.isFavorite ? styles.toggled : undefined}
      >
        <Heart size={16} aria-hidden fill={c.isFavorite ? 'currentColor' : 'none'} />
        {c.isFavorite ? 'Favourited' : 'Favourite'}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={c.isUpvoted}
        aria-label={`Upvote challenge (${c.upvotesCount})`}
        onClick={upvote.run}
        disabled={upvote.pending}
        className={c.isUpvoted ? styles.toggled : undefined}
      >
        <ThumbsUp size={16} aria-hidden fill={c.isUpvoted ? 'currentColor' : 'none'} />
        <span className="tabular">{c.upvotesCount}</span>
      </Button>
      <SharePopup url={`${window.location.origin}${challengePath(c)}`} title={c.title} label="Share challenge" />
    </div>
  );
}
