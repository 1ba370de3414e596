import { adminReasonBody } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Textarea } from '../../../ui/textarea';
import type { WithdrawalDecision } from '../api/decide-withdrawal';
import styles from './payouts.module.css';

export const REASON_MAX = 500;

export const DECISION_COPY: Record<
  WithdrawalDecision,
  { button: string; confirm: string; busy: string; explain: string; placeholder?: string }
> = {
  approve: {
    button: 'Approve',
    confirm: 'Approve and send',
    busy: 'Approving...',
    explain: 'The withdrawal is sent to the payout provider now. This cannot be undone.',
  },
  hold: {
    button: 'Hold',
    confirm: 'Put on hold',
    busy: 'Holding...',
    explain: 'The withdrawal stays undecided and parked; the crowns stay held. The reason is saved in the trail.',
    placeholder: 'What needs checking before it can be sent?',
  },
  reject: {
    button: 'Reject',
    confirm: 'Reject withdrawal',
    busy: 'Rejecting...',
    explain: 'The crowns go back to the wallet and the user is told by email. The reason is saved in the trail.',
    placeholder: 'Why is this withdrawal refused?',
  },
};

type ReasonValues = { reason: string };
const resolver = zodResolver(adminReasonBody);

/**
 * The confirmation step of a decision; hold and reject need a reason ('Enter a reason.' when empty). The form is
 * submitted by the dialog's footer button through `formId`.
 */
export function DecisionForm({
  formId,
  decision,
  onConfirm,
}: {
  formId: string;
  decision: WithdrawalDecision;
  onConfirm: (reason?: string) => void;
}) {
  const needsReason = decision !== 'approve';
  const form = useForm<ReasonValues>({ resolver: needsReason ? resolver : undefined, mode: 'onTouched' });
  const reason = form.watch('reason') ?? '';
  const onSubmit = form.handleSubmit((values) => onConfirm(needsReason ? values.reason.trim() : undefined));
  return (
    <form id={formId} className={styles.confirm} onSubmit={onSubmit} noValidate>
      <p className={styles.confirmText}>{DECISION_COPY[decision].explain}</p>
      {needsReason ? (
        <Textarea
          label="Reason"
          placeholder={DECISION_COPY[decision].placeholder}
          rows={3}
          maxLength={REASON_MAX}
          length={reason.length}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      ) : null}
    </form>
  );
}
