import type { Role, Tokens } from '@crowns/contracts';
import { api } from '../../../lib/api';

export type VerifyOtpResponse = { status: number; role: Role; tokens: Tokens };

/** POST /auth/verify-otp: the admin's challenge token and the mailed code, for the session tokens. */
export const verifyOtp = (body: { token: string; otp: string }) =>
  api<VerifyOtpResponse>('/auth/verify-otp', { method: 'POST', body });
