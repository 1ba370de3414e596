export { closeAuthDialog, openAuthDialog, useAuthDialog } from './auth-dialog-store';
export type { AuthDialogName } from './auth-dialog-store';
export { AuthDialogs } from './components/auth-dialogs';
