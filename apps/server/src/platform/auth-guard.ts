import { isAdminRole, MSG, type Role } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { AppError, forbidden, unauthorized } from './errors';
import { createSessionCache, type SessionCacheOptions } from './session-cache';
import type { AccessClaims, TokenService } from './tokens';

/** `sid`: the session (refresh-token family) of the request's access token. */
export type AuthUser = { id: number; role: Role; sid?: string };

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name.toLowerCase()];
  return typeof v === 'string' && v.length > 0 ? v : undefined;
};

/**
 * Reads the `accessToken` + `idToken` headers (same subject) or `Authorization: Bearer`,
 * loads the user and refuses suspended accounts with 403 'suspended' and ended sessions with 401.
 * A live session's answer is kept for a few seconds (session-cache.ts, decision 025): every revocation of a user's
 * refresh tokens tells this instance after commit (`database.changes`) and the others by the outbox NOTIFY
 * (`invalidate`, wired in app.ts).
 */
export function createAuthGuard(database: Database, tokens: TokenService, cacheOptions: SessionCacheOptions = {}) {
  const sessions = createSessionCache(cacheOptions);
  database.changes.subscribe(sessions.invalidate);
  // A session's answer is read again when it is not kept: its user and whether its session (the token's
  // refresh-token family) still has an unrevoked token. Logout, password change and reset, reuse detection,
  // suspension, role change and deletion revoke it. One named statement, parsed and planned once per connection.
  const findUser = database.db
    .select({
      id: users.id,
      role: users.role,
      suspendedAt: users.suspendedAt,
      // Drizzle leaves columns unqualified here ("id" would be refresh_tokens.id): the user id is the placeholder again.
      live: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sid')} and ${refreshTokens.userId} = ${sql.placeholder('id')} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_guard_session');

  /** The user of verified access claims; throws 403 'suspended' or 401 for a missing user or an ended session. */
  async function sessionUser(access: AccessClaims): Promise<AuthUser> {
    const id = Number(access.sub);
    const kept = sessions.get(id, access.sid);
    if (kept) return { id, role: kept, sid: access.sid };
    const begunAt = sessions.beginRead();
    const [row] = await findUser.execute({ id, sid: access.sid });
    if (!row) throw unauthorized();
    if (row.suspendedAt) throw new AppError('SUSPENDED', 403, MSG.suspended);
    if (!row.live) throw unauthorized();
    sessions.set(row.id, access.sid, row.role, begunAt);
    return { id: row.id, role: row.role, sid: access.sid };
  }

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    if (request.user) return request.user;
    const bearer = header(request, 'authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    const accessToken = header(request, 'accessToken') ?? bearer;
    if (!accessToken) throw unauthorized();
    const access = tokens.verifyAccess(accessToken);
    if (!access) throw unauthorized();
    if (!bearer || header(request, 'accessToken')) {
      const idToken = header(request, 'idToken');
      const id = idToken ? tokens.verifyId(idToken) : null;
      if (!id || id.sub !== access.sub) throw unauthorized();
    }
    request.user = await sessionUser(access);
    return request.user;
  }

  return {
    authenticate,
    sessionUser,
    /** Committed changes told by another instance (the outbox wake-up): `session:<userId>` drops that user's answers. */
    invalidate: sessions.invalidate,
    /** Answers kept and database reads made, for tests and diagnostics. */
    sessionStats: sessions.stats,
    /** onRequest hook (before the body is parsed or validated): any signed-in user. */
    requireUser: async (request: FastifyRequest) => {
      await authenticate(request);
    },
    /** onRequest hook: the signed-in user whose id is the route's `:id` (their own profile). */
    requireSelf: async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (String(user.id) !== (request.params as { id?: string }).id) throw forbidden();
    },
    /** onRequest hook: admin or read-only admin; read-only admins may only read. */
    requireAdmin: async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (!isAdminRole(user.role)) throw forbidden();
      if (user.role === 'read_only_admin' && request.method !== 'GET' && request.method !== 'HEAD')
        throw forbidden(MSG.readOnlyAdmin);
    },
    /** Optional auth: sets request.user when valid tokens are present, never throws 401. */
    optionalUser: async (request: FastifyRequest) => {
      if (!header(request, 'accessToken') && !header(request, 'authorization')) return;
      try {
        await authenticate(request);
      } catch (err) {
        if (err instanceof AppError && err.code === 'SUSPENDED') throw err;
      }
    },
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
