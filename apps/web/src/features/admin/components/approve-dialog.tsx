import { toast } from 'sonner';
import { Button, CrownAmount, Dialog, Skeleton } from '../../../ui';
import { payoutOf, useBountyConfig } from '../api/bounty-config';
import { useReviewClaim } from '../api/review-claim';
import type { ReviewItem } from '../api/review-queue';
import { errorText, isHandled } from '../format';
import styles from './bounties.module.css';

/** Confirms an approval with what the claimer will be paid, then pays out. */
export function ApproveDialog({ item, onClose }: { item: ReviewItem | null; onClose: () => void }) {
  const review = useReviewClaim();
  const config = useBountyConfig();
  const daily = item?.bounty.bounty_type === 'daily';
  const fee = config.data?.transactionFeePercent;
  const payout = item && fee !== undefined ? payoutOf(item.bounty.amount_cc, fee, daily) : null;

  // mutateAsync, not mutate's callbacks: approving the last item empties the queue, which unmounts this dialog
  // before per-call callbacks would run, and the admin would never see the outcome.
  const approve = async () => {
    if (!item) return;
    try {
      const answer = await review.mutateAsync({ bountyId: item.bountyId, claimId: item.claimId, decision: 'approve' });
      toast.success(answer.message);
    } catch (error) {
      if (!isHandled(error)) toast.error(errorText(error));
    }
    onClose();
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !review.isPending) onClose();
      }}
      title="Approve submission?"
      description={item ? `${item.user.sc_username} · ${item.bounty.title}` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={review.isPending}>
            Cancel
          </Button>
          <Button onClick={approve} loading={review.isPending} disabled={!payout}>
            {review.isPending ? 'Approving...' : 'Approve and pay'}
          </Button>
        </>
      }
    >
      {item ? (
        <dl className={styles.payout}>
          <div>
            <dt>{daily ? 'Reward per claim' : 'Reward'}</dt>
            <dd>
              <CrownAmount crowns={item.bounty.amount_cc} size="sm" />
            </dd>
          </div>
          <div>
            <dt>{daily ? 'Fee (none on daily bounties)' : `Fee (${fee ?? '…'}%)`}</dt>
            <dd>{payout ? <CrownAmount crowns={payout.fee} size="sm" /> : <Skeleton width={80} />}</dd>
          </div>
          <div className={styles.payoutTotal}>
            <dt>Paid to {item.user.sc_username}</dt>
            <dd>{payout ? <CrownAmount crowns={payout.paid} /> : <Skeleton width={96} />}</dd>
          </div>
        </dl>
      ) : null}
      {config.isError ? <p className={styles.warnText}>{errorText(config.error)}</p> : null}
    </Dialog>
  );
}
