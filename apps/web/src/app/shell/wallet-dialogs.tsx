import { lazy, Suspense } from 'react';
import { crownsTutorial, purchaseDialog } from '../../features/wallet/dialog-store';

const Dialogs = lazy(() =>
  import('../../features/wallet').then((m) => ({
    default: () => (
      <>
        <m.PurchaseCrownsDialog />
        <m.CrownsTutorial />
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
