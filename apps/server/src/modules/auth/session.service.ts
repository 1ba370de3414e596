import { randomUUID } from 'node:crypto';
import { MSG, type Tokens } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../platform/crypto';
import { AppError, unauthorized } from '../../platform/errors';
import { REFRESH_TTL_DAYS } from '../../platform/tokens';
import { findUserById, type UserRow } from './auth.repo';
import type { AuthContext } from './auth-context';
import {
  findRefreshToken,
  findRefreshTokenById,
  insertRefreshToken,
  revokeAllForUser,
  revokeFamily,
  rotateRefreshToken,
} from './session.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export const suspendedError = () => new AppError('SUSPENDED', 403, MSG.suspended);

/** The user object of the login answer (spec 01 §3: user.user.id, user.user.roles.name). */
export const loginProfile = (user: UserRow) => ({
  id: String(user.id),
  email: user.email,
  sc_username: user.scUsername,
  image_url: user.imageUrl,
  roles: { name: user.role },
});

/** Access + id JWTs and a new opaque refresh token (a new family unless one is given). */
export async function issueSession(
  ctx: AuthContext,
  user: UserRow,
  tx: DbOrTx = ctx.db,
  familyId: string = randomUUID(),
): Promise<Tokens> {
  const refreshToken = randomToken();
  await insertRefreshToken(tx, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(ctx.clock.now().getTime() + REFRESH_TTL_DAYS * DAY_MS),
  });
  const [accessToken, idToken] = await Promise.all([
    ctx.tokens.signAccess(user.id, user.role, familyId),
    ctx.tokens.signId({
      id: user.id,
      email: user.email,
      sc_username: user.scUsername,
      role: user.role,
      image_url: user.imageUrl,
      isVerified: user.isVerified,
    }),
  ]);
  return { accessToken, idToken, refreshToken, userId: String(user.id) };
}

/**
 * How long after a rotation the rotated token may still be refreshed: two tabs (or a retried request) that sent the
 * same token at once each get a valid pair of the same family instead of tripping reuse detection.
 */
export const REFRESH_GRACE_MS = 30_000;

/**
 * Rotates a refresh token. A token that was already rotated is a replay (stolen or raced): within the grace window
 * it gets a sibling token of the same family (no refresh token is ever stored unhashed), after it the whole family
 * is revoked, so whoever holds the newer token is signed out too.
 */
export async function refreshSession(ctx: AuthContext, userId: string, refreshToken: string): Promise<Tokens> {
  const now = ctx.clock.now();
  const row = await findRefreshToken(ctx.db, sha256(refreshToken));
  if (!row || String(row.userId) !== userId || row.revokedAt) throw unauthorized(MSG.refreshInvalid);
  if (row.rotatedAt && !withinGrace(row.rotatedAt, now)) return reuseDetected(ctx, row.familyId, now);
  if (row.expiresAt <= now) throw unauthorized(MSG.refreshInvalid);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw unauthorized(MSG.refreshInvalid);
  if (user.suspendedAt) throw suspendedError();
  const tokens = await ctx.db.transaction(async (tx) => {
    if (await rotateRefreshToken(tx, row.id, now)) return issueSession(ctx, user, tx, row.familyId);
    // Rotated meanwhile (a parallel refresh committed first) or revoked: read it again, after that commit.
    const current = await findRefreshTokenById(tx, row.id);
    if (!current?.rotatedAt || current.revokedAt || !withinGrace(current.rotatedAt, now)) return null;
    return issueSession(ctx, user, tx, row.familyId);
  });
  if (!tokens) return reuseDetected(ctx, row.familyId, now);
  return tokens;
}

const withinGrace = (rotatedAt: Date, now: Date) => now.getTime() - rotatedAt.getTime() <= REFRESH_GRACE_MS;

async function reuseDetected(ctx: AuthContext, familyId: string, now: Date): Promise<never> {
  await revokeFamily(ctx.db, familyId, now);
  ctx.endSockets({ sessionId: familyId });
  throw unauthorized(MSG.refreshInvalid);
}

/**
 * Ends the login the refresh token belongs to: its access tokens stop working and its sockets close.
 * Unknown tokens are fine: logging out is idempotent.
 */
export async function logout(ctx: AuthContext, refreshToken: string | undefined) {
  if (!refreshToken) return;
  const row = await findRefreshToken(ctx.db, sha256(refreshToken));
  if (!row) return;
  await revokeFamily(ctx.db, row.familyId, ctx.clock.now());
  ctx.endSockets({ sessionId: row.familyId });
}

export const revokeAllSessions = (tx: DbOrTx, userId: number, now: Date) => revokeAllForUser(tx, userId, now);
