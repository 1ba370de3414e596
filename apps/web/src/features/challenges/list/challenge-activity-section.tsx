import { type ChallengeActivityView, challengePath } from '@crowns/contracts';
import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { timeAgo } from '../../../lib/time-ago';
import { Avatar, CrownAmount, EmptyState } from '../../../ui';
import { PagedFeed } from '../../../ui/paged-feed';
import { SectionHead } from '../../../ui/section-head';
import { UserLink } from '../../../ui/user-link';
import { useChallengeActivity } from '../api/challenge-activity';
import styles from './activity.module.css';

/** What happened, after the person's name (the challenge's title follows). */
const VERBS: Record<ChallengeActivityView['model_action'], string> = {
  created: 'created',
  live: 'is now live:',
  prize_added: 'added',
  responded: 'responded to',
  ended: 'ended:',
  won: 'won',
  refunded: 'was refunded:',
};

/** /challenges: the latest challenge activity of everyone (GET /challenge/activity), 10 at a time with See more. */
export function ChallengeActivitySection() {
  const feed = useChallengeActivity();
  return (
    <section aria-labelledby="challenge-activity" className={styles.section}>
      <SectionHead
        id="challenge-activity"
        title="Latest activity"
        text="New challenges, responses, prizes and winners."
      />
      <PagedFeed
        feed={feed}
        listClassName={styles.list}
        skeletonHeight={44}
        empty={<EmptyState compact icon={<Activity size={18} />} title="No Activity" />}
        renderItem={(item) => <ActivityRow item={item} />}
      />
    </section>
  );
}

function ActivityRow({ item }: { item: ChallengeActivityView }) {
  const challenge = <Link to={challengePath(item.challenge)}>{item.challenge.title}</Link>;
  const crowns = item.amount_cc ?? 0;
  return (
    <li className={styles.item}>
      {item.user ? (
        <Avatar src={item.user.image_url} name={item.user.sc_username} size="sm" decorative />
      ) : (
        <Avatar src={item.challenge.image_url} name={item.challenge.title} size="sm" decorative />
      )}
      <p className={styles.text}>
        {item.user ? (
          <strong>
            <UserLink user={item.user} />
          </strong>
        ) : (
          <strong>A challenge</strong>
        )}{' '}
        {VERBS[item.model_action]}{' '}
        {item.model_action === 'prize_added' && crowns > 0 ? (
          <>
            <CrownAmount crowns={crowns} size="sm" /> to{' '}
          </>
        ) : null}
        {challenge}
        {item.model_action === 'won' && crowns > 0 ? (
          <>
            {' '}
            and <CrownAmount crowns={crowns} size="sm" />
          </>
        ) : null}
      </p>
      <time className={styles.time} dateTime={item.createdAt}>
        {timeAgo(item.createdAt)}
      </time>
    </li>
  );
}
