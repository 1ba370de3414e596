import { formatCrowns, formatUsd, MSG, PAYOUT_MSG, type WalletData, type WithdrawalQuote } from '@crowns/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { CrownIcon } from '../../../ui/crown-icon';
import { Input } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { formatDollars } from '../dollars';
import { sanitizeCrowns } from '../purchase-amount';
import styles from './withdraw.module.css';
import { StepActions, StepHead } from './withdraw-step-parts';

/** Why the amount cannot go on; an identity check is not a reason here (its own step explains it). */
export const amountProblem = (quote: WithdrawalQuote | undefined) =>
  quote && !quote.ok && !quote.kycRequired ? quote.message : null;

/** Step 1: crowns with their live dollar value, fee and net (quoted by the server), Max = withdrawable. */
export function AmountStep({
  crownsText,
  wallet,
  quote,
  quoteError,
  onChange,
  onContinue,
  onCancel,
}: {
  crownsText: string;
  wallet: WalletData | undefined;
  quote: WithdrawalQuote | undefined;
  quoteError: Error | null;
  onChange: (text: string) => void;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const [touched, setTouched] = useState(false);
  const crowns = crownsText ? Number(crownsText) : null;
  const problem = crowns === null ? (touched ? PAYOUT_MSG.crownsRequired : null) : amountProblem(quote);
  const failed =
    crowns !== null && quoteError
      ? quoteError instanceof ApiError
        ? quoteError.message
        : MSG.somethingWentWrong
      : null;
  const ready = crowns !== null && quote !== undefined && !amountProblem(quote);

  return (
    <form
      className={styles.flow}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (ready) onContinue();
      }}
    >
      <StepHead title="How much?" />
      {wallet ? (
        <p className={styles.available}>
          Withdrawable:
          <CrownIcon size={13} aria-hidden />
          <span className={`${styles.gold} tabular`}>{formatCrowns(wallet.withdrawable)} crowns</span>
          <span className="tabular">({formatDollars(wallet.withdrawableUsd)})</span>
        </p>
      ) : (
        <Skeleton width={220} height={18} />
      )}
      <div className={styles.amountRow}>
        <Input
          label="Crowns to withdraw"
          inputMode="numeric"
          autoComplete="off"
          value={crownsText}
          onChange={(e) => onChange(sanitizeCrowns(e.target.value))}
          onBlur={() => setTouched(true)}
          error={problem ?? failed ?? undefined}
          hint={crowns !== null && wallet ? `= ${formatUsd(crowns, wallet.cc_per_usd)}` : undefined}
        />
        <Button
          variant="secondary"
          className={styles.max}
          disabled={!wallet || wallet.withdrawable <= 0}
          onClick={() => wallet && onChange(String(wallet.withdrawable))}
        >
          Max
        </Button>
      </div>
      <QuoteFigures crowns={crowns} quote={quote} />
      <StepActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={crowns !== null && !ready}>
          Continue
        </Button>
      </StepActions>
    </form>
  );
}

/** Fee and net for a bank account or debit card; a fixed height so nothing jumps while the quote loads. */
function QuoteFigures({ crowns, quote }: { crowns: number | null; quote: WithdrawalQuote | undefined }) {
  if (!quote && crowns !== null)
    return (
      <div className={styles.figures} aria-busy="true">
        <span className="sr-only" role="status">
          Calculating the fee
        </span>
        <Skeleton width="70%" height={14} />
        <Skeleton width={60} height={14} />
        <Skeleton width="50%" height={14} />
        <Skeleton width={60} height={14} />
      </div>
    );
  return (
    <dl className={styles.figures} aria-label="Withdrawal figures">
      <dt>Value</dt>
      <dd className="tabular">{quote ? formatDollars(quote.usd) : '—'}</dd>
      <dt>Fee{quote ? ` (${quote.feePercent}%, bank and debit card)` : ''}</dt>
      <dd className="tabular">
        {quote ? `−${formatDollars(quote.feeUsd)}` : '—'}
        {quote ? <span className="sr-only"> ({formatCrowns(quote.feeCrowns)} crowns)</span> : null}
      </dd>
      <dt className={styles.total}>You receive</dt>
      <dd className={`${styles.total} tabular`}>{quote ? formatDollars(quote.netUsd) : '—'}</dd>
    </dl>
  );
}
