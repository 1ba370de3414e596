import {
  formatCrowns,
  type GiftCardBrand,
  MSG,
  PAYOUT_MSG,
  type PayoutMethodType,
  type PayoutMethodView,
  type WithdrawalQuote,
} from '@crowns/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Building2, CreditCard, Gift, Plus } from 'lucide-react';
import { useState } from 'react';
import { ApiError, loadPage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { initTransfer } from '../api/payout-methods';
import styles from './withdraw.module.css';
import { amountProblem } from './withdraw-amount-step';
import type { DestinationChoice } from './withdraw-destination';
import { FlowMessage, StepActions, StepHead } from './withdraw-step-parts';

export const METHOD_ICON = { bank: Building2, debit_card: CreditCard } as const;
export const METHOD_KIND_LABEL: Record<PayoutMethodType, string> = { bank: 'Bank account', debit_card: 'Debit card' };

/** Opens the provider's hosted page that adds a bank account or debit card; it comes back to /wallet. */
export function useAddMethod(onLeave: () => void) {
  const [adding, setAdding] = useState<PayoutMethodType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = async (pmType: PayoutMethodType) => {
    setAdding(pmType);
    setError(null);
    try {
      const link = await initTransfer(pmType);
      onLeave();
      loadPage(link.url);
    } catch (e) {
      setAdding(null);
      if (!(e instanceof ApiError && e.handled)) setError(e instanceof ApiError ? e.message : MSG.somethingWentWrong);
    }
  };
  return { adding, error, add };
}

export function AddMethodButtons({ add }: { add: ReturnType<typeof useAddMethod> }) {
  return (
    <div className={styles.addRow}>
      <Button variant="secondary" size="sm" loading={add.adding === 'bank'} onClick={() => add.add('bank')}>
        <Plus size={14} aria-hidden /> Add bank account
      </Button>
      <Button variant="secondary" size="sm" loading={add.adding === 'debit_card'} onClick={() => add.add('debit_card')}>
        <Plus size={14} aria-hidden /> Add debit card
      </Button>
    </div>
  );
}

/** Step 2: a saved method, a new one (hosted page) or a gift card from the catalogue. */
export function MethodStep({
  rate,
  methods,
  giftCards,
  choice,
  quote,
  onChoose,
  onLeave,
  onBack,
  onContinue,
}: {
  rate: number | undefined;
  methods: UseQueryResult<PayoutMethodView[]>;
  giftCards: UseQueryResult<GiftCardBrand[]>;
  choice: DestinationChoice | null;
  quote: WithdrawalQuote | undefined;
  onChoose: (choice: DestinationChoice, giftCardCrowns?: number) => void;
  onLeave: () => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const [tried, setTried] = useState(false);
  const add = useAddMethod(onLeave);
  const problem = amountProblem(quote);
  const valid =
    choice?.kind === 'method'
      ? methods.data?.some((m) => m.id === choice.id)
      : choice?.kind === 'gift_card'
        ? giftCards.data?.some((b) => b.id === choice.brandId)
        : false;

  return (
    <form
      className={styles.flow}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (valid && quote && !problem) onContinue();
      }}
    >
      <StepHead title="Where should the money go?" />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Bank accounts and debit cards</legend>
        {methods.isPending ? (
          <Skeleton height={54} radius={8} />
        ) : methods.isError ? (
          <FlowMessage tone="danger">
            {methods.error instanceof ApiError ? methods.error.message : MSG.somethingWentWrong}
          </FlowMessage>
        ) : methods.data.length === 0 ? (
          <p className={styles.empty}>No bank account or debit card yet.</p>
        ) : (
          methods.data.map((m) => {
            const Icon = METHOD_ICON[m.type];
            return (
              <label key={m.id} className={styles.choice}>
                <input
                  type="radio"
                  name="payout-destination"
                  className="sr-only"
                  checked={choice?.kind === 'method' && choice.id === m.id}
                  onChange={() => onChoose({ kind: 'method', id: m.id })}
                />
                <span className={styles.choiceIcon} aria-hidden>
                  <Icon size={16} />
                </span>
                <span className={styles.choiceText}>
                  <span className={styles.choiceLabel}>{m.label}</span>
                  <span className={styles.choiceSub}>{METHOD_KIND_LABEL[m.type]}</span>
                </span>
              </label>
            );
          })
        )}
        <AddMethodButtons add={add} />
        {add.error ? <FlowMessage tone="danger">{add.error}</FlowMessage> : null}
      </fieldset>

      <GiftCardCatalogue giftCards={giftCards} rate={rate} choice={choice} onChoose={onChoose} />

      {tried && !valid ? <FlowMessage tone="danger">{PAYOUT_MSG.methodRequired}</FlowMessage> : null}
      {valid && problem ? <FlowMessage tone="danger">{problem}</FlowMessage> : null}
      <StepActions>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={Boolean(valid && (!quote || problem))}>
          Continue
        </Button>
      </StepActions>
    </form>
  );
}

/** The gift-card catalogue: brand tiles with their amounts; picking one sets the amount to its crowns. */
function GiftCardCatalogue({
  giftCards,
  rate,
  choice,
  onChoose,
}: {
  giftCards: UseQueryResult<GiftCardBrand[]>;
  rate: number | undefined;
  choice: DestinationChoice | null;
  onChoose: (choice: DestinationChoice, giftCardCrowns?: number) => void;
}) {
  // No catalogue (the provider sells none, or it failed): no gift-card option.
  if (giftCards.isPending)
    return (
      <div aria-busy="true">
        <Skeleton height={90} radius={8} />
      </div>
    );
  if (!giftCards.data?.length || rate === undefined) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Gift card (no fee)</legend>
      <div className={styles.brands}>
        {giftCards.data.map((brand) => (
          <div key={brand.id} className={styles.brand}>
            <span className={styles.brandHead}>
              {brand.imageUrl ? (
                <img className={styles.brandImage} src={brand.imageUrl} alt="" />
              ) : (
                <span className={`${styles.brandImage} ${styles.choiceIcon}`} aria-hidden>
                  <Gift size={14} />
                </span>
              )}
              {brand.name}
            </span>
            <div className={styles.amounts}>
              {brand.amountsUsd.map((usd) => (
                <label key={usd} className={styles.amount}>
                  <input
                    type="radio"
                    name="payout-destination"
                    className="sr-only"
                    aria-label={`${brand.name} $${usd} (${formatCrowns(Math.round(usd * rate))} crowns)`}
                    checked={choice?.kind === 'gift_card' && choice.brandId === brand.id && choice.amountUsd === usd}
                    onChange={() =>
                      onChoose({ kind: 'gift_card', brandId: brand.id, amountUsd: usd }, Math.round(usd * rate))
                    }
                  />
                  ${usd}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
