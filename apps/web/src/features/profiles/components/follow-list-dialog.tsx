import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { closeProfilePreview, profilePath } from '../../../lib/profile-preview';
import { Avatar, Button, Dialog, EmptyState, LiveBadge, Skeleton } from '../../../ui';
import { FollowButton } from '../../../ui/follow-button';
import { LoadError } from '../../../ui/load-error';
import { useFollowers, useFollowings } from '../api/follow-lists';
import styles from './profile.module.css';

export type FollowListKind = 'followers' | 'followings';

/** A user's followers (10 a page) or the people they follow (5 a page), with Load More and Follow on each. */
export function FollowListDialog({
  kind,
  userId,
  username,
  onClose,
}: {
  kind: FollowListKind;
  userId: string;
  username: string;
  onClose: () => void;
}) {
  const followers = useFollowers(userId, kind === 'followers');
  const followings = useFollowings(userId, kind === 'followings');
  const list = kind === 'followers' ? followers : followings;
  const people = list.data?.pages.flatMap((p) => p.data) ?? [];
  const title = kind === 'followers' ? 'Followers' : 'Following';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} description={`@${username}`} size="sm">
      {list.isPending ? (
        <ul className={styles.people} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.person}>
              <Skeleton circle width={32} height={32} />
              <Skeleton height={14} width="50%" />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <LoadError what={`the ${title.toLowerCase()} list`} error={list.error} onRetry={() => void list.refetch()} />
      ) : people.length === 0 ? (
        <EmptyState
          compact
          icon={<Users size={18} />}
          title={kind === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}
        />
      ) : (
        <ul className={styles.people}>
          {people.map((u) => (
            <li key={u.id} className={styles.personRow}>
              <Link
                to={profilePath(u.sc_username)}
                className={styles.person}
                onClick={() => {
                  onClose();
                  closeProfilePreview();
                }}
              >
                <Avatar src={u.image_url} name={u.sc_username} size="sm" decorative />
                <span className={styles.personName}>@{u.sc_username}</span>
                {u.is_streaming ? <LiveBadge /> : null}
              </Link>
              <FollowButton user={u} following={u.isFollowing} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          block
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load More
        </Button>
      ) : null}
    </Dialog>
  );
}
