import { formatCrowns, formatUsd } from '@crowns/contracts';
import { Link } from 'react-router';
import { useCcPerUsd } from '../../lib/config';
import { CrownIcon, Skeleton } from '../../ui';
import styles from './top-bar.module.css';

/** The dollar balance (walletBalance / cc_per_usd, 2 decimals) linking to /wallet. */
export function WalletChip({ crowns }: { crowns: number | undefined }) {
  const rate = useCcPerUsd();
  if (crowns === undefined || rate === undefined) return <Skeleton width={84} height={32} radius={8} />;
  const usd = formatUsd(crowns, rate);
  return (
    <Link
      to="/wallet"
      className={styles.wallet}
      aria-label={`Wallet balance ${usd} (${formatCrowns(crowns)} crowns)`}
      title={`${formatCrowns(crowns)} crowns`}
    >
      <CrownIcon size={16} />
      <span className="tabular">{usd}</span>
    </Link>
  );
}
