import { formatCrowns, type TransferKind, type WalletTransaction } from '@crowns/contracts';
import {
  ArrowDownToLine,
  type LucideIcon,
  Percent,
  ShoppingBag,
  SlidersHorizontal,
  Swords,
  Target,
  Ticket,
  Trophy,
  Undo2,
} from 'lucide-react';
import { CrownIcon } from '../../../ui/crown-icon';
import styles from './wallet.module.css';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

export const KIND_META: Record<TransferKind, { label: string; icon: LucideIcon }> = {
  purchase: { label: 'Purchase', icon: ShoppingBag },
  promo: { label: 'Promo code', icon: Ticket },
  bounty: { label: 'Bounty', icon: Target },
  challenge: { label: 'Challenge', icon: Swords },
  refund: { label: 'Refund', icon: Undo2 },
  payout: { label: 'Payout', icon: Trophy },
  fee: { label: 'Fee', icon: Percent },
  withdrawal: { label: 'Withdrawal', icon: ArrowDownToLine },
  adjustment: { label: 'Adjustment', icon: SlidersHorizontal },
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "+1,000" / "−250": the sign is spelled out, never carried by colour alone. */
const signed = (n: number, text: string) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${text}`;

export function TransactionList({ rows }: { rows: WalletTransaction[] }) {
  return (
    <ul className={styles.rows} aria-label="Transactions">
      {rows.map((row) => (
        <TransactionRow key={row.id} row={row} />
      ))}
    </ul>
  );
}

function TransactionRow({ row }: { row: WalletTransaction }) {
  const meta = KIND_META[row.kind] ?? KIND_META.adjustment;
  const Icon = meta.icon;
  const credit = row.amount > 0;
  const crowns = signed(row.amount, formatCrowns(Math.abs(row.amount)));
  const usd = signed(row.amount, usdFormat.format(Math.abs(row.usd)));
  return (
    <li className={styles.row} data-kind={row.kind}>
      <span className={`${styles.kindIcon} ${credit ? styles.kindIn : ''}`} aria-hidden>
        <Icon size={18} />
      </span>
      <span className={styles.rowMain}>
        <span className={styles.rowKind}>
          {meta.label}
          {row.status ? (
            <span className={styles.rowStatus}>
              <WithdrawalStatusBadge status={row.status} />
            </span>
          ) : null}
        </span>
        <span className={styles.rowCounterpart}>{row.counterpart}</span>
      </span>
      <time className={styles.rowTime} dateTime={row.createdAt}>
        {dateTime.format(new Date(row.createdAt))}
      </time>
      <span className={styles.rowAmount}>
        <span className={`${styles.rowCrowns} tabular`}>
          <CrownIcon size={13} aria-hidden />
          {crowns}
          <span className="sr-only"> crowns</span>
        </span>
        <span className={`${styles.rowUsd} ${credit ? styles.plus : ''} tabular`}>{usd}</span>
      </span>
    </li>
  );
}
