import { useSyncExternalStore } from 'react';

/** A tiny open/closed store, so any part of the app can open a dialog that is mounted once. */
export function createDialogStore() {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    for (const l of listeners) l();
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };
  return {
    open: () => set(true),
    close: () => set(false),
    useOpen: () =>
      useSyncExternalStore(
        subscribe,
        () => open,
        () => false,
      ),
  };
}

/** The Purchase Crowns dialog (spec 02 §2). */
export const purchaseDialog = createDialogStore();
export const openPurchaseDialog = purchaseDialog.open;
export const closePurchaseDialog = purchaseDialog.close;

/** The What-are-crowns tutorial (spec 01 §2). */
export const crownsTutorial = createDialogStore();
export const openCrownsTutorial = crownsTutorial.open;
export const closeCrownsTutorial = crownsTutorial.close;
