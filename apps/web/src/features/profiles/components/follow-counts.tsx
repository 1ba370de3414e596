import { useState } from 'react';
import type { Profile } from '../api/get-profile';
import { FollowListDialog, type FollowListKind } from './follow-list-dialog';
import styles from './profile.module.css';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Follower and following counts; each opens its list. */
export function FollowCounts({
  profile,
}: {
  profile: Pick<Profile, 'id' | 'sc_username' | 'followerCount' | 'followingCount'>;
}) {
  const [open, setOpen] = useState<FollowListKind | null>(null);
  return (
    <>
      <button type="button" className={styles.count} onClick={() => setOpen('followers')}>
        <strong className="tabular">{profile.followerCount}</strong>{' '}
        {plural(profile.followerCount, 'Follower', 'Followers')}
      </button>
      <button type="button" className={styles.count} onClick={() => setOpen('followings')}>
        <strong className="tabular">{profile.followingCount}</strong> Following
      </button>
      {open ? (
        <FollowListDialog
          kind={open}
          userId={profile.id}
          username={profile.sc_username}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
