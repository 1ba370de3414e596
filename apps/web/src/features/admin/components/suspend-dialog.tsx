import { ADMIN_USER_MSG, type AdminUser, SUSPEND_REASON_MAX, suspendForm } from '@crowns/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, Dialog } from '../../../ui';
import { Textarea } from '../../../ui/textarea';
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

/** The reason's problem, if any: required to suspend, optional to unsuspend (both kept in the audit log). */
function reasonError(action: UserAction, reason: string): string | undefined {
  if (action === 'unsuspend' && reason.trim() === '') return undefined;
  const parsed = suspendForm.safeParse({ reason });
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? ADMIN_USER_MSG.reasonRequired);
}

/** Asks before a suspension change (with a reason for the audit log), then reports the server's answer as a toast. */
export function SuspendDialog({
  target,
  onClose,
}: {
  target: { user: AdminUser; action: UserAction } | null;
  onClose: () => void;
}) {
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const action = target?.action ?? 'suspend';
  const mutation = action === 'unsuspend' ? unsuspend : suspend;
  const copy = COPY[action];
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? reasonError(action, reason) : undefined;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };

  const confirm = () => {
    if (!target) return;
    setTouched(true);
    if (reasonError(action, reason)) return;
    mutation.mutate(
      { id: target.user.id, reason: reason.trim() || undefined },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          if (!isHandled(error)) toast.error(errorText(error));
        },
        onSettled: close,
      },
    );
  };

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) close();
      }}
      title={copy.title(target?.user.sc_username ?? '')}
      description={target ? `${target.user.email}` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
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
      <p style={{ margin: '0 0 12px' }}>{copy.body}</p>
      <Textarea
        label={action === 'suspend' ? 'Reason' : 'Reason (optional)'}
        value={reason}
        maxLength={SUSPEND_REASON_MAX}
        length={reason.length}
        rows={3}
        error={error}
        hint="Kept in the audit log with your name."
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
      />
    </Dialog>
  );
}
