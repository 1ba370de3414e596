import { CHALLENGE_MSG as M } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { challengeContributions, challenges } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../platform/errors';
import { challengePool, contribute } from '../../platform/ledger';
import { withLockedRow } from '../../platform/locked-row';
import { challengePrizeAdded } from './challenge-events';
import { isOpenAt } from './challenge-view';
import * as repo from './challenges.repo';

/** A user's crowns wallet → the challenge's pool with its contribution row: the creator's prize or an addition. */
export async function fundPool(
  tx: DbOrTx,
  c: { id: number; title: string },
  userId: number,
  amount: number,
  now: Date,
) {
  const ref = { type: 'challenge', id: c.id };
  const meta = { type: 'challenge_fund', ref, memo: c.title, at: now, insufficientMessage: M.notEnoughAmount } as const;
  await contribute(tx, { userId, amount, escrow: challengePool(c.id), ...meta });
  await tx.insert(challengeContributions).values({ challengeId: c.id, userId, amount, createdAt: now });
}

/** Runs `fn` on the locked challenge inside one transaction (404 when unknown). */
export const withChallenge = <T>(
  deps: AppDeps,
  challengeId: number,
  fn: (tx: Tx, c: repo.ChallengeRow, now: Date) => Promise<T>,
) => withLockedRow(deps, (tx) => repo.lockChallenge(tx, challengeId), M.notFound, fn);

/**
 * POST /challenge/add-to-prize/{id}: wallet → pool while the challenge is upcoming or live, with its
 * contribution row, totals, activity and event, in one transaction (the row lock orders it against the settlement).
 */
export function addToPrize(deps: AppDeps, userId: number, challengeId: number, amount: number) {
  return withChallenge(deps, challengeId, async (tx, c, now) => {
    if (!isOpenAt(c, now)) throw badRequest(M.ended);
    await fundPool(tx, c, userId, amount, now);
    const [row] = await tx
      .update(challenges)
      .set({
        prizeCc: sql`${challenges.prizeCc} + ${amount}`,
        contributorsCount: repo.contributorsCountSql(c),
        updatedAt: now,
      })
      .where(sql`${challenges.id} = ${c.id}`)
      .returning({ prize_cc: challenges.prizeCc, contributorsCount: challenges.contributorsCount });
    await repo.addActivity(tx, { challengeId: c.id, userId, action: 'prize_added', amount }, now);
    await challengePrizeAdded(tx, c, { userId, amount, ...row! });
    return { status: 200, message: M.added, data: { challengeId: c.id, added_cc: amount, ...row! } };
  });
}
