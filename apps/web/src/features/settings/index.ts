export { ConfirmEmailPage } from './confirm-email/confirm-email-page';
export { SettingsPage } from './settings-page';
