import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { challengePool, payoutEscrow, refundContributors } from '../../platform/ledger';
import { getConfig } from '../config/config.service';
import { challengeSettled } from './challenge-events';
import { rankOrder } from './challenge-rank-snapshot';
import * as repo from './challenges.repo';

/**
 * The winning response of an ended challenge: the most counted upvotes, ties to the earliest response
 * (the leaderboard's order and index), among responses whose owner can still be paid (not suspended or deleted).
 */
export async function winningResponse(tx: DbOrTx, c: repo.ChallengeRow) {
  const [row] = await rowsOf<{ id: number; user_id: number }>(
    tx,
    sql`select r.id, r.user_id from challenge_responses r join users u on u.id = r.user_id
        where r.challenge_id = ${c.id} and r.user_id <> ${c.creatorId} and u.suspended_at is null
          and u.deleted_at is null
        order by ${sql.raw(rankOrder('r'))} limit 1`,
  );
  return row ? { id: Number(row.id), userId: Number(row.user_id) } : undefined;
}

/**
 * Settles a locked, ended challenge in the caller's transaction: the winner is paid the pool minus the payout fee
 * (`transaction_fee_percent`, to platform revenue), or, without an eligible response, every contributor gets back
 * exactly what they put in. The ledger empties the pool, so a repeated call moves nothing.
 */
export async function settleChallenge(tx: DbOrTx, c: repo.ChallengeRow, now: Date) {
  const ref = { type: 'challenge', id: c.id };
  const contributorIds = (await repo.contributorTotals(tx, c)).map((t) => t.userId);
  const winner = await winningResponse(tx, c);
  if (winner) {
    const { transaction_fee_percent } = await getConfig(tx, ['transaction_fee_percent']);
    const payout = await payoutEscrow(tx, challengePool(c.id), {
      type: 'challenge_prize',
      ref,
      memo: c.title,
      at: now,
      winnerUserId: winner.userId,
      feePercent: transaction_fee_percent,
    });
    const paidCc = payout?.paid ?? 0;
    const settled = await repo.updateChallenge(
      tx,
      c.id,
      { status: 'paid', winnerResponseId: winner.id, payoutCc: paidCc, settledAt: now },
      now,
    );
    await repo.addActivity(tx, { challengeId: c.id, userId: winner.userId, action: 'won', amount: paidCc }, now);
    await challengeSettled(
      tx,
      settled,
      contributorIds,
      { status: 'paid', winnerId: winner.userId, responseId: winner.id, paidCc },
      now,
    );
    return { status: 'paid' as const, winner, paidCc, feeCc: payout?.fee ?? 0 };
  }
  const refund = await refundContributors(tx, challengePool(c.id), {
    type: 'challenge_refund',
    ref,
    memo: c.title,
    at: now,
  });
  const refunds = refund?.refunds ?? [];
  const settled = await repo.updateChallenge(tx, c.id, { status: 'refunded', settledAt: now }, now);
  const total = refunds.reduce((s, r) => s + r.amount, 0);
  await repo.addActivity(tx, { challengeId: c.id, userId: null, action: 'refunded', amount: total }, now);
  await challengeSettled(tx, settled, contributorIds, { status: 'refunded', refunds }, now);
  return { status: 'refunded' as const, refunds };
}
