import { ClipboardCheck, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button, EmptyState, Skeleton } from '../../../ui';
import { useBountyConfig } from '../api/bounty-config';
import { type ReviewItem, useReviewQueue } from '../api/review-queue';
import { useNow } from '../use-now';
import styles from './admin.module.css';
import { ApproveDialog } from './approve-dialog';
import bountyStyles from './bounties.module.css';
import { FailDialog } from './fail-dialog';
import { LoadError } from './load-error';
import { isOverdue, ReviewCard } from './review-card';

const MINUTE = 60_000;

/** Submitted claims waiting for a decision, oldest first; overdue ones are marked. */
export function ReviewQueue() {
  const query = useReviewQueue();
  const config = useBountyConfig();
  const now = useNow(MINUTE);
  const [approving, setApproving] = useState<ReviewItem | null>(null);
  const [failing, setFailing] = useState<ReviewItem | null>(null);
  const items = query.data;

  if (query.isError && !items)
    return (
      <div className={styles.panel}>
        <LoadError what="the review queue" query={query} />
      </div>
    );
  if (!items)
    return (
      <div className={bountyStyles.reviewList} aria-busy>
        {[0, 1].map((i) => (
          <div key={i} className={bountyStyles.review} data-testid="review-skeleton">
            <Skeleton width={160} height={90} radius={8} />
            <div className={bountyStyles.reviewMain}>
              <Skeleton width="40%" height={18} />
              <Skeleton width="60%" />
              <Skeleton width="80%" />
            </div>
          </div>
        ))}
      </div>
    );
  if (items.length === 0)
    return (
      <div className={styles.panel}>
        <EmptyState
          icon={<ClipboardCheck size={22} />}
          title="No submissions waiting for review."
          description="Submitted bounty videos appear here, oldest first."
          action={
            <Button variant="secondary" size="sm" onClick={() => query.refetch()} loading={query.isFetching}>
              {query.isFetching ? null : <RotateCw size={14} aria-hidden />}
              Refresh
            </Button>
          }
        />
      </div>
    );

  const overdue = items.filter((i) => isOverdue(i, now)).length;
  return (
    <section className={styles.section} aria-label="Review queue">
      <p className={styles.count} aria-live="polite">
        {items.length} {items.length === 1 ? 'submission' : 'submissions'} waiting
        {overdue > 0 ? <span className={bountyStyles.warnText}> · {overdue} overdue</span> : null}
      </p>
      <div className={bountyStyles.reviewList}>
        {items.map((item) => (
          <ReviewCard
            key={item.claimId}
            item={item}
            now={now}
            standardRules={config.data?.standardRules ?? []}
            onApprove={() => setApproving(item)}
            onFail={() => setFailing(item)}
          />
        ))}
      </div>
      <ApproveDialog item={approving} onClose={() => setApproving(null)} />
      <FailDialog item={failing} onClose={() => setFailing(null)} />
    </section>
  );
}
