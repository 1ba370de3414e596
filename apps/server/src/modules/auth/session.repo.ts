import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changed } from '../../db/committed-changes';
import { rowsOf } from '../../db/rows';
import { refreshTokens } from '../../db/schema';
import { OUTBOX_CHANNEL } from '../../platform/events/outbox';
import { SESSION_TOPIC_PREFIX, sessionTopic } from '../../platform/session-cache';

export async function insertRefreshToken(
  tx: DbOrTx,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(refreshTokens).values(values);
}

export async function findRefreshToken(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function findRefreshTokenById(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  return row;
}

/**
 * Marks a live token rotated. The condition makes it atomic: of two concurrent uses of one token
 * exactly one gets true.
 */
export async function rotateRefreshToken(tx: DbOrTx, id: number, now: Date) {
  const rows = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * Revokes the live refresh tokens `which` selects; answers them. Every change of what the auth guard answers for a
 * session comes with one (logout, logout everywhere, password change and reset, reuse detection, suspension and
 * unsuspension, role change, account deletion), so this is the one place the guards are told: the same statement
 * NOTIFYs the other instances with each user's `session:<id>` topic (on commit, never on rollback; identical
 * payloads of one transaction arrive once) and this instance hears of it after commit (committed-changes).
 */
async function revokeTokens(tx: DbOrTx, which: SQL | undefined, now: Date) {
  const update = tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(which, isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  const rows = await rowsOf<{ user_id: number | string; family_id: string }>(
    tx,
    sql`with revoked as ${update}
        select user_id, family_id, pg_notify(${OUTBOX_CHANNEL}, concat(${SESSION_TOPIC_PREFIX}::text, user_id))
        from revoked`,
  );
  const revoked = rows.map((r) => ({ userId: Number(r.user_id), familyId: r.family_id }));
  changed(tx, [...new Set(revoked.map((r) => sessionTopic(r.userId)))]);
  return revoked;
}

export async function revokeFamily(tx: DbOrTx, familyId: string, now: Date) {
  await revokeTokens(tx, eq(refreshTokens.familyId, familyId), now);
}

/** Ends every session of the user; answers how many tokens were revoked. */
export async function revokeAllForUser(tx: DbOrTx, userId: number, now: Date) {
  return (await revokeTokens(tx, eq(refreshTokens.userId, userId), now)).length;
}

/** Ends one sign-in of the user; answers how many tokens were revoked (0: no such live session). */
export async function revokeSessionOfUser(tx: DbOrTx, userId: number, familyId: string, now: Date) {
  const where = and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId));
  return (await revokeTokens(tx, where, now)).length;
}

/** Revokes every session of the user but `keepFamilyId`; answers the ended sessions. */
export async function revokeOthersForUser(tx: DbOrTx, userId: number, keepFamilyId: string, now: Date) {
  const where = and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId));
  return [...new Set((await revokeTokens(tx, where, now)).map((r) => r.familyId))];
}
