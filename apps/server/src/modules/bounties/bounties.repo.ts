import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bounties, bountyActivity, bountyClaims, bountyRequirements, streamStatus, users } from '../../db/schema';
import { type AccountRef, bookedAccount, ensureAccounts } from '../../platform/ledger';

export { knownCategories } from '../categories/categories.service';
export { userRefs } from '../people/people.repo';

export type BountyRow = typeof bounties.$inferSelect;
export type ClaimRow = typeof bountyClaims.$inferSelect;

export const findBounty = async (tx: DbOrTx, id: number) =>
  (
    await tx
      .select()
      .from(bounties)
      .where(and(eq(bounties.id, id), isNull(bounties.deletedAt)))
  )[0];

/** Locks the bounty row until the transaction ends: every state change of a bounty starts here. */
export const lockBounty = async (tx: DbOrTx, id: number) =>
  (
    await tx
      .select()
      .from(bounties)
      .where(and(eq(bounties.id, id), isNull(bounties.deletedAt)))
      .for('update')
  )[0];

export const claimsOf = (tx: DbOrTx, bountyId: number) =>
  tx.select().from(bountyClaims).where(eq(bountyClaims.bountyId, bountyId)).orderBy(asc(bountyClaims.id));

export const findClaim = async (tx: DbOrTx, bountyId: number, claimId: number) =>
  (
    await tx
      .select()
      .from(bountyClaims)
      .where(and(eq(bountyClaims.id, claimId), eq(bountyClaims.bountyId, bountyId)))
  )[0];

/**
 * The user's claims that are claimed, not yet submitted and not past their deadline. Locks the user's row first so
 * two claims on different bounties cannot both pass the open-claims limit.
 */
export async function openClaimCount(tx: DbOrTx, userId: number, now: Date) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bountyClaims)
    .where(
      and(
        eq(bountyClaims.userId, userId),
        eq(bountyClaims.status, 'claimed'),
        sql`${bountyClaims.modifiedEndTime} > ${now}`,
      ),
    );
  return row?.n ?? 0;
}

export async function updateBounty(tx: DbOrTx, id: number, set: Partial<BountyRow>, now: Date) {
  await tx
    .update(bounties)
    .set({ ...set, updatedAt: now })
    .where(eq(bounties.id, id));
}

export async function updateClaim(tx: DbOrTx, id: number, set: Partial<ClaimRow>, now: Date) {
  await tx
    .update(bountyClaims)
    .set({ ...set, updatedAt: now })
    .where(eq(bountyClaims.id, id));
}

export async function addActivity(
  tx: DbOrTx,
  row: { bountyId: number; userId: number | null; type: string; message: string; amount?: number | null },
  now: Date,
) {
  await tx.insert(bountyActivity).values({
    bountyId: row.bountyId,
    userId: row.userId,
    activityType: row.type,
    message: row.message,
    amount: row.amount ?? null,
    createdAt: now,
  });
}

export async function isLive(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ live: streamStatus.isLive })
    .from(streamStatus)
    .where(eq(streamStatus.userId, userId));
  return row?.live ?? false;
}

export const requirementsOf = (tx: DbOrTx, bountyId: number) =>
  tx
    .select({ id: bountyRequirements.id, title: bountyRequirements.title })
    .from(bountyRequirements)
    .where(eq(bountyRequirements.bountyId, bountyId))
    .orderBy(asc(bountyRequirements.position));

/**
 * Locks several ledger accounts in the ledger's own lock order, (kind, ref_id), for a transaction that books more
 * than one transfer: all its locks are taken up front, so it can never deadlock against another.
 */
/** An edit's new requirement list replaces the old one, in the given order. */
export async function replaceRequirements(tx: DbOrTx, bountyId: number, rules: string[]) {
  await tx.delete(bountyRequirements).where(eq(bountyRequirements.bountyId, bountyId));
  await tx.insert(bountyRequirements).values(rules.map((title, position) => ({ bountyId, title, position })));
}

export async function lockAccountsInOrder(tx: DbOrTx, accounts: AccountRef[]) {
  const refs = accounts.map((a) => bookedAccount(tx, a));
  await ensureAccounts(tx, refs);
  const pairs = sql.join(
    refs.map((r) => sql`(${r.kind}::text, ${r.refId}::bigint)`),
    sql`, `,
  );
  await rowsOf(
    tx,
    sql`select id from ledger_accounts where (kind, ref_id) in (${pairs}) order by kind collate "C", ref_id for update`,
  );
}
