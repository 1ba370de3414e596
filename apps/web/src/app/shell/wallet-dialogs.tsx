import { lazy, Suspense } from 'react';
import { crownsTutorial, purchaseDialog } from '../../features/wallet/dialog-store';

const Dialogs = lazy(() =>
  Promise.all([
    import('../../features/wallet/components/purchase-crowns-dialog'),
    import('../../features/wallet/components/crowns-tutorial'),
  ]).then(([purchase, tutorial]) => ({
    default: () => (
      <>
        <purchase.PurchaseCrownsDialog />
        <tutorial.CrownsTutorial />
      </>
    ),
  })),
);

/** Purchase Crowns and the crowns tutorial, loaded the first time one of them is opened from anywhere. */
export function WalletDialogs() {
  const purchaseOpen = purchaseDialog.useOpen();
  const tutorialOpen = crownsTutorial.useOpen();
  if (!purchaseOpen && !tutorialOpen) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs />
    </Suspense>
  );
}
