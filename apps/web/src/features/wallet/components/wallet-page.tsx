import { HelpCircle } from 'lucide-react';
import { ProgressBar } from '../../../ui/progress';
import { openCrownsTutorial } from '../dialog-store';
import { usePurchaseReturn } from '../hooks/use-purchase-return';
import { useWithdrawReturn } from '../hooks/use-withdraw-return';
import { useWithdrawalEvents } from '../hooks/use-withdrawal-events';
import { BalanceCard } from './balance-card';
import { CrownsTutorial } from './crowns-tutorial';
import { PayoutMethodsSection } from './payout-methods-section';
import { PromoBox } from './promo-box';
import { PurchaseCrownsDialog } from './purchase-crowns-dialog';
import { TransactionHistory } from './transaction-history';
import styles from './wallet.module.css';
import { WithdrawDialog } from './withdraw-dialog';

const WITHDRAW_RETURN_TEXT = {
  'adding-method': 'Adding your payout method…',
  'checking-identity': 'Checking your identity verification…',
} as const;

/** /wallet: balance and withdrawable, Buy Crowns and Withdraw, promo codes, payment methods and the history. */
export function WalletPage() {
  const returning = usePurchaseReturn();
  const withdrawReturn = useWithdrawReturn();
  useWithdrawalEvents();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Wallet</h1>
          <p className={styles.subtitle}>
            Buy crowns, withdraw what you earn, redeem promo codes and follow every crown in and out.
          </p>
        </div>
        <button type="button" className={styles.helpLink} onClick={openCrownsTutorial}>
          <HelpCircle size={16} aria-hidden />
          What are crowns?
        </button>
      </header>

      {returning ? (
        <div className={styles.confirming} role="status">
          <ProgressBar value={75} label="Purchase progress" detail="Confirming your payment…" />
        </div>
      ) : null}
      {withdrawReturn ? (
        <p className={styles.confirming} role="status">
          {WITHDRAW_RETURN_TEXT[withdrawReturn]}
        </p>
      ) : null}

      <div className={styles.top}>
        <BalanceCard />
        <PromoBox />
      </div>
      <PayoutMethodsSection />
      <TransactionHistory />

      <PurchaseCrownsDialog />
      <WithdrawDialog />
      <CrownsTutorial />
    </div>
  );
}
