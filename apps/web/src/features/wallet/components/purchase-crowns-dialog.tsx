import { Dialog } from '../../../ui/dialog';
import { closePurchaseDialog, purchaseDialog } from '../dialog-store';
import { createHostRegistry, useSingleHost } from '../single-host';
import { PurchaseForm } from './purchase-form';

const purchaseHosts = createHostRegistry();

/**
 * The Purchase Crowns dialog (spec 02 §2, §5, §9), opened with openPurchaseDialog(). Mount it anywhere (the shell,
 * the wallet page); only one instance renders.
 */
export function PurchaseCrownsDialog() {
  const open = purchaseDialog.useOpen();
  const host = useSingleHost(purchaseHosts);
  if (!host) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && closePurchaseDialog()}
      title="Purchase Crowns"
      description="Choose a pack or enter your own amount. You pay on a secure checkout page."
      size="md"
    >
      {/* Mounted only while open, so every opening starts fresh at 25%. */}
      {open ? <PurchaseForm onCancel={closePurchaseDialog} /> : null}
    </Dialog>
  );
}
