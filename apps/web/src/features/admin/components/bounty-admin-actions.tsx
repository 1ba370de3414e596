import { type AdminBountyDetail, BOUNTY_LIMITS } from '@crowns/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, CrownAmount, Dialog, Input } from '../../../ui';
import { Textarea } from '../../../ui/textarea';
import { useDeleteAdminBounty, useUpdateAdminBounty } from '../api/admin-bounties';
import { errorText, isHandled } from '../format';
import adminStyles from './admin.module.css';
import styles from './bounties.module.css';
import { DeleteFooter } from './delete-footer';
import { GuardedButton } from './guarded-button';

type Bounty = AdminBountyDetail['bounty'];
const fail = (error: unknown) => {
  if (!isHandled(error)) toast.error(errorText(error));
};

/** Edit and Delete for one bounty in its detail; a deleted bounty offers neither. */
export function BountyAdminActions({ bounty, onDeleted }: { bounty: Bounty; onDeleted: () => void }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  if (bounty.status === 'deleted') return null;
  return (
    <div className={adminStyles.actions}>
      <GuardedButton size="sm" variant="secondary" onClick={() => setOpen('edit')}>
        Edit
      </GuardedButton>
      <GuardedButton size="sm" variant="danger" onClick={() => setOpen('delete')}>
        Delete
      </GuardedButton>
      {open === 'edit' ? <EditDialog bounty={bounty} onClose={() => setOpen(null)} /> : null}
      {open === 'delete' ? (
        <DeleteDialog
          bounty={bounty}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            onDeleted();
          }}
        />
      ) : null}
    </div>
  );
}

function DeleteDialog({ bounty, onClose, onDeleted }: { bounty: Bounty; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAdminBounty();
  const confirm = () =>
    remove.mutate(bounty.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onDeleted();
      },
      onError: (error) => {
        fail(error);
        onClose();
      },
    });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !remove.isPending && onClose()}
      title="Delete bounty?"
      description={bounty.title}
      size="sm"
      footer={
        <DeleteFooter pending={remove.isPending} label="Delete and refund" onCancel={onClose} onConfirm={confirm} />
      }
    >
      <p className={styles.mutedText}>
        It disappears for everyone and its open claims fail.{' '}
        {bounty.escrow > 0 ? (
          <>
            The <CrownAmount crowns={bounty.escrow} size="sm" /> in escrow go back to everyone who put them in, without
            a fee.
          </>
        ) : (
          'Its escrow is empty, so no crowns move.'
        )}
      </p>
    </Dialog>
  );
}

function EditDialog({ bounty, onClose }: { bounty: Bounty; onClose: () => void }) {
  const update = useUpdateAdminBounty();
  const [title, setTitle] = useState(bounty.title);
  const [description, setDescription] = useState(bounty.description);
  const save = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    update.mutate(
      { id: bounty.id, patch: { title: title.trim(), description: description.trim() } },
      { onSuccess: (answer) => toast.success(answer.message), onError: fail, onSettled: onClose },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !update.isPending && onClose()}
      title="Edit bounty"
      description="The reward, claims and times stay as the creator set them."
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="admin-bounty-edit" loading={update.isPending} disabled={!title.trim()}>
            Save
          </Button>
        </>
      }
    >
      <form id="admin-bounty-edit" className={styles.dialogForm} onSubmit={save} noValidate>
        <Input
          label="Title"
          value={title}
          maxLength={BOUNTY_LIMITS.titleMax}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Textarea
          label="Description"
          rows={3}
          value={description}
          maxLength={BOUNTY_LIMITS.descriptionMax}
          length={description.length}
          onChange={(e) => setDescription(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
