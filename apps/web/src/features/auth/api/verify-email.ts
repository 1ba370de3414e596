import { api } from '../../../lib/api';

/** POST /auth/verify-email with the mailed link token or with the 6-digit code. */
export const verifyEmail = (body: { token: string } | { email: string; code: string }) =>
  api<{ message: string }>('/auth/verify-email', { method: 'POST', body });
