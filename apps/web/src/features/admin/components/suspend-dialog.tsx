import type { AdminUser } from '@crowns/contracts';
import { toast } from 'sonner';
import { Button, Dialog } from '../../../ui';
import { useSuspendUser } from '../api/suspend-user';
import { useUnsuspendUser } from '../api/unsuspend-user';
import { errorText, isHandled } from '../format';
import type { UserAction } from './users-table';

const COPY = {
  suspend: {
    title: (name: string) => `Suspend ${name}?`,
    body: 'They are logged out everywhere at once and cannot use Crowns until an admin unsuspends them. Their next action sends them to the login page with the suspension notice.',
    confirm: 'Suspend',
    busy: 'Suspending...',
  },
  unsuspend: {
    title: (name: string) => `Unsuspend ${name}?`,
    body: 'They can log in and use Crowns again. Sessions ended by the suspension stay ended.',
    confirm: 'Unsuspend',
    busy: 'Unsuspending...',
  },
} as const;

/** Asks before a suspension change, then reports the server's answer as a toast. */
export function SuspendDialog({
  target,
  onClose,
}: {
  target: { user: AdminUser; action: UserAction } | null;
  onClose: () => void;
}) {
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const mutation = target?.action === 'unsuspend' ? unsuspend : suspend;
  const copy = COPY[target?.action ?? 'suspend'];

  const confirm = () => {
    if (!target) return;
    mutation.mutate(target.user.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => {
        if (!isHandled(error)) toast.error(errorText(error));
      },
      onSettled: onClose,
    });
  };

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title={copy.title(target?.user.sc_username ?? '')}
      description={target ? `${target.user.email}` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            variant={target?.action === 'unsuspend' ? 'primary' : 'danger'}
            onClick={confirm}
            loading={mutation.isPending}
          >
            {mutation.isPending ? copy.busy : copy.confirm}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{copy.body}</p>
    </Dialog>
  );
}
