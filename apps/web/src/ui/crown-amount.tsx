import { crownsToUsd, formatCrowns, formatUsd } from '@crowns/contracts';
import { useCcPerUsd } from '../lib/config';
import styles from './crown-amount.module.css';
import { CrownIcon } from './crown-icon';
import { Skeleton } from './skeleton';

export type CrownAmountProps = {
  crowns: number;
  /** 'beside': "$12.50 · 1,250" always visible; 'hover': the crown amount in a tooltip-like reveal on hover/focus. */
  show?: 'beside' | 'hover' | 'dollars';
  /** Overrides the configured cc_per_usd (tests, or a caller that already has it). */
  ccPerUsd?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** A crown amount in gold: the dollar value with 2 decimals, plus the crowns beside it or on hover. */
export function CrownAmount({ crowns, show = 'beside', ccPerUsd, size = 'md', className }: CrownAmountProps) {
  const configured = useCcPerUsd();
  const rate = ccPerUsd ?? configured;
  if (rate === undefined) return <Skeleton width={64} height={18} className={className} />;
  const usd = formatUsd(crowns, rate);
  const crownText = `${formatCrowns(crowns)} crowns`;
  return (
    <span
      className={`${styles.amount} ${styles[size]} ${show === 'hover' ? styles.hoverable : ''} ${className ?? ''}`}
      title={show === 'hover' ? crownText : undefined}
      tabIndex={show === 'hover' ? 0 : undefined}
      data-usd={crownsToUsd(crowns, rate).toFixed(2)}
    >
      <CrownIcon size={size === 'lg' ? 20 : size === 'sm' ? 12 : 16} className={styles.icon} />
      <span className={styles.usd} aria-hidden>
        {usd}
      </span>
      {show === 'dollars' ? null : (
        <span className={styles.crowns} aria-hidden>
          {formatCrowns(crowns)}
        </span>
      )}
      {/* The dollar and crown values are both announced, whatever is visible. */}
      <span className="sr-only">
        {usd} ({crownText})
      </span>
    </span>
  );
}
