import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { closeProfilePreview, profilePath, useProfilePreview } from '../../../lib/profile-preview';
import { Avatar, buttonClass, Dialog, EmptyState, LiveBadge, Skeleton, Tabs } from '../../../ui';
import { FollowButton } from '../../../ui/follow-button';
import { LoadError } from '../../../ui/load-error';
import { isNotFound, type Profile, useProfile } from '../api/get-profile';
import { profileKeys } from '../query-keys';
import { useLiveFollowCounts } from '../use-live-follow-counts';
import { ActivityList } from './activity-list';
import { BountyStats } from './bounty-stats';
import { FollowCounts } from './follow-counts';
import styles from './preview.module.css';
import { VideosTab } from './videos-tab';

/** The Profile preview dialog (spec 01 §2): who it is, Follow, and the Overview and Videos tabs. */
export function ProfilePreviewDialog() {
  const name = useProfilePreview();
  if (!name) return null;
  return <Preview key={name} name={name} />;
}

function Preview({ name }: { name: string }) {
  const query = useProfile(name);
  const p = query.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeProfilePreview()}
      title={p ? `@${p.sc_username}` : `@${name}`}
      hideTitle
      size="lg"
      focusContent
    >
      {query.isPending ? (
        <PreviewSkeleton />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState title="User not found" description={`There is no one called @${name} on Crowns.`} />
        ) : (
          <LoadError what="this profile" error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <PreviewBody profile={query.data} />
      )}
    </Dialog>
  );
}

function PreviewBody({ profile: p }: { profile: Profile }) {
  const client = useQueryClient();
  const [tab, setTab] = useState('overview');
  useLiveFollowCounts(p);
  const onFollowChange = (following: boolean) =>
    client.setQueryData<Profile>(profileKeys.detail(p.sc_username), (old) =>
      old
        ? { ...old, isFollowing: following, followerCount: Math.max(0, old.followerCount + (following ? 1 : -1)) }
        : old,
    );
  return (
    <div className={styles.preview}>
      <div className={styles.head}>
        <Avatar src={p.image_url} name={p.sc_username} size="lg" decorative />
        <div className={styles.names}>
          <p className={styles.displayName}>
            {p.display_name || p.sc_username}
            {p.is_streaming ? <LiveBadge /> : null}
          </p>
          <p className={styles.username}>@{p.sc_username}</p>
          <div className={styles.counts}>
            <FollowCounts profile={p} />
          </div>
        </div>
        <div className={styles.actions}>
          {p.isMe ? null : <FollowButton user={p} following={p.isFollowing} onChange={onFollowChange} />}
          <Link
            to={profilePath(p.sc_username)}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            onClick={closeProfilePreview}
          >
            <ExternalLink size={14} aria-hidden /> View Profile
          </Link>
        </div>
      </div>
      {p.bio ? <p className={styles.bio}>{p.bio}</p> : null}
      <Tabs
        label="Profile preview"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'overview',
            label: 'Overview',
            content:
              tab === 'overview' ? (
                <div className={styles.tab}>
                  <BountyStats userId={p.id} initial={p.bountyStats} />
                  <ActivityList username={p.sc_username} onNavigate={closeProfilePreview} />
                </div>
              ) : null,
          },
          {
            value: 'videos',
            label: 'Videos',
            content: tab === 'videos' ? <VideosTab userId={p.id} username={p.sc_username} /> : null,
          },
        ]}
      />
    </div>
  );
}

function PreviewSkeleton() {
  return (
    <div className={styles.preview} role="status" aria-busy="true" aria-label="Loading profile">
      <div className={styles.head}>
        <Skeleton circle width={64} height={64} />
        <div className={styles.names}>
          <Skeleton height={20} width={160} />
          <Skeleton height={14} width={100} />
        </div>
      </div>
      <Skeleton height={36} width={220} />
      <Skeleton height={120} radius={8} />
    </div>
  );
}
