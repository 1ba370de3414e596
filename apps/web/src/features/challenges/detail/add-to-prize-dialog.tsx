import { CHALLENGE_MSG, type ChallengeDetail } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toastActionError } from '../../../lib/action-error';
import { useRefreshMoney } from '../../../lib/refresh-money';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { Dialog } from '../../../ui';
import { AddCrownsForm } from '../../../ui/add-crowns/add-crowns-form';
import { challengeKeys } from '../query-keys';
import { addToPrize } from './api/challenge-actions';
import { patchChallenge } from './response-cache';

/**
 * Add to prize (decision 014): crowns from the wallet into the pool while the challenge is upcoming or live, with an
 * Idempotency-Key per attempt (a retry after a lost answer never pays twice).
 */
export function AddToPrizeDialog({ challenge, onClose }: { challenge: ChallengeDetail; onClose: () => void }) {
  const client = useQueryClient();
  const refreshMoney = useRefreshMoney();
  const keys = useAttemptKey();
  const add = useMutation({
    mutationFn: (crowns: number) => addToPrize(challenge.id, crowns, keys.keyFor(`${challenge.id}:${crowns}`)),
    onSuccess: (answer, crowns) => {
      keys.settle();
      toast.success(answer.message || CHALLENGE_MSG.added);
      patchChallenge(client, challenge.id, (c) => ({
        prize_cc: answer.data?.prize_cc ?? c.prize_cc + crowns,
        contributorsCount: answer.data?.contributorsCount ?? c.contributorsCount,
      }));
      void client.invalidateQueries({ queryKey: challengeKeys.detail(challenge.id) });
      void refreshMoney();
      onClose();
    },
    onError: (error) => {
      keys.settle(error);
      toastActionError(error);
      // The balance may have changed elsewhere ("You don't have enough amount").
      void refreshMoney();
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add to Prize"
      description={`Grow the prize of “${challenge.title}” with your crowns. If nobody wins, every contribution is refunded.`}
      size="sm"
    >
      <AddCrownsForm
        total={challenge.prize_cc}
        totalLabel="Prize pool"
        amountLabel="Amount to add"
        submitLabel="Add to Prize"
        pending={add.isPending}
        onSubmit={(crowns) => {
          if (!add.isPending) add.mutate(crowns);
        }}
        onCancel={onClose}
        cancelLabel="Cancel"
      />
    </Dialog>
  );
}
