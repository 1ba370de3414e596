import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { challengeActivity, challenges } from '../../db/schema';

export type ChallengeRow = typeof challenges.$inferSelect;
export type ChallengeAction = 'created' | 'live' | 'prize_added' | 'responded' | 'ended' | 'won' | 'refunded';

export const findChallenge = async (tx: DbOrTx, id: number) =>
  (await tx.select().from(challenges).where(eq(challenges.id, id)))[0];

/** Locks the challenge row until the transaction ends: every money or state change of a challenge starts here. */
export const lockChallenge = async (tx: DbOrTx, id: number) =>
  (await tx.select().from(challenges).where(eq(challenges.id, id)).for('update'))[0];

export async function updateChallenge(tx: DbOrTx, id: number, set: Partial<ChallengeRow>, now: Date) {
  const [row] = await tx
    .update(challenges)
    .set({ ...set, updatedAt: now })
    .where(eq(challenges.id, id))
    .returning();
  return row!;
}

export async function addActivity(
  tx: DbOrTx,
  row: { challengeId: number; userId: number | null; action: ChallengeAction; amount?: number | null },
  now: Date,
) {
  await tx.insert(challengeActivity).values({
    challengeId: row.challengeId,
    userId: row.userId,
    action: row.action,
    amount: row.amount ?? null,
    createdAt: now,
  });
}

/** What each contributor other than the creator put into the pool, largest first. */
export async function contributorTotals(tx: DbOrTx, c: Pick<ChallengeRow, 'id' | 'creatorId'>) {
  const rows = await rowsOf<{ user_id: number; amount: number }>(
    tx,
    sql`select user_id, sum(amount)::bigint as amount from challenge_contributions
        where challenge_id = ${c.id} and user_id <> ${c.creatorId}
        group by user_id order by sum(amount) desc, user_id`,
  );
  return rows.map((r) => ({ userId: Number(r.user_id), amount: Number(r.amount) }));
}

/** The number of distinct contributors other than the creator (ChallengeView.contributorsCount). */
export const contributorsCountSql = (c: Pick<ChallengeRow, 'id' | 'creatorId'>) =>
  sql<number>`(select count(distinct user_id)::int from challenge_contributions
    where challenge_id = ${c.id} and user_id <> ${c.creatorId})`;
