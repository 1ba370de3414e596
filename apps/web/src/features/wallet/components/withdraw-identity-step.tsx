import { type KycState, MSG, PAYOUT_MSG, type WithdrawalQuote } from '@crowns/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ApiError, loadPage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { createIdvLink } from '../api/identity';
import styles from './withdraw.module.css';
import { FlowMessage, StepActions, StepHead, StepLoading, type Tone } from './withdraw-step-parts';

type View = { tone: Tone; message: string; verify: boolean; proceed: boolean };

/**
 * What the identity step says for the latest state: failed blocks for good, review waits (kycUpdated unblocks it
 * live), pending and none offer the hosted check, passed goes on once the quote needs nothing more.
 */
export function identityView(kyc: KycState | null, quote: WithdrawalQuote | undefined): View | null {
  switch (kyc?.status) {
    case 'failed':
      return { tone: 'danger', message: PAYOUT_MSG.kycFailed, verify: false, proceed: false };
    case 'review':
      return { tone: 'warning', message: PAYOUT_MSG.kycInReview, verify: false, proceed: false };
    case 'pending':
      return { tone: 'warning', message: PAYOUT_MSG.kycPending, verify: true, proceed: false };
    case 'passed':
      // A passed basic check may still leave an enhanced one to do (the quote says which).
      if (quote?.kycRequired && quote.kyc.status === 'passed')
        return { tone: 'info', message: quote.message ?? PAYOUT_MSG.kycRequired, verify: true, proceed: false };
      return { tone: 'success', message: PAYOUT_MSG.kycPassed, verify: false, proceed: true };
    default:
      if (!quote) return null;
      return { tone: 'info', message: quote.message ?? PAYOUT_MSG.kycRequired, verify: true, proceed: false };
  }
}

/** Step 3, when the quote asks for an identity check: why, the hosted check, and its state. */
export function IdentityStep({
  kyc,
  quote,
  hasAmount,
  onLeave,
  onContinue,
  onClose,
}: {
  kyc: KycState | null;
  quote: WithdrawalQuote | undefined;
  hasAmount: boolean;
  onLeave: () => void;
  onContinue: () => void;
  onClose: () => void;
}) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const view = identityView(kyc, quote);
  if (!view) return <StepLoading label="Checking your identity status" />;

  const verify = async () => {
    setOpening(true);
    setError(null);
    try {
      const link = await createIdvLink();
      onLeave();
      loadPage(link.url);
    } catch (e) {
      setOpening(false);
      if (!(e instanceof ApiError && e.handled)) setError(e instanceof ApiError ? e.message : MSG.somethingWentWrong);
    }
  };

  return (
    <div className={styles.flow}>
      <StepHead title="Verify your identity" />
      <FlowMessage tone={view.tone}>{view.message}</FlowMessage>
      {view.verify ? (
        <p className={styles.empty}>
          The check takes a few minutes on our identity partner's secure page: a photo of an ID document (and a selfie
          for larger amounts). You come back here when it is done.
        </p>
      ) : null}
      {error ? <FlowMessage tone="danger">{error}</FlowMessage> : null}
      <StepActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {view.verify ? (
          <Button loading={opening} onClick={verify}>
            <ShieldCheck size={16} aria-hidden /> Verify identity
          </Button>
        ) : view.proceed ? (
          <Button onClick={onContinue} disabled={hasAmount && !quote}>
            Continue
          </Button>
        ) : null}
      </StepActions>
    </div>
  );
}
