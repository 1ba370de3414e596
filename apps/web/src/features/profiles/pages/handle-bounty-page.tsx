import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { NotFoundPage } from '../../../app/pages/not-found-page';
import { useJoinRoom } from '../../../lib/realtime/use-socket-event';
import { Avatar, EmptyState, Skeleton } from '../../../ui';
import { LoadError } from '../../../ui/load-error';
import { ActivityFeed } from '../../bounties/dialogs/parts/activity-feed';
import { isNotFound, useProfile } from '../api/get-profile';
import styles from '../components/board.module.css';
import { BountyGrid } from '../components/bounty-grid';
import { useProfileName } from '../use-profile-name';
import { ProfileNotFound } from './profile-not-found';

/**
 * '/@name/bounty' and '/@name/board': the streamer's own bounty board without the shell (e.g. a browser source on
 * stream): the bounties aimed at them, highest reward first, and their live activity.
 */
export function HandleBountyPage() {
  const name = useProfileName();
  if (!name) return <NotFoundPage />;
  return <StreamerBoard name={name} />;
}

function StreamerBoard({ name }: { name: string }) {
  const query = useProfile(name);
  const id = query.data?.id;
  useJoinRoom(id ? { publicUser: Number(id) } : null);
  if (query.isPending)
    return (
      <div className={styles.board} aria-busy="true">
        <Skeleton height={48} width={320} />
        <Skeleton height={240} radius={12} />
      </div>
    );
  if (query.isError)
    return isNotFound(query.error) ? (
      <ProfileNotFound name={name} />
    ) : (
      <div className={styles.board}>
        <LoadError what="this bounty board" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const p = query.data;
  return (
    <div className={styles.board}>
      <header className={styles.head}>
        <Avatar src={p.image_url} name={p.sc_username} size="lg" decorative />
        <div>
          <h1 className={styles.title}>@{p.sc_username}'s Bounty Board</h1>
          <p className={styles.text}>
            Bounties for this streamer. <Link to={`/@${p.sc_username}`}>View profile</Link>
          </p>
        </div>
      </header>
      <div className={styles.columns}>
        <section aria-label="Bounties">
          <BountyGrid
            filter={{ targetUser: p.id, status: 'available' }}
            what="the bounties"
            sortBy="amount"
            empty={
              <EmptyState
                icon={<Target size={22} />}
                title={`No bounties for @${p.sc_username} right now.`}
                description="New bounties aimed at this streamer appear here as they are created."
              />
            }
          />
        </section>
        <section aria-labelledby="board-activity" className={styles.activity}>
          <h2 id="board-activity" className={styles.subtitle}>
            Bounty Activity
          </h2>
          <ActivityFeed source={{ streamerId: Number(p.id) }} />
        </section>
      </div>
    </div>
  );
}
