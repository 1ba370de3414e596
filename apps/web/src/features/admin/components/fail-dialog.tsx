import { reviewBody } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, Dialog } from '../../../ui';
import { Textarea } from '../../../ui/textarea';
import { useReviewClaim } from '../api/review-claim';
import type { ReviewItem } from '../api/review-queue';
import { errorText, isHandled } from '../format';
import styles from './bounties.module.css';

const REASON_MAX = 500;
type FailValues = { claimId: number; decision: 'fail'; reason: string };
const resolver = zodResolver(reviewBody);

/** Fails a submission with a reason ('Please give a reason.' when empty); contributors are refunded. */
export function FailDialog({ item, onClose }: { item: ReviewItem | null; onClose: () => void }) {
  return item ? <FailForm key={item.claimId} item={item} onClose={onClose} /> : null;
}

function FailForm({ item, onClose }: { item: ReviewItem; onClose: () => void }) {
  const review = useReviewClaim();
  const form = useForm<FailValues>({
    resolver: resolver as never,
    mode: 'onTouched',
    defaultValues: { claimId: item.claimId, decision: 'fail', reason: '' },
  });
  const reason = form.watch('reason');
  const daily = item.bounty.bounty_type === 'daily';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await review.mutateAsync({ bountyId: item.bountyId, ...values });
      toast.success(answer.message);
    } catch (error) {
      if (!isHandled(error)) toast.error(errorText(error));
    }
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !review.isPending) onClose();
      }}
      title="Fail submission?"
      description={`${item.user.sc_username} · ${item.bounty.title}`}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={review.isPending}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="fail-review-form" loading={review.isPending}>
            {review.isPending ? 'Failing...' : 'Fail bounty'}
          </Button>
        </>
      }
    >
      <form id="fail-review-form" className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <p className={styles.mutedText}>
          {daily
            ? 'The claim fails and nobody is paid for it.'
            : 'The bounty fails and everyone who funded it is refunded.'}{' '}
          The reason is saved with the review.
        </p>
        <Textarea
          label="Reason"
          placeholder="Which requirement was not met?"
          rows={3}
          maxLength={REASON_MAX}
          length={reason.length}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
