import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema';

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

export async function revokeFamily(tx: DbOrTx, familyId: string, now: Date) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(tx: DbOrTx, userId: number, now: Date) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of the user but `keepFamilyId`; answers the ended sessions. */
export async function revokeOthersForUser(tx: DbOrTx, userId: number, keepFamilyId: string, now: Date) {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}
