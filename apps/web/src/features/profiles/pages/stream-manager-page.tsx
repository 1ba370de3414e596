import { Radio, Target } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { NotFoundPage } from '../../../app/pages/not-found-page';
import { useCurrentUser } from '../../../lib/current-user';
import { useJoinRoom } from '../../../lib/realtime/use-socket-event';
import { EmptyState, Skeleton, Tabs } from '../../../ui';
import { SectionHead } from '../../../ui/section-head';
import { useProfile } from '../api/get-profile';
import { BountyGrid } from '../components/bounty-grid';
import styles from '../components/manager.module.css';
import { ManagerEarnings } from '../components/manager-earnings';
import { ManagerSubmissions } from '../components/manager-submissions';
import { PlatformList } from '../components/platform-list';
import { useProfileName } from '../use-profile-name';

/** The bounties aimed at me by state (spec 02 §2 tab values; In Review is 'submitted'). */
const TABS = [
  { value: 'available', label: 'Available' },
  { value: 'claimed', label: 'Claimed' },
  { value: 'submitted', label: 'In Review' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];

/**
 * '/streamManager/@{username}': the streamer's own manager — bounties aimed at me and their claim / review state,
 * my submissions and earnings, and my stream link status. Another user's name leads to one's own manager.
 */
export function StreamManagerPage() {
  const name = useProfileName();
  const me = useCurrentUser();
  if (!name) return <NotFoundPage />;
  if (me.isPending) return <ManagerSkeleton />;
  const own = me.data?.sc_username;
  if (!me.data || !own) return <NotFoundPage />;
  if (own !== name) return <Navigate to={`/streamManager/@${own}`} replace />;
  return <StreamManager userId={me.data.id} username={own} />;
}

function StreamManager({ userId, username }: { userId: string; username: string }) {
  const [tab, setTab] = useState('available');
  useJoinRoom({ publicUser: Number(userId) });
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>Stream Manager</h1>
        <p className={styles.lead}>
          Bounties aimed at @{username}, your submissions and what you earned.{' '}
          <Link to={`/@${username}/board`} target="_blank" rel="noopener">
            Open your bounty board
          </Link>{' '}
          for your stream.
        </p>
      </header>
      <StreamStatus username={username} />
      <section className={styles.section} aria-labelledby="manager-bounties">
        <SectionHead
          id="manager-bounties"
          title="Bounties for Me"
          text="Claim them, submit your video and follow the review."
        />
        <Tabs items={TABS} value={tab} onValueChange={setTab} label="Bounty state" />
        <BountyGrid
          key={tab}
          filter={{ private: true, status: tab }}
          what="your bounties"
          sortBy={tab === 'available' ? 'amount' : 'recent'}
          empty={
            <EmptyState
              compact
              icon={<Target size={18} />}
              title={`No ${TABS.find((t) => t.value === tab)?.label.toLowerCase()} bounties for you.`}
              description="Bounties your viewers aim at you show up here."
            />
          }
        />
      </section>
      <ManagerSubmissions userId={userId} />
      <ManagerEarnings />
    </div>
  );
}

/** Which stream platforms are linked and whether they are live now. */
function StreamStatus({ username }: { username: string }) {
  const profile = useProfile(username);
  const platforms = profile.data?.platforms ?? [];
  return (
    <section className={styles.section} aria-labelledby="manager-stream">
      <SectionHead
        id="manager-stream"
        title="Stream Status"
        text="Your linked streaming platforms and their live state."
      />
      {profile.isPending ? (
        <Skeleton height={40} width={320} />
      ) : platforms.length === 0 ? (
        <EmptyState
          compact
          icon={<Radio size={18} />}
          title="No streaming platform linked yet."
          description="Once a Twitch or Kick channel is linked to your account, its live state shows here."
        />
      ) : (
        <PlatformList platforms={platforms} />
      )}
    </section>
  );
}

function ManagerSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton height={32} width={240} />
      <Skeleton height={120} radius={12} />
      <Skeleton height={240} radius={12} />
    </div>
  );
}
