import { isAdminRole, MSG, type Role } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, forbidden, unauthorized } from './errors';
import type { TokenService } from './tokens';

export type AuthUser = { id: number; role: Role };

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
 * loads the user and refuses suspended accounts with 403 'suspended'.
 */
export function createAuthGuard(db: Db, tokens: TokenService) {
  // Every signed-in request reads its user: one named statement, parsed and planned once per connection.
  const findUser = db
    .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_guard_user');

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
    const [row] = await findUser.execute({ id: Number(access.sub) });
    if (!row) throw unauthorized();
    if (row.suspendedAt) throw new AppError('SUSPENDED', 403, MSG.suspended);
    request.user = { id: row.id, role: row.role };
    return request.user;
  }

  return {
    authenticate,
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
