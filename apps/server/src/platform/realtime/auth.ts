import type { IncomingHttpHeaders } from 'node:http';
import type { Role } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../errors';

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

/** A signed-in socket: its user, its session (refresh-token family) and when its access token expires (ms). */
export type SocketSession = { userId: number; sessionId: string; expiresAt: number; role: Role };

/**
 * The socket's user from the handshake: `auth: { accessToken, idToken }` or the same headers the
 * HTTP API reads (`accessToken` + `idToken`, or `Authorization: Bearer`). No token → anonymous (null).
 * Bad or expired tokens, an ended session or a suspended account → an error, so the client refreshes its tokens
 * and reconnects. The session check is the HTTP guard's own statement.
 */
export async function socketUser(
  deps: AppDeps,
  auth: Record<string, unknown>,
  headers: IncomingHttpHeaders,
): Promise<SocketSession | null> {
  const bearer = str(headers.authorization)?.match(/^Bearer\s+(.+)$/i)?.[1];
  const accessToken = str(auth.accessToken) ?? str(headers.accesstoken) ?? bearer;
  if (!accessToken) return null;
  const access = deps.tokens.verifyAccess(accessToken);
  if (!access) throw new Error('unauthorized');
  const idToken = str(auth.idToken) ?? str(headers.idtoken);
  if (idToken || !bearer) {
    const id = idToken ? deps.tokens.verifyId(idToken) : null;
    if (!id || id.sub !== access.sub) throw new Error('unauthorized');
  }
  try {
    const user = await deps.guard.sessionUser(access);
    return { userId: user.id, sessionId: access.sid, expiresAt: access.exp * 1000, role: user.role };
  } catch (err) {
    throw new Error(err instanceof AppError && err.code === 'SUSPENDED' ? 'suspended' : 'unauthorized');
  }
}
