import type { Role } from '@crowns/contracts';
import { api } from '../../../lib/api';
import type { Session } from '../../../lib/session';

/** The session part of a login answer (also answered by a verification and a social sign-in). */
export type LoginSession = {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  user: { id: string | number; roles: { name: Role } };
};
export type UserLogin = { status: number; message: string; user: LoginSession };

/** The stored session of a login answer. */
export const sessionOf = ({ accessToken, idToken, refreshToken, user }: LoginSession): Session => ({
  accessToken,
  idToken,
  refreshToken,
  userId: String(user.id),
  role: user.roles.name,
});
/** Admins get a challenge token for the one-time code instead of tokens. */
type AdminLogin = { status: number; message: string; userTier: string; token: string };
export type LoginResponse = UserLogin | AdminLogin;

export const isAdminLogin = (res: LoginResponse): res is AdminLogin => 'userTier' in res && Boolean(res.token);

/** POST /auth/login (email lower-cased). */
export const login = (body: { email: string; password: string }) =>
  api<LoginResponse>('/auth/login', { method: 'POST', body: { ...body, email: body.email.trim().toLowerCase() } });
