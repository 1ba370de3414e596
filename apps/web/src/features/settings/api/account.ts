import { ACCOUNT_PATHS } from '@crowns/contracts';
import { api } from '../../../lib/api';

type MessageAnswer = { status: number; message: string };

/** POST /account/password: other devices are signed out; this one stays. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api<MessageAnswer>(ACCOUNT_PATHS.password, { method: 'POST', body });

/** POST /account/email: a confirmation link goes to the new address; nothing changes until it is opened. */
export const changeEmail = (body: { email: string; password: string }) =>
  api<MessageAnswer>(ACCOUNT_PATHS.email, { method: 'POST', body });

/** POST /account/email/confirm with the mailed token (works signed out, on any device). */
export const confirmEmailChange = (token: string) =>
  api<MessageAnswer>(ACCOUNT_PATHS.confirmEmail, { method: 'POST', body: { token } });

/** POST /account/logout-all: every session ends, this one included. */
export const logoutAll = () => api<MessageAnswer>(ACCOUNT_PATHS.logoutAll, { method: 'POST' });

/** POST /account/delete, confirmed by the password (decision 015). */
export const deleteAccount = (password: string) =>
  api<MessageAnswer>(ACCOUNT_PATHS.delete, { method: 'POST', body: { password } });

/** GET /account/export: the user's data as JSON. */
export const exportData = () => api<Record<string, unknown>>(ACCOUNT_PATHS.export);
