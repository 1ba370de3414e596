import type { RegisterBody } from '@crowns/contracts';
import { api } from '../../../lib/api';

export type RegisterResponse = { status: number; msg?: string; data: { message: string; signupTicket?: string } };

/** POST /auth/register → 201 with data.message. */
export const register = (body: RegisterBody) => api<RegisterResponse>('/auth/register', { method: 'POST', body });
