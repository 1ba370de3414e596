import { formatCrowns, formatUsd, MSG, type WalletData } from '@crowns/contracts';
import { AlertTriangle, ArrowDownToLine, Plus } from 'lucide-react';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { CrownIcon } from '../../../ui/crown-icon';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { useWallet } from '../api/get-wallet';
import { openPurchaseDialog } from '../dialog-store';
import { formatDollars } from '../dollars';
import { clearWithdrawDraft } from '../withdraw-draft';
import { openWithdrawDialog } from '../withdraw-store';
import styles from './wallet.module.css';

/** A fresh Withdraw dialog (no draft of an earlier attempt). */
const startWithdrawal = () => {
  clearWithdrawDraft();
  openWithdrawDialog();
};

export const WITHDRAWABLE_NOTE =
  'Only crowns you win from bounties and challenges can be withdrawn. Purchased crowns and promo credit can be spent but not withdrawn.';
export const NOTHING_TO_WITHDRAW = 'Nothing to withdraw yet.';

/** Earned crowns that can be cashed out, with their dollars and why the rest cannot. */
function Withdrawable({ wallet }: { wallet: WalletData | undefined }) {
  return (
    <div className={styles.withdrawable} data-testid="wallet-withdrawable">
      <p className={styles.withdrawableLine}>
        <span className={styles.cardLabel}>Withdrawable</span>
        {wallet ? (
          <span className="tabular">
            <span className={styles.withdrawableCrowns}>
              <CrownIcon size={13} aria-hidden />
              {formatCrowns(wallet.withdrawable)} crowns
            </span>{' '}
            <span className={styles.unitMuted}>({formatDollars(wallet.withdrawableUsd)})</span>
          </span>
        ) : (
          <Skeleton width={140} height={16} />
        )}
      </p>
      <p id="withdrawable-note" className={styles.rateNote}>
        {wallet && wallet.withdrawable <= 0 ? `${NOTHING_TO_WITHDRAW} ` : ''}
        {WITHDRAWABLE_NOTE}
      </p>
    </div>
  );
}

/** The balance in crowns (gold) and dollars, what can be withdrawn, Buy Crowns and Withdraw. */
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
      <Withdrawable wallet={wallet.data} />
      <div className={styles.balanceActions}>
        <Button className={styles.buy} onClick={openPurchaseDialog}>
          <Plus size={16} aria-hidden />
          Buy Crowns
        </Button>
        <Button
          variant="secondary"
          className={styles.buy}
          disabled={!wallet.data || wallet.data.withdrawable <= 0}
          aria-describedby="withdrawable-note"
          onClick={startWithdrawal}
        >
          <ArrowDownToLine size={16} aria-hidden />
          Withdraw
        </Button>
      </div>
    </section>
  );
}
