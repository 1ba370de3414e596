import { TRANSACTION_FILTERS, type TransactionFilter } from '@crowns/contracts';
import { X } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import styles from './wallet.module.css';

export type DateRange = { from: string; to: string };

export const FILTER_LABELS: Record<TransactionFilter, string> = {
  all: 'All transactions',
  purchase: 'Purchases',
  bounty: 'Bounties',
  challenge: 'Challenges',
  refund: 'Refunds',
  payout: 'Payouts',
  promo: 'Promo codes',
  fee: 'Fees',
  withdrawal: 'Withdrawals',
};

export function TransactionFilters({
  filter,
  range,
  rangeError,
  onFilterChange,
  onRangeChange,
  onClear,
}: {
  filter: TransactionFilter;
  range: DateRange;
  rangeError?: string;
  onFilterChange: (filter: TransactionFilter) => void;
  onRangeChange: (range: DateRange) => void;
  /** Present when something is filtered. */
  onClear?: () => void;
}) {
  return (
    <div className={styles.filters}>
      <Select
        label="Type"
        value={filter}
        onChange={(e) => onFilterChange(e.target.value as TransactionFilter)}
        className={styles.filterType}
      >
        {TRANSACTION_FILTERS.map((f) => (
          <option key={f} value={f}>
            {FILTER_LABELS[f]}
          </option>
        ))}
      </Select>
      <Input
        label="From"
        type="date"
        value={range.from}
        max={range.to || undefined}
        onChange={(e) => onRangeChange({ ...range, from: e.target.value })}
        className={styles.filterDate}
        error={rangeError}
      />
      <Input
        label="To"
        type="date"
        value={range.to}
        min={range.from || undefined}
        onChange={(e) => onRangeChange({ ...range, to: e.target.value })}
        className={styles.filterDate}
      />
      {onClear ? (
        <Button variant="ghost" size="sm" onClick={onClear} className={styles.clear}>
          <X size={14} aria-hidden /> Clear
        </Button>
      ) : null}
    </div>
  );
}
