export type { AuthDialogName } from './auth-dialog-store';
export { closeAuthDialog, openAuthDialog, useAuthDialog } from './auth-dialog-store';
export { AuthDialogs } from './components/auth-dialogs';
export { logout } from './logout';
export { ResetPasswordPage } from './pages/reset-password-page';
export { SocialCallbackPage } from './pages/social-callback-page';
export { VerifyEmailPage } from './pages/verify-email-page';
