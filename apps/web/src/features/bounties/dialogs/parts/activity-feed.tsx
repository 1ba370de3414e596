import { Activity } from 'lucide-react';
import { timeAgo } from '../../../../lib/time-ago';
import { Avatar, CrownAmount, EmptyState } from '../../../../ui';
import { PagedFeed } from '../../../../ui/paged-feed';
import { UserLink } from '../../../../ui/user-link';
import { type ActivityFeed as Feed, useActivity } from '../../api/bounty-activity';
import type { BountyActivityItem } from '../../types';
import styles from './tabs.module.css';

/**
 * One bounty's activity (or another feed, e.g. a streamer's), newest first, 10 at a time with 'See more'
 * (spec 02 §2 "Activity feed lists").
 */
export function ActivityFeed({ bountyId, source }: { bountyId?: number; source?: Feed }) {
  const feed = useActivity(source ?? { bountyId: bountyId ?? 0 });
  return (
    <PagedFeed
      feed={feed}
      className={styles.feed}
      listClassName={styles.items}
      skeletonHeight={40}
      empty={
        <EmptyState
          compact
          icon={<Activity size={18} />}
          title="No activity yet."
          description="Antes, claims and submissions show up here."
        />
      }
      renderItem={(item) => <ActivityRow item={item} />}
    />
  );
}

function ActivityRow({ item }: { item: BountyActivityItem }) {
  const name = item.username ?? 'Someone';
  const crowns = typeof item.amount_cc === 'number' ? item.amount_cc : null;
  const at = item.created_at ?? item.createdAt;
  return (
    <li className={styles.item}>
      <Avatar src={item.image_url} name={name} size="sm" decorative />
      <p className={styles.itemText}>
        <strong>{item.username ? <UserLink user={{ sc_username: item.username }} at={false} /> : name}</strong>{' '}
        {item.message}
        {crowns !== null && crowns > 0 && item.activity_type === 'uptheante' ? (
          <>
            {' '}
            <CrownAmount crowns={crowns} size="sm" />
          </>
        ) : null}
      </p>
      <time className={styles.itemTime} dateTime={at}>
        {timeAgo(at, undefined, 'short')}
      </time>
    </li>
  );
}
