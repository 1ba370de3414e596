import { formatCrowns, formatUsd, MSG } from '@crowns/contracts';
import { AlertTriangle, Plus } from 'lucide-react';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { CrownIcon } from '../../../ui/crown-icon';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { useWallet } from '../api/get-wallet';
import { openPurchaseDialog } from '../dialog-store';
import styles from './wallet.module.css';

/** The balance in crowns (gold) and dollars, with Buy Crowns. */
export function BalanceCard() {
  const wallet = useWallet();
  return (
    <section className={`${styles.card} ${styles.balance}`} aria-labelledby="wallet-balance-title">
      <h2 id="wallet-balance-title" className={styles.cardLabel}>
        Available balance
      </h2>
      {wallet.isPending ? (
        <div className={styles.balanceBody} aria-busy="true">
          <Skeleton width={220} height={40} />
          <Skeleton width={120} height={22} />
        </div>
      ) : wallet.isError ? (
        <EmptyState
          compact
          icon={<AlertTriangle size={18} />}
          title="We could not load your balance."
          description={wallet.error instanceof ApiError ? wallet.error.message : MSG.somethingWentWrong}
          action={
            <Button variant="secondary" size="sm" onClick={() => wallet.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <div className={styles.balanceBody} data-testid="wallet-balance">
          <p className={`${styles.crowns} tabular`}>
            <CrownIcon size={30} aria-hidden />
            <span>{formatCrowns(wallet.data.balance)}</span>
            <span className={styles.unit}>crowns</span>
          </p>
          <p className={`${styles.usd} tabular`}>
            {formatUsd(wallet.data.balance, wallet.data.cc_per_usd)} <span className={styles.unitMuted}>USD</span>
          </p>
          <p className={styles.rateNote}>$1 USD = {formatCrowns(wallet.data.cc_per_usd)} Crowns</p>
        </div>
      )}
      <Button className={styles.buy} onClick={openPurchaseDialog}>
        <Plus size={16} aria-hidden />
        Buy Crowns
      </Button>
    </section>
  );
}
