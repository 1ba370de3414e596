import { api } from '../../../lib/api';

/** POST /auth/resend-otp: mails a new code and answers a new challenge token that replaces the old one. */
export const resendOtp = (token: string) =>
  api<{ token: string; message?: string }>('/auth/resend-otp', { method: 'POST', body: { token } });
