import { type KycState, RT_EVENTS, type WithdrawalView } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/debounce';
import { useSocketEvent } from '../../../lib/realtime/use-socket-event';
import { useWallet } from '../api/get-wallet';
import { useGiftCards } from '../api/gift-cards';
import { usePayoutMethods } from '../api/payout-methods';
import { useQuote } from '../api/withdrawals';
import { sanitizeCrowns } from '../purchase-amount';
import { walletQueryKeys } from '../query-keys';
import { readWithdrawDraft, saveWithdrawDraft } from '../withdraw-draft';
import type { WithdrawStart, WithdrawStep } from '../withdraw-store';
import styles from './withdraw.module.css';
import { AmountStep } from './withdraw-amount-step';
import { ConfirmStep } from './withdraw-confirm-step';
import { type DestinationChoice, resolveDestination } from './withdraw-destination';
import { IdentityStep } from './withdraw-identity-step';
import { MethodStep } from './withdraw-method-step';
import { StepLoading } from './withdraw-step-parts';
import { StatusStep } from './withdrawal-status-step';

/** How long the amount must stay unchanged before it is quoted. */
export const QUOTE_DEBOUNCE_MS = 300;

function initialChoice(start: WithdrawStart): DestinationChoice | null {
  if (start.method) return { kind: 'method', id: start.method.id };
  return readWithdrawDraft()?.destination ?? null;
}

/**
 * The Withdraw dialog's steps: amount → where to → identity (when the quote asks for it) → confirm → status.
 * Mounted once per opening; back from a hosted page it resumes from `start` and the saved draft.
 */
export function WithdrawFlow({ start, onClose }: { start: WithdrawStart; onClose: () => void }) {
  const [requested, setStep] = useState<WithdrawStep>(start.step ?? 'amount');
  const [crownsText, setCrownsText] = useState(() => sanitizeCrowns(readWithdrawDraft()?.crowns ?? ''));
  const [choice, setChoice] = useState<DestinationChoice | null>(() => initialChoice(start));
  const [kyc, setKyc] = useState<KycState | null>(start.kyc ?? null);
  const [withdrawal, setWithdrawal] = useState<{ view: WithdrawalView; message: string | null } | null>(null);
  const client = useQueryClient();

  const wallet = useWallet();
  const methods = usePayoutMethods();
  const giftCards = useGiftCards();
  const crowns = crownsText ? Number(crownsText) : null;
  const debounced = useDebouncedValue(crowns, QUOTE_DEBOUNCE_MS);
  const quoteQuery = useQuote(debounced);
  // Only a quote of the amount on screen counts (the previous one stays visible while the next loads).
  const quote = debounced === crowns && !quoteQuery.isPlaceholderData ? quoteQuery.data : undefined;
  const destination = resolveDestination(choice, methods.data, giftCards.data, start.method);
  const listsLoaded = !methods.isPending && !giftCards.isPending;
  // A destination that no longer exists (removed meanwhile) sends the user back to choose one.
  const step = requested === 'confirm' && !destination && listsLoaded ? 'method' : requested;

  useSocketEvent<KycState>(RT_EVENTS.kycUpdated, (next) => {
    setKyc(next);
    void client.invalidateQueries({ queryKey: ['wallet', 'quote'] });
  });

  const leaveForHostedPage = () =>
    saveWithdrawDraft({ origin: 'dialog', crowns: crownsText, destination: choice ?? undefined });

  const afterDestination = () => setStep(quote?.kycRequired ? 'identity' : 'confirm');

  return (
    <div className={styles.flow} aria-live="polite">
      {step === 'amount' ? (
        <AmountStep
          crownsText={crownsText}
          wallet={wallet.data}
          quote={quote}
          quoteError={quoteQuery.error}
          onChange={(text) => {
            setCrownsText(text);
            // A gift card fixes the amount: typing another one drops it.
            if (choice?.kind === 'gift_card') setChoice(null);
          }}
          onContinue={() => setStep('method')}
          onCancel={onClose}
        />
      ) : step === 'method' ? (
        <MethodStep
          rate={wallet.data?.cc_per_usd}
          methods={methods}
          giftCards={giftCards}
          choice={choice}
          quote={quote}
          onChoose={(next, giftCardCrowns) => {
            setChoice(next);
            if (giftCardCrowns !== undefined) setCrownsText(String(giftCardCrowns));
          }}
          onLeave={leaveForHostedPage}
          onBack={() => setStep('amount')}
          onContinue={afterDestination}
        />
      ) : step === 'identity' ? (
        <IdentityStep
          kyc={kyc ?? quote?.kyc ?? null}
          quote={quote}
          hasAmount={crowns !== null}
          onLeave={leaveForHostedPage}
          onContinue={() => setStep(crowns === null ? 'amount' : destination ? 'confirm' : 'method')}
          onClose={onClose}
        />
      ) : step === 'confirm' ? (
        destination && quote ? (
          <ConfirmStep
            quote={quote}
            destination={destination}
            onBack={() => setStep('method')}
            onDone={(view, message) => {
              setWithdrawal({ view, message });
              setStep('status');
              void client.invalidateQueries({ queryKey: walletQueryKeys.all });
            }}
          />
        ) : (
          <StepLoading label="Preparing your withdrawal" />
        )
      ) : withdrawal ? (
        <StatusStep initial={withdrawal.view} requestMessage={withdrawal.message} onClose={onClose} />
      ) : (
        <StepLoading label="Loading" />
      )}
    </div>
  );
}
