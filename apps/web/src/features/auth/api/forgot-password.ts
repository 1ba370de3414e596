import { api } from '../../../lib/api';

/** POST /auth/forgot-password → 200 {message}; 403 'Email not verified'. */
export const forgotPassword = (email: string) =>
  api<{ message: string }>('/auth/forgot-password', { method: 'POST', body: { email } });
