import { HelpCircle } from 'lucide-react';
import { ProgressBar } from '../../../ui/progress';
import { openCrownsTutorial } from '../dialog-store';
import { usePurchaseReturn } from '../hooks/use-purchase-return';
import { BalanceCard } from './balance-card';
import { CrownsTutorial } from './crowns-tutorial';
import { PromoBox } from './promo-box';
import { PurchaseCrownsDialog } from './purchase-crowns-dialog';
import { TransactionHistory } from './transaction-history';
import styles from './wallet.module.css';

/** /wallet: balance, Buy Crowns, promo codes and the transaction history. */
export function WalletPage() {
  const returning = usePurchaseReturn();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Wallet</h1>
          <p className={styles.subtitle}>Buy crowns, redeem promo codes and follow every crown in and out.</p>
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

      <div className={styles.top}>
        <BalanceCard />
        <PromoBox />
      </div>
      <TransactionHistory />

      <PurchaseCrownsDialog />
      <CrownsTutorial />
    </div>
  );
}
