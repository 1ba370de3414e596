import { api } from '../../../lib/api';
import type { LoginSession } from './login';

export type VerifyEmailAnswer = {
  message: string;
  /** The verified account's email, to fill the login form. */
  email?: string;
  /** Present when the signup ticket proved this is the browser that registered: the login answer's session. */
  user?: LoginSession;
};

/** POST /auth/verify-email with the mailed link token or with the 6-digit code, and this browser's signup ticket. */
export const verifyEmail = (body: ({ token: string } | { email: string; code: string }) & { signupTicket?: string }) =>
  api<VerifyEmailAnswer>('/auth/verify-email', { method: 'POST', body });
