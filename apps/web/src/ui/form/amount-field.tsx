import { BOUNTY_MSG, formatCrowns } from '@crowns/contracts';
import { useId } from 'react';
import { openPurchase } from '../../lib/app-actions';
import { Button } from '../button';
import { CrownIcon } from '../crown-icon';
import { FieldError } from '../field';
import { sanitizeUsd, usdToCrowns } from './amount';
import styles from './create-form.module.css';

type Props = {
  value: string;
  onChange: (usd: string) => void;
  onBlur: () => void;
  ccPerUsd: number;
  /** Wallet balance in crowns, once known. */
  balance?: number;
  error?: string;
  /** 'Starting reward', 'Prize'. */
  label: string;
  presetsUsd: readonly number[];
  minUsd: number;
};

/** An amount in dollars with presets; the crowns it costs beside it; Buy Crowns when the wallet is short. */
export function AmountField({ value, onChange, onBlur, ccPerUsd, balance, error, label, presetsUsd, minUsd }: Props) {
  const id = useId();
  const crowns = usdToCrowns(value, ccPerUsd);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <fieldset className={styles.presets}>
        <legend className="sr-only">{label} presets</legend>
        {presetsUsd.map((usd) => (
          <button
            key={usd}
            type="button"
            aria-pressed={value === String(usd)}
            className={`${styles.preset} ${value === String(usd) ? styles.presetOn : ''}`}
            onClick={() => onChange(String(usd))}
          >
            ${usd}
          </button>
        ))}
      </fieldset>
      <div className={styles.rewardRow}>
        <div className={styles.withPrefix}>
          <span className={styles.prefix} aria-hidden>
            $
          </span>
          <input
            id={id}
            className={`${styles.input} ${error ? styles.invalid : ''} tabular`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={`Minimum ${minUsd}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-crowns`}
            value={value}
            onChange={(e) => onChange(sanitizeUsd(e.target.value, value))}
            onBlur={onBlur}
          />
        </div>
        <output id={`${id}-crowns`} className={`${styles.crowns} tabular`} aria-live="polite">
          <CrownIcon size={14} /> {formatCrowns(crowns)} crowns
        </output>
      </div>
      {balance !== undefined ? (
        <p className={styles.hint}>
          Wallet balance: <span className={styles.gold}>{formatCrowns(balance)} crowns</span>
        </p>
      ) : null}
      {error ? (
        <div className={styles.errorRow}>
          <FieldError message={error} />
          {error === BOUNTY_MSG.notEnoughAmount ? (
            <Button size="sm" variant="secondary" onClick={openPurchase}>
              <CrownIcon size={14} /> Buy Crowns
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
