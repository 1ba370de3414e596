import { Button } from '../../../ui';

/** The footer of a delete confirmation (a daily bounty, any bounty): Cancel, and the danger button that deletes. */
export function DeleteFooter({
  pending,
  label,
  onCancel,
  onConfirm,
}: {
  pending: boolean;
  label: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button variant="danger" onClick={onConfirm} loading={pending}>
        {pending ? 'Deleting...' : label}
      </Button>
    </>
  );
}
