import { challengePath } from '@crowns/contracts';
import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { timeAgo } from '../../../lib/time-ago';
import { Avatar, CrownAmount, EmptyState, Skeleton } from '../../../ui';
import { LoadError } from '../../../ui/load-error';
import { SeeMore } from '../../../ui/paged-feed';
import { type ProfileActivityItem, useProfileActivity } from '../api/activity';
import styles from './profile.module.css';

const CHALLENGE_WORDS: Record<string, string> = {
  created: 'created the challenge',
  live: 'started the challenge',
  prize_added: 'added to the prize of',
  responded: 'responded to',
  ended: 'ended the challenge',
  won: 'won the challenge',
  refunded: 'was refunded from',
};

/** What happened, in words: '@name' and the bounty activity's text, or the challenge action worded. */
function sentence(item: ProfileActivityItem) {
  // A failed bounty's text is a whole sentence about the bounty, not something the user did.
  if (item.model_action === 'failed' && item.message) return item.message;
  const words = item.message ?? CHALLENGE_WORDS[item.model_action] ?? item.model_action;
  return `@${item.user.sc_username} ${words}`;
}

/** The user's activity, 20 a page with See more; 'No Activity' when there is none (spec 01 §2). */
export function ActivityList({ username, onNavigate }: { username: string; onNavigate?: () => void }) {
  const feed = useProfileActivity(username);
  if (feed.isPending)
    return (
      <ul className={styles.activity} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height={44} radius={8} />
          </li>
        ))}
      </ul>
    );
  if (feed.isError) return <LoadError what="the activity" error={feed.error} onRetry={() => void feed.refetch()} />;
  const items = feed.data.pages.flatMap((p) => p.data);
  if (items.length === 0) return <EmptyState compact icon={<Activity size={18} />} title="No Activity" />;
  return (
    <div className={styles.activityWrap}>
      <ul className={styles.activity}>
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <SeeMore feed={feed} />
    </div>
  );
}

function ActivityRow({ item, onNavigate }: { item: ProfileActivityItem; onNavigate?: () => void }) {
  const target = item.bounty
    ? { to: `/?bountyId=${item.bounty.id}`, title: item.bounty.title, image: item.bounty.image_url }
    : item.challenge
      ? {
          to: challengePath({ id: item.challenge.id, title: item.challenge.title }),
          title: item.challenge.title,
          image: item.challenge.image_url,
        }
      : null;
  return (
    <li className={styles.activityRow}>
      <Avatar src={item.user.image_url} name={item.user.sc_username} size="sm" decorative />
      <div className={styles.activityText}>
        <p>
          {sentence(item)}
          {target ? (
            <>
              {' '}
              <Link to={target.to} className={styles.activityLink} onClick={onNavigate}>
                {target.title}
              </Link>
            </>
          ) : null}
        </p>
        <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
      </div>
      {item.amount_cc ? <CrownAmount crowns={item.amount_cc} show="hover" size="sm" /> : null}
    </li>
  );
}
