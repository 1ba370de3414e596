/**
 * Actions that cross features (open the login dialog, open Purchase Crowns). Features call these; the app shell
 * installs the real ones at start-up, so no feature imports another (DESIGN §2).
 */
export type AppActions = {
  openLogin: () => void;
  openPurchase: () => void;
};

const actions: AppActions = {
  openLogin: () => undefined,
  openPurchase: () => undefined,
};

export function installAppActions(next: Partial<AppActions>) {
  Object.assign(actions, next);
}

export const openLogin = () => actions.openLogin();
export const openPurchase = () => actions.openPurchase();
