import { formatCrowns, MSG, type WithdrawalQuote, type WithdrawalView } from '@crowns/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { Button } from '../../../ui/button';
import { sendGiftCard, type WithdrawalAnswer, withdrawFunds } from '../api/withdrawals';
import { formatDollars } from '../dollars';
import styles from './withdraw.module.css';
import { type Destination, destinationLabel } from './withdraw-destination';
import { FlowMessage, StepActions, StepHead } from './withdraw-step-parts';

export const REVIEW_NOTE = 'This withdrawal will be reviewed by our team before it is sent.';
export const NO_REVIEW_NOTE = 'This withdrawal is sent as soon as you confirm.';

function request(quote: WithdrawalQuote, destination: Destination) {
  if (destination.kind === 'gift_card') {
    const body = { brandId: destination.brand.id, amountUsd: destination.amountUsd };
    return { signature: `giftcard:${JSON.stringify(body)}`, send: (key: string) => sendGiftCard(body, key) };
  }
  const body = { crowns: quote.crowns, paymentMethodId: destination.method.id };
  return { signature: `withdraw:${JSON.stringify(body)}`, send: (key: string) => withdrawFunds(body, key) };
}

/**
 * Step 4: the figures, the destination and whether it will be reviewed. One Idempotency-Key per attempt: a retry
 * after a lost answer sends the same key, so the server never takes the crowns twice.
 */
export function ConfirmStep({
  quote,
  destination,
  onBack,
  onDone,
}: {
  quote: WithdrawalQuote;
  destination: Destination;
  onBack: () => void;
  onDone: (view: WithdrawalView, message: string | null) => void;
}) {
  const attempt = useAttemptKey();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const giftCard = destination.kind === 'gift_card';
  const blocked = quote.ok ? null : quote.message;

  const confirm = async () => {
    if (sending || blocked) return;
    const { signature, send } = request(quote, destination);
    setSending(true);
    setError(null);
    let answer: WithdrawalAnswer;
    try {
      answer = await send(attempt.keyFor(signature));
    } catch (e) {
      attempt.settle(e);
      setSending(false);
      if (!(e instanceof ApiError && e.handled)) setError(e instanceof ApiError ? e.message : MSG.somethingWentWrong);
      return;
    }
    attempt.settle();
    onDone(answer.data, answer.message ?? null);
  };

  return (
    <div className={styles.flow}>
      <StepHead title="Confirm your withdrawal" />
      <dl className={styles.figures} aria-label="Withdrawal summary">
        <dt>Amount</dt>
        <dd className="tabular">
          <span className={styles.gold}>{formatCrowns(quote.crowns)} crowns</span> (
          {formatDollars(giftCard ? destination.amountUsd : quote.usd)})
        </dd>
        <dt>Fee</dt>
        <dd className="tabular">{giftCard ? 'No fee' : `−${formatDollars(quote.feeUsd)} (${quote.feePercent}%)`}</dd>
        <dt className={styles.total}>{giftCard ? 'Gift card value' : 'You receive'}</dt>
        <dd className={`${styles.total} tabular`}>{formatDollars(giftCard ? destination.amountUsd : quote.netUsd)}</dd>
        <dt>To</dt>
        <dd>{destinationLabel(destination)}</dd>
      </dl>
      <FlowMessage tone={quote.review ? 'warning' : 'info'}>{quote.review ? REVIEW_NOTE : NO_REVIEW_NOTE}</FlowMessage>
      {blocked ? <FlowMessage tone="danger">{blocked}</FlowMessage> : null}
      {error ? <FlowMessage tone="danger">{error}</FlowMessage> : null}
      <StepActions>
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          Back
        </Button>
        <Button loading={sending} disabled={Boolean(blocked)} onClick={confirm}>
          {sending ? 'Submitting...' : 'Confirm withdrawal'}
        </Button>
      </StepActions>
    </div>
  );
}
