import { api } from '../../../lib/api';

/** POST /auth/reset-password with the token of the mailed link. */
export const resetPassword = (body: { token: string; password: string }) =>
  api<{ message: string }>('/auth/reset-password', { method: 'POST', body });
