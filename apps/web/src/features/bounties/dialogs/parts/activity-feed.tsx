import { Activity } from 'lucide-react';
import { Avatar, Button, CrownAmount, EmptyState, Skeleton } from '../../../../ui';
import { UserLink } from '../../../../ui/user-link';
import { type ActivityFeed as Feed, useActivity } from '../../api/bounty-activity';
import type { BountyActivityItem } from '../../types';
import styles from './tabs.module.css';
import { timeAgo } from './time-ago';

/**
 * One bounty's activity (or another feed, e.g. a streamer's), newest first, 10 at a time with 'See more'
 * (spec 02 §2 "Activity feed lists").
 */
export function ActivityFeed({ bountyId, source }: { bountyId?: number; source?: Feed }) {
  const feed = useActivity(source ?? { bountyId: bountyId ?? 0 });
  if (feed.isPending) {
    return (
      <div className={styles.feed} aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </div>
    );
  }
  if (feed.isError) {
    return (
      <EmptyState
        compact
        title="Activity could not be loaded."
        action={
          <Button size="sm" variant="secondary" onClick={() => void feed.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  const items = feed.data.pages.flatMap((p) => p.data);
  if (items.length === 0)
    return (
      <EmptyState
        compact
        icon={<Activity size={18} />}
        title="No activity yet."
        description="Antes, claims and submissions show up here."
      />
    );
  return (
    <div className={styles.feed}>
      <ul className={styles.items}>
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} />
        ))}
      </ul>
      {feed.hasNextPage ? (
        <Button variant="ghost" size="sm" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          See more
        </Button>
      ) : null}
    </div>
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
        {timeAgo(at)}
      </time>
    </li>
  );
}
