import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { useJoinRoom } from '../../../lib/realtime/use-socket-event';
import { buttonClass, EmptyState } from '../../../ui';
import { ActivityFeed } from '../../bounties/dialogs/parts/activity-feed';
import { BountyGrid } from './bounty-grid';
import styles from './profile.module.css';

/**
 * A streamer's page: the bounties aimed at them and their activity feed, live through the public-user-{id}
 * channel (new items are prepended by the app's live bounty updates).
 */
export function StreamerSection({ userId, username, isMe }: { userId: string; username: string; isMe: boolean }) {
  useJoinRoom({ publicUser: Number(userId) });
  return (
    <div className={styles.streamer}>
      <section aria-labelledby="streamer-bounties" className={styles.panel}>
        <div className={styles.panelHead}>
          <h2 id="streamer-bounties" className={styles.panelTitle}>
            Bounties for @{username}
          </h2>
          {isMe ? null : (
            <Link to={`/bounty/createbounty/@${username}`} className={buttonClass({ size: 'sm' })}>
              Create a Bounty
            </Link>
          )}
        </div>
        <BountyGrid
          filter={{ targetUser: userId, status: 'available' }}
          what="the bounties"
          sortBy="amount"
          empty={
            <EmptyState
              compact
              icon={<Target size={18} />}
              title={`No bounties for @${username} right now.`}
              description="Bounties aimed at this streamer show up here."
            />
          }
        />
      </section>
      <section aria-labelledby="streamer-activity" className={styles.panel}>
        <h2 id="streamer-activity" className={styles.panelTitle}>
          Bounty Activity
        </h2>
        <ActivityFeed source={{ streamerId: Number(userId) }} />
      </section>
    </div>
  );
}
