import { Check, UserPlus } from 'lucide-react';
import { openLogin } from '../lib/app-actions';
import { type FollowTarget, useFollowState, useToggleFollow } from '../lib/follow';
import { useSession } from '../lib/session';
import { Button, type ButtonProps } from './button';

type Props = {
  user: FollowTarget;
  /** The follow state when the caller already knows it (e.g. a profile's followedFlag). */
  following?: boolean;
  /** Hears every change of the state shown (to move a follower count with it). */
  onChange?: (following: boolean) => void;
  size?: ButtonProps['size'];
  block?: boolean;
  className?: string;
};

/**
 * Follow / Followed (spec 02 §4: 'Follow' turns into 'Followed'; a second press unfollows). Hidden on oneself, so
 * "You can't follow yourself" never shows; logged out it opens the login dialog.
 */
export function FollowButton({ user, following: known, onChange, size = 'sm', block, className }: Props) {
  const session = useSession();
  const state = useFollowState(user, known);
  const toggle = useToggleFollow(user, onChange);
  if (session && session.userId === String(user.id)) return null;
  const following = session ? state.data === true : false;
  const name = `@${user.sc_username}`;
  return (
    <Button
      size={size}
      block={block}
      className={className}
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      aria-label={following ? `Unfollow ${name}` : `Follow ${name}`}
      title={following ? `Unfollow ${name}` : undefined}
      aria-busy={toggle.isPending || undefined}
      disabled={toggle.isPending || (Boolean(session) && state.isPending)}
      onClick={(event) => {
        // Follow buttons sit on clickable cards: the press is the button's alone.
        event.stopPropagation();
        event.preventDefault();
        if (!session) return openLogin();
        toggle.mutate(!following);
      }}
    >
      {following ? <Check size={14} aria-hidden /> : <UserPlus size={14} aria-hidden />}
      {following ? 'Followed' : 'Follow'}
    </Button>
  );
}
