import { formatCrowns, PAYOUT_MSG, WITHDRAWAL_STATUS_LABEL, type WithdrawalView } from '@crowns/contracts';
import { Button } from '../../../ui/button';
import { useWithdrawal } from '../api/withdrawals';
import { formatDollars } from '../dollars';
import styles from './withdraw.module.css';
import { FlowMessage, StepActions, StepHead, type Tone } from './withdraw-step-parts';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** What the status says when the server adds nothing (a failure or review carries its own message). */
function statusText(view: WithdrawalView, requestMessage: string | null): { tone: Tone; text: string } {
  const label = WITHDRAWAL_STATUS_LABEL[view.status];
  if (label === 'Paid') return { tone: 'success', text: PAYOUT_MSG.withdrawalPaid };
  if (label === 'Failed') return { tone: 'danger', text: view.message ?? PAYOUT_MSG.withdrawalFailed };
  return { tone: 'info', text: view.message ?? requestMessage ?? PAYOUT_MSG.withdrawalRequested };
}

/** Step 5: the withdrawal as it stands (asked on open, then live through withdrawalUpdated). */
export function StatusStep({
  initial,
  requestMessage,
  onClose,
}: {
  initial: WithdrawalView;
  requestMessage: string | null;
  onClose: () => void;
}) {
  const { data: view = initial } = useWithdrawal(initial);
  const { tone, text } = statusText(view, requestMessage);
  return (
    <div className={styles.flow}>
      <div className={styles.statusHead}>
        <StepHead title="Withdrawal status" />
        <WithdrawalStatusBadge status={view.status} />
      </div>
      <FlowMessage tone={tone}>{text}</FlowMessage>
      <dl className={styles.figures} aria-label="Withdrawal details">
        <dt>Amount</dt>
        <dd className="tabular">{formatCrowns(view.crowns)} crowns</dd>
        <dt className={styles.total}>{view.kind === 'gift_card' ? 'Gift card value' : 'You receive'}</dt>
        <dd className={`${styles.total} tabular`}>{formatDollars(view.usd)}</dd>
        <dt>To</dt>
        <dd>{view.destination}</dd>
      </dl>
      <StepActions>
        <Button onClick={onClose}>Done</Button>
      </StepActions>
    </div>
  );
}
