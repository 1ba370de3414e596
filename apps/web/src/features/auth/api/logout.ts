import { api } from '../../../lib/api';

/** POST /auth/logout: revokes the refresh token's family on the server. */
export const logoutRequest = (refreshToken: string | undefined) =>
  api('/auth/logout', { method: 'POST', body: { refreshToken } });
