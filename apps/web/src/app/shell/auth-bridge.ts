/*
 * The shell's link to the auth feature. The dialog store is imported directly (it is tiny) while everything else
 * of features/auth — forms, zod schemas, pages — is loaded on demand, so the home route's first load stays small.
 */
export { closeAuthDialog, openAuthDialog, useAuthDialog } from '../../features/auth/auth-dialog-store';

export const loadAuth = () => import('../../features/auth');
