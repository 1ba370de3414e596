import { Button } from '../../../ui';

type Props = {
  /** The id of the reason form the confirm button submits. */
  formId: string;
  pending: boolean;
  danger: boolean;
  /** The confirm button's text, and its text while the decision is sent. */
  confirm: string;
  busy: string;
  onBack: () => void;
};

/** The footer of a decision's confirm step (a report, a withdrawal): Back, and the button that sends it. */
export function DecisionFooter({ formId, pending, danger, confirm, busy, onBack }: Props) {
  return (
    <>
      <Button variant="ghost" onClick={onBack} disabled={pending}>
        Back
      </Button>
      <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={pending}>
        {pending ? busy : confirm}
      </Button>
    </>
  );
}
