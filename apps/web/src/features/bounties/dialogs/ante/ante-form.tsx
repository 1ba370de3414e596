import { formatCrowns, formatUsd } from '@crowns/contracts';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { openPurchase } from '../../../../lib/app-actions';
import { Button, CrownAmount, Input } from '../../../../ui';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import ante from './ante.module.css';
import { anteError, balanceIsShort, defaultAnte, parseAnte } from './ante-amount';

type Props = {
  bounty: Bounty;
  balance: number;
  ccPerUsd: number;
  pending: boolean;
  onSubmit: (crowns: number) => void;
  onCancel: () => void;
  cancelLabel: string;
};

/** Slider and number input from 0 to the balance, a summary, and the 0 check (spec 02 §5 "Up the Ante"). */
export function AnteForm({ bounty, balance, ccPerUsd, pending, onSubmit, onCancel, cancelLabel }: Props) {
  const [amount, setAmount] = useState(() => defaultAnte(ccPerUsd, balance));
  const [shown, setShown] = useState(false);
  const sliderId = useId();
  const max = Math.max(0, Math.floor(balance));
  const error = anteError(amount);
  const short = balanceIsShort(ccPerUsd, balance);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!error) onSubmit(amount);
  };

  return (
    <form className={ante.form} onSubmit={submit} noValidate>
      <div className={ante.balance}>
        <span>Your balance</span>
        <CrownAmount crowns={balance} ccPerUsd={ccPerUsd} />
      </div>
      {short ? (
        <p className={styles.note}>
          {balance === 0 ? 'You have no crowns yet.' : 'Your balance is low.'}{' '}
          <button type="button" className={styles.link} onClick={openPurchase}>
            Buy Crowns
          </button>
        </p>
      ) : null}
      <div className={ante.amount}>
        <label htmlFor={sliderId} className={ante.label}>
          Ante amount
        </label>
        <input
          id={sliderId}
          className={ante.slider}
          type="range"
          min={0}
          max={max}
          step={1}
          value={Math.min(amount, max)}
          disabled={max === 0}
          aria-valuetext={`${formatCrowns(amount)} crowns (${formatUsd(amount, ccPerUsd)})`}
          onChange={(e) => {
            setAmount(Number(e.target.value));
            setShown(true);
          }}
        />
        <Input
          label="Crowns"
          inputMode="numeric"
          autoComplete="off"
          value={String(amount)}
          error={shown ? error : undefined}
          hint={`${formatUsd(amount, ccPerUsd)} of your ${formatUsd(balance, ccPerUsd)}`}
          onChange={(e) => {
            setAmount(parseAnte(e.target.value, max));
            setShown(true);
          }}
        />
      </div>
      <dl className={ante.summary}>
        <div className={ante.row}>
          <dt>Reward</dt>
          <dd className={ante.change}>
            <CrownAmount crowns={bounty.amount_cc} ccPerUsd={ccPerUsd} show="dollars" />
            <ArrowRight size={14} aria-label="becomes" />
            <CrownAmount crowns={bounty.amount_cc + amount} ccPerUsd={ccPerUsd} show="dollars" />
          </dd>
        </div>
        <div className={ante.row}>
          <dt>Your contribution</dt>
          <dd>
            <CrownAmount crowns={amount} ccPerUsd={ccPerUsd} />
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={pending}>
          {pending ? 'Sending...' : 'Up the Ante'}
        </Button>
      </div>
    </form>
  );
}
