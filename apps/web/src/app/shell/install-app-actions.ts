import { openPurchaseDialog } from '../../features/wallet/dialog-store';
import { installAppActions } from '../../lib/app-actions';
import { openAuthDialog } from './auth-bridge';

/** Gives features the shell's dialogs without importing each other (lib/app-actions). */
installAppActions({
  openLogin: () => openAuthDialog('login'),
  openPurchase: openPurchaseDialog,
});
