import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { challenges } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { SweepJob } from '../../platform/sweeper';
import { challengeEnded, challengeLive } from '../notifications/challenge-events';
import { settleChallenge } from './challenge-settle';
import * as repo from './challenges.repo';

/**
 * Takes the first due challenge (`due` over the row, oldest `by` first) with FOR UPDATE SKIP LOCKED and applies
 * `apply` in the same transaction: each row is moved by exactly one sweep, whatever the number of instances.
 */
function job<N extends string>(
  name: N,
  due: (at: string) => ReturnType<typeof sql>,
  by: typeof challenges.durationStartTime,
  apply: (tx: Tx, c: repo.ChallengeRow, now: Date) => Promise<unknown>,
): SweepJob<N> {
  return {
    name,
    takeOne: (deps: AppDeps) =>
      deps.database.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const [row] = await tx
          .select()
          .from(challenges)
          .where(due(now.toISOString()))
          .orderBy(by, challenges.id)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return false;
        await apply(tx, row, now);
        return true;
      }),
  };
}

const goLive = job(
  'challengeLive',
  (at) =>
    sql`${challenges.status} = 'upcoming' and ${challenges.durationStartTime} <= ${at}::timestamptz
        and ${challenges.durationEndTime} > ${at}::timestamptz`,
  challenges.durationStartTime,
  async (tx, c, now) => {
    const live = await repo.updateChallenge(tx, c.id, { status: 'live' }, now);
    await repo.addActivity(tx, { challengeId: c.id, userId: null, action: 'live' }, now);
    await challengeLive(tx, live);
  },
);

/** The end is its own transaction: a crash before the payout leaves an `ended` row for the settle job. */
const end = job(
  'challengeEnded',
  (at) => sql`${challenges.status} in ('upcoming', 'live') and ${challenges.durationEndTime} <= ${at}::timestamptz`,
  challenges.durationEndTime,
  async (tx, c, now) => {
    // An ended challenge leaves the featured place (only an upcoming or live one can hold it).
    const ended = await repo.updateChallenge(tx, c.id, { status: 'ended', featured: false }, now);
    await repo.addActivity(tx, { challengeId: c.id, userId: null, action: 'ended' }, now);
    await challengeEnded(tx, ended);
  },
);

const settle = job(
  'challengeSettle',
  () => sql`${challenges.status} = 'ended'`,
  challenges.durationEndTime,
  settleChallenge,
);

/** The challenge module's due work, in the order a sweep runs it: start, end, then settle. */
export const challengeSweepJobs = [goLive, end, settle] as const;
