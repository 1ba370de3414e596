import { MSG } from '@crowns/contracts';
import { Gift } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { useRefreshMoney } from '../../../lib/refresh-money';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { loadApplyPromoBody, useApplyPromo } from '../api/apply-promo';
import { usePromoState } from '../api/get-promo-state';
import styles from './wallet.module.css';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Redeem a promo code (GET/POST /wallet/apply-promo): the server's message as a toast and under the field. */
export function PromoBox() {
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const apply = useApplyPromo();
  const state = usePromoState();
  const refresh = useRefreshMoney();
  const bonus = state.data?.pendingBonus;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const parsed = (await loadApplyPromoBody()).safeParse({ code });
    if (!parsed.success) return setOutcome({ kind: 'error', message: parsed.error.issues[0]!.message });
    try {
      const res = await apply.mutateAsync(parsed.data.code);
      setOutcome({ kind: 'success', message: res.message });
      toast.success(res.message);
      setCode('');
      void refresh();
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      const message = error instanceof ApiError ? error.message : MSG.somethingWentWrong;
      setOutcome({ kind: 'error', message });
      toast.error(message);
    }
  };

  return (
    <section className={`${styles.card} ${styles.promo}`} aria-labelledby="promo-title">
      <h2 id="promo-title" className={styles.cardHeading}>
        <Gift size={18} aria-hidden /> Redeem a promo code
      </h2>
      <form className={styles.promoForm} onSubmit={submit} noValidate>
        <Input
          label="Promo code"
          hideLabel
          placeholder="Enter a promo code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          maxLength={64}
          onFocus={() => void loadApplyPromoBody()}
          onChange={(e) => {
            setCode(e.target.value);
            if (outcome?.kind === 'error') setOutcome(null);
          }}
          error={outcome?.kind === 'error' ? outcome.message : undefined}
          className={styles.promoInput}
        />
        <Button type="submit" variant="secondary" loading={apply.isPending}>
          {apply.isPending ? 'Applying...' : 'Apply'}
        </Button>
      </form>
      {outcome?.kind === 'success' ? (
        <p className={styles.promoSuccess} role="status">
          {outcome.message}
        </p>
      ) : null}
      {bonus ? (
        <p className={styles.pending}>
          Bonus waiting: <strong>{bonus.code}</strong> adds {bonus.percent}% extra crowns to your next purchase.
        </p>
      ) : (
        <p className={styles.muted}>Codes can add crowns to your wallet or extra crowns to your next purchase.</p>
      )}
    </section>
  );
}
