import { api } from '../../../lib/api';

/** POST /auth/resend-email: mails a new verification link and code. */
export const resendEmail = (email: string) =>
  api<{ message: string }>('/auth/resend-email', { method: 'POST', body: { email: email.trim().toLowerCase() } });
