import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * The socket's user from the handshake: `auth: { accessToken, idToken }` or the same headers the
 * HTTP API reads (`accessToken` + `idToken`, or `Authorization: Bearer`). No token → anonymous (null).
 * Bad tokens or a suspended account → an error, so the client refreshes its tokens and reconnects.
 */
export async function socketUser(
  deps: AppDeps,
  auth: Record<string, unknown>,
  headers: IncomingHttpHeaders,
): Promise<number | null> {
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
  const [row] = await deps.database.db
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, Number(access.sub)));
  if (!row) throw new Error('unauthorized');
  if (row.suspendedAt) throw new Error('suspended');
  return row.id;
}
