import { formatCrowns, formatUsd } from '@crowns/contracts';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { openPurchase } from '../../lib/app-actions';
import { useCcPerUsd } from '../../lib/config';
import { useCurrentUser } from '../../lib/current-user';
import { Button } from '../button';
import { CrownAmount } from '../crown-amount';
import { Input } from '../field';
import { Skeleton } from '../skeleton';
import styles from './add-crowns.module.css';
import { additionError, balanceIsShort, defaultAddition, parseAddition } from './add-crowns-amount';

type Props = {
  /** The amount the crowns are added to (a bounty's reward, a challenge's pool). */
  total: number;
  /** 'Reward', 'Prize pool'. */
  totalLabel: string;
  /** The slider's name: 'Ante amount', 'Amount to add'. */
  amountLabel: string;
  /** The submit button: 'Up the Ante', 'Add to Prize'. */
  submitLabel: string;
  pending: boolean;
  onSubmit: (crowns: number) => void;
  onCancel: () => void;
  cancelLabel: string;
};

/**
 * Add crowns from the wallet (Up the Ante, Add to Prize; spec 02 §5): a slider and a number input from 0 to the
 * balance, a summary of the new total, Buy Crowns when the balance is short, and the 0 check.
 */
export function AddCrownsForm(props: Props) {
  const balance = useCurrentUser().data?.walletBalance;
  const ccPerUsd = useCcPerUsd();
  if (balance === undefined || ccPerUsd === undefined)
    return (
      <div aria-busy>
        <Skeleton height={160} />
      </div>
    );
  return <AddCrownsFields {...props} balance={balance} ccPerUsd={ccPerUsd} />;
}

function AddCrownsFields(props: Props & { balance: number; ccPerUsd: number }) {
  const { total, totalLabel, amountLabel, submitLabel, balance, ccPerUsd, pending, onSubmit, onCancel } = props;
  const [amount, setAmount] = useState(() => defaultAddition(ccPerUsd, balance));
  const [shown, setShown] = useState(false);
  const sliderId = useId();
  const max = Math.max(0, Math.floor(balance));
  const error = additionError(amount);
  const short = balanceIsShort(ccPerUsd, balance);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!error) onSubmit(amount);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.balance}>
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
      <div className={styles.amount}>
        <label htmlFor={sliderId} className={styles.label}>
          {amountLabel}
        </label>
        <input
          id={sliderId}
          className={styles.slider}
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
            setAmount(parseAddition(e.target.value, max));
            setShown(true);
          }}
        />
      </div>
      <dl className={styles.summary}>
        <div className={styles.row}>
          <dt>{totalLabel}</dt>
          <dd className={styles.change}>
            <CrownAmount crowns={total} ccPerUsd={ccPerUsd} show="dollars" />
            <ArrowRight size={14} aria-label="becomes" />
            <CrownAmount crowns={total + amount} ccPerUsd={ccPerUsd} show="dollars" />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Your contribution</dt>
          <dd>
            <CrownAmount crowns={amount} ccPerUsd={ccPerUsd} />
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {props.cancelLabel}
        </Button>
        <Button type="submit" loading={pending}>
          {pending ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
