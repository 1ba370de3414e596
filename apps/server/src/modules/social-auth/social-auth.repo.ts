import type { LinkProvider } from '@crowns/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { linkedAccounts, oauthPendingSignups, oauthStates, sandboxOauthGrants } from '../../db/schema';

export type NewLink = typeof linkedAccounts.$inferInsert;
export type PendingSignup = typeof oauthPendingSignups.$inferSelect;

export async function insertState(tx: DbOrTx, values: typeof oauthStates.$inferInsert) {
  await tx.insert(oauthStates).values(values);
}

/**
 * Uses a started redirect's state: one statement, so a replay (or a second tab) finds nothing. A state of another
 * provider, intent or (for a link) account is not consumed.
 */
export async function consumeState(
  tx: DbOrTx,
  q: { stateHash: string; provider: LinkProvider; intent: 'login' | 'link'; userId?: number; now: Date },
) {
  const [row] = await tx
    .update(oauthStates)
    .set({ usedAt: q.now })
    .where(
      and(
        eq(oauthStates.stateHash, q.stateHash),
        eq(oauthStates.provider, q.provider),
        eq(oauthStates.intent, q.intent),
        q.userId === undefined ? isNull(oauthStates.userId) : eq(oauthStates.userId, q.userId),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, q.now),
      ),
    )
    .returning();
  return row;
}

export async function insertPendingSignup(tx: DbOrTx, values: typeof oauthPendingSignups.$inferInsert) {
  await tx.insert(oauthPendingSignups).values(values);
}

/** Uses a registration token (in the caller's transaction: a refused sign-up rolls the use back). */
export async function consumePendingSignup(tx: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(oauthPendingSignups)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthPendingSignups.tokenHash, tokenHash),
        isNull(oauthPendingSignups.usedAt),
        gt(oauthPendingSignups.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findLinkByIdentity(tx: DbOrTx, provider: LinkProvider, providerUserId: string) {
  const [row] = await tx
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.providerUserId, providerUserId)));
  return row;
}

export async function findLinkOfUser(tx: DbOrTx, userId: number, provider: LinkProvider, forUpdate = false) {
  const q = tx
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export const linksOfUser = (tx: DbOrTx, userId: number) =>
  tx.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId)).orderBy(asc(linkedAccounts.createdAt));

export async function insertLink(tx: DbOrTx, values: NewLink) {
  const [row] = await tx.insert(linkedAccounts).values(values).returning();
  return row!;
}

export async function updateLink(tx: DbOrTx, id: number, values: Partial<NewLink>) {
  await tx
    .update(linkedAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(linkedAccounts.id, id));
}

export async function deleteLink(tx: DbOrTx, id: number) {
  const [row] = await tx.delete(linkedAccounts).where(eq(linkedAccounts.id, id)).returning();
  return row;
}

export async function deleteLinksOfUser(tx: DbOrTx, userId: number) {
  return tx.delete(linkedAccounts).where(eq(linkedAccounts.userId, userId)).returning();
}

/**
 * Links of providers whose tokens are not kept that still hold some (made before that rule): a batch taken with
 * SKIP LOCKED and emptied in the caller's transaction; answered as they were, so the tokens can be revoked after.
 */
export async function takeUnkeptTokens(tx: DbOrTx, providers: LinkProvider[], limit: number) {
  const rows = await tx
    .select()
    .from(linkedAccounts)
    .where(
      and(
        inArray(linkedAccounts.provider, providers),
        or(isNotNull(linkedAccounts.accessTokenEnc), isNotNull(linkedAccounts.refreshTokenEnc)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length > 0)
    await tx
      .update(linkedAccounts)
      .set({ accessTokenEnc: null, refreshTokenEnc: null, accessExpiresAt: null })
      .where(
        inArray(
          linkedAccounts.id,
          rows.map((r) => r.id),
        ),
      );
  return rows;
}

/** Sweeper: expired or used states, pending sign-ups and sandbox grants past their use, a batch at a time. */
export async function deleteExpiredOauthRows(tx: DbOrTx, now: Date, limit: number) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const states = await tx.execute(sql`delete from ${oauthStates} where ctid in (select ctid from ${oauthStates}
    where ${oauthStates.expiresAt} <= ${now} or ${oauthStates.usedAt} <= ${dayAgo} limit ${limit} for update skip locked)`);
  const pending = await tx.execute(sql`delete from ${oauthPendingSignups} where ctid in (select ctid from
    ${oauthPendingSignups} where ${oauthPendingSignups.expiresAt} <= ${now} limit ${limit} for update skip locked)`);
  // A sandbox grant whose code was never exchanged, or that was revoked, is of no use after a day.
  const grants = await tx
    .delete(sandboxOauthGrants)
    .where(
      and(
        lte(sandboxOauthGrants.createdAt, dayAgo),
        or(isNull(sandboxOauthGrants.codeUsedAt), sql`${sandboxOauthGrants.revokedAt} is not null`),
      ),
    )
    .returning({ id: sandboxOauthGrants.id });
  return affected(states) + affected(pending) + grants.length;
}

const affected = (r: unknown) =>
  Number(
    (r as { rowCount?: number; affectedRows?: number }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0,
  );
