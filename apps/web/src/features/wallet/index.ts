export { useRefreshMoney } from '../../lib/refresh-money';
export { addFunds, newIdempotencyKey } from './api/add-funds';
export { useWallet, walletQuery } from './api/get-wallet';
export { CrownsTutorial } from './components/crowns-tutorial';
export { PurchaseCrownsDialog } from './components/purchase-crowns-dialog';
export { WalletPage } from './components/wallet-page';
export {
  closeCrownsTutorial,
  closePurchaseDialog,
  openCrownsTutorial,
  openPurchaseDialog,
} from './dialog-store';
export { walletQueryKeys } from './query-keys';
