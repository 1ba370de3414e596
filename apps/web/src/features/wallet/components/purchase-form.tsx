import { formatCrowns, formatUsd, MSG, WALLET_MSG } from '@crowns/contracts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, loadPage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { CrownIcon } from '../../../ui/crown-icon';
import { EmptyState } from '../../../ui/empty-state';
import { Input } from '../../../ui/field';
import { ProgressBar } from '../../../ui/progress';
import { Skeleton } from '../../../ui/skeleton';
import { useAddFunds } from '../api/add-funds';
import { usePromoState } from '../api/get-promo-state';
import { usePurchaseConfig } from '../api/get-purchase-config';
import { customAmountError, minimumCrowns, presetCrowns, sanitizeCrowns } from '../purchase-amount';
import { PresetOptions } from './preset-options';
import styles from './purchase.module.css';

/** The purchase steps and their progress (spec 02 §2: the percent starts at 25). */
export const PURCHASE_STEPS = {
  choose: { value: 25, text: 'Choose an amount' },
  creating: { value: 50, text: 'Creating your secure checkout…' },
  redirecting: { value: 75, text: 'Redirecting to checkout…' },
  done: { value: 100, text: 'Payment confirmed' },
} as const;
type Step = keyof typeof PURCHASE_STEPS;

export function PurchaseForm({ onCancel }: { onCancel: () => void }) {
  const config = usePurchaseConfig();
  const promo = usePromoState(Boolean(useSession()));
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [showError, setShowError] = useState(false);
  const [step, setStep] = useState<Step>('choose');
  const addFunds = useAddFunds();

  if (config.isPending) return <FormSkeleton />;
  if (config.isError)
    return (
      <EmptyState
        compact
        title="We could not load the crown prices."
        action={<Button onClick={() => config.refetch()}>Try again</Button>}
      />
    );

  const { ccPerUsd, thresholdUsd, purchasesEnabled } = config.data;
  const crowns = preset !== null ? presetCrowns(preset, ccPerUsd) : custom ? Number(custom) : null;
  const error = preset !== null ? null : customAmountError(crowns, thresholdUsd, ccPerUsd);
  const busy = step !== 'choose';
  const bonus = promo.data?.pendingBonus;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !purchasesEnabled) return;
    if (error || crowns === null) return setShowError(true);
    setStep('creating');
    try {
      const checkout = await addFunds.mutateAsync(crowns);
      setStep('redirecting');
      loadPage(checkout.checkoutUrl);
    } catch (e) {
      setStep('choose');
      if (!(e instanceof ApiError && e.handled))
        toast.error(e instanceof ApiError ? e.message : MSG.somethingWentWrong);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.rate}>
        <CrownIcon size={14} className={styles.gold} />
        $1 USD = {formatCrowns(ccPerUsd)} Crowns
      </p>
      <PresetOptions
        ccPerUsd={ccPerUsd}
        thresholdUsd={thresholdUsd}
        value={preset}
        disabled={busy}
        onChange={(usd) => {
          setPreset(usd);
          setCustom('');
          setShowError(false);
        }}
      />
      <Input
        label="Custom amount (crowns)"
        inputMode="numeric"
        autoComplete="off"
        placeholder={`Minimum ${formatCrowns(minimumCrowns(thresholdUsd, ccPerUsd))} crowns ($${thresholdUsd})`}
        value={custom}
        disabled={busy}
        onChange={(e) => {
          setCustom(sanitizeCrowns(e.target.value));
          setPreset(null);
        }}
        onBlur={() => custom && setShowError(true)}
        error={showError && preset === null && error ? error : undefined}
        hint={custom ? `= ${formatUsd(Number(custom), ccPerUsd)}` : undefined}
      />
      <dl className={styles.summary} aria-label="Order summary">
        <div>
          <dt>You get</dt>
          <dd className={`${styles.gold} tabular`}>
            <CrownIcon size={14} /> {crowns ? `${formatCrowns(crowns)} crowns` : '—'}
          </dd>
        </div>
        <div>
          <dt>You pay</dt>
          <dd className="tabular">{crowns ? formatUsd(crowns, ccPerUsd) : '—'}</dd>
        </div>
      </dl>
      {bonus ? (
        <p className={styles.bonus}>
          Promo code {bonus.code} adds {bonus.percent}% extra crowns to this purchase.
        </p>
      ) : null}
      {purchasesEnabled ? null : (
        <p className={styles.warning} role="alert">
          {WALLET_MSG.purchasesDisabled}
        </p>
      )}
      <ProgressBar value={PURCHASE_STEPS[step].value} label="Purchase progress" detail={PURCHASE_STEPS[step].text} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={!purchasesEnabled}>
          {busy ? 'Please wait…' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}

function FormSkeleton() {
  return (
    <div className={styles.form} aria-busy="true">
      <span className="sr-only" role="status">
        Loading crown prices
      </span>
      <Skeleton height={18} width={160} />
      <div className={styles.presets}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={64} radius={8} />
        ))}
      </div>
      <Skeleton height={40} radius={8} />
      <Skeleton height={56} radius={8} />
    </div>
  );
}
