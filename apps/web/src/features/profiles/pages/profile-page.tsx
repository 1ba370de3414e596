import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NotFoundPage } from '../../../app/pages/not-found-page';
import { LoadError } from '../../../ui/load-error';
import { isNotFound, type Profile, useProfile } from '../api/get-profile';
import styles from '../components/profile.module.css';
import { ProfileHeader } from '../components/profile-header';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { ProfileTabs } from '../components/profile-tabs';
import { StreamerSection } from '../components/streamer-section';
import { profileKeys } from '../query-keys';
import { useLiveFollowCounts } from '../use-live-follow-counts';
import { useProfileName } from '../use-profile-name';
import { ProfileNotFound } from './profile-not-found';

/** '/@{sc_username}': the profile, also a streamer's page (spec 01 §2). */
export function ProfilePage() {
  const name = useProfileName();
  if (!name) return <NotFoundPage />;
  return <ProfileView name={name} />;
}

function ProfileView({ name }: { name: string }) {
  const query = useProfile(name);
  const client = useQueryClient();
  const navigate = useNavigate();
  const key = profileKeys.detail(name);
  const profile = query.data;

  // '/@NAME' and '/@name' are the same user: show the canonical spelling in the address bar.
  useEffect(() => {
    if (profile && profile.sc_username !== name) void navigate(`/@${profile.sc_username}`, { replace: true });
  }, [profile, name, navigate]);

  useLiveFollowCounts(profile);

  const onFollowChange = (following: boolean) =>
    client.setQueryData<Profile>(key, (p) =>
      p ? { ...p, isFollowing: following, followerCount: Math.max(0, p.followerCount + (following ? 1 : -1)) } : p,
    );

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError)
    return isNotFound(query.error) ? (
      <ProfileNotFound name={name} />
    ) : (
      <div className={styles.page}>
        <LoadError what="this profile" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const p = query.data;
  return (
    <div className={styles.page}>
      <ProfileHeader profile={p} onFollowChange={onFollowChange} />
      {p.is_streamer ? <StreamerSection userId={p.id} username={p.sc_username} isMe={p.isMe} /> : null}
      <ProfileTabs profile={p} />
    </div>
  );
}
