import { useSearchParams } from 'react-router';
import { Badge, Tabs } from '../../../ui';
import { useReviewQueue } from '../api/review-queue';
import styles from '../components/admin.module.css';
import { AllBounties } from '../components/all-bounties';
import { DailyBounties } from '../components/daily-bounties';
import { LiveStreams } from '../components/live-streams';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { ReviewQueue } from '../components/review-queue';
import { UserBounties } from '../components/user-bounties';
import { useCanWrite } from '../use-admin-access';
import { useAdminLive } from '../use-admin-live';

export const BOUNTY_TABS = ['review', 'all', 'user', 'daily', 'streams'] as const;
export type BountyTab = (typeof BOUNTY_TABS)[number];
const tabOf = (value: string | null): BountyTab =>
  BOUNTY_TABS.includes(value as BountyTab) ? (value as BountyTab) : 'review';

/** /admin/bounty/bountylist: the review queue, user bounties, daily bounties and the streamers' live switch. */
export function AdminBountyListPage() {
  useAdminLive();
  const canWrite = useCanWrite();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const queue = useReviewQueue();
  const waiting = queue.data?.length ?? 0;

  return (
    <section className={styles.page} aria-labelledby="admin-bounties-title">
      <PageHeader
        id="admin-bounties-title"
        title="Bounties"
        subtitle="Review submitted videos, filter every bounty and follow its escrow, run daily bounties and set who is live."
      />
      {canWrite ? null : (
        <ReadOnlyNotice>
          Read-only access: you can view everything here but not review, edit or switch streams.
        </ReadOnlyNotice>
      )}
      <Tabs
        label="Bounty admin sections"
        value={tab}
        onValueChange={(next) => setParams(next === 'review' ? {} : { tab: next }, { replace: true })}
        items={[
          {
            value: 'review',
            label: (
              <span className={styles.userCell}>
                Review queue
                {waiting > 0 ? <Badge tone="warning">{waiting}</Badge> : null}
              </span>
            ),
            content: <ReviewQueue />,
          },
          { value: 'all', label: 'All bounties', content: <AllBounties /> },
          { value: 'user', label: 'User bounties', content: <UserBounties /> },
          { value: 'daily', label: 'Daily bounties', content: <DailyBounties /> },
          { value: 'streams', label: 'Live streams', content: <LiveStreams /> },
        ]}
      />
    </section>
  );
}
