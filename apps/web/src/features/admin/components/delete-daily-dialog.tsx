import { toast } from 'sonner';
import { Dialog } from '../../../ui';
import { type DailyBounty, useDeleteDailyBounty } from '../api/daily-bounties';
import { errorText, isHandled } from '../format';
import { DeleteFooter } from './delete-footer';

/** Asks before deleting a daily bounty; rewards already paid stay paid. */
export function DeleteDailyDialog({ bounty, onClose }: { bounty: DailyBounty | null; onClose: () => void }) {
  const remove = useDeleteDailyBounty();
  const confirm = () => {
    if (!bounty) return;
    remove.mutate(bounty.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => {
        if (!isHandled(error)) toast.error(errorText(error));
      },
      onSettled: onClose,
    });
  };
  return (
    <Dialog
      open={bounty !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Delete daily bounty?"
      description={bounty?.title}
      size="sm"
      footer={<DeleteFooter pending={remove.isPending} label="Delete" onCancel={onClose} onConfirm={confirm} />}
    >
      <p style={{ margin: 0 }}>
        It disappears for everyone at once and open claims can no longer be submitted. Rewards already paid stay paid.
      </p>
    </Dialog>
  );
}
