import { asc, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { challenges } from '../../db/schema';
import { dueRowJob } from '../../platform/sweeper';
import { challengeEnded, challengeLive } from './challenge-events';
import { featuredScheduleJob } from './challenge-featured-schedule';
import { settleChallenge } from './challenge-settle';
import * as repo from './challenges.repo';

/** The first due challenge (`due` as of `at`), oldest `by` first, locked FOR UPDATE SKIP LOCKED. */
const takeDue =
  (due: (at: string) => SQL, by: typeof challenges.durationEndTime) =>
  async (tx: Tx, now: Date): Promise<repo.ChallengeRow | undefined> =>
    (
      await tx
        .select()
        .from(challenges)
        .where(due(now.toISOString()))
        .orderBy(asc(by), asc(challenges.id))
        .limit(1)
        .for('update', { skipLocked: true })
    )[0];

const goLive = dueRowJob(
  'challengeLive',
  takeDue(
    (at) =>
      sql`${challenges.status} = 'upcoming' and ${challenges.durationStartTime} <= ${at}::timestamptz
          and ${challenges.durationEndTime} > ${at}::timestamptz`,
    challenges.durationStartTime,
  ),
  async (tx, c, now) => {
    const live = await repo.updateChallenge(tx, c.id, { status: 'live' }, now);
    await repo.addActivity(tx, { challengeId: c.id, userId: null, action: 'live' }, now);
    await challengeLive(tx, live);
  },
);

/** The end is its own transaction: a crash before the payout leaves an `ended` row for the settle job. */
const end = dueRowJob(
  'challengeEnded',
  takeDue(
    (at) => sql`${challenges.status} in ('upcoming', 'live') and ${challenges.durationEndTime} <= ${at}::timestamptz`,
    challenges.durationEndTime,
  ),
  async (tx, c, now) => {
    // An ended challenge leaves the featured place (only an upcoming or live one can hold it).
    const ended = await repo.updateChallenge(tx, c.id, { status: 'ended', featured: false }, now);
    await repo.addActivity(tx, { challengeId: c.id, userId: null, action: 'ended' }, now);
    await challengeEnded(tx, ended);
  },
);

const settle = dueRowJob(
  'challengeSettle',
  takeDue(() => sql`${challenges.status} = 'ended'`, challenges.durationEndTime),
  (tx: Tx, c: repo.ChallengeRow, now: Date) => settleChallenge(tx, c, now),
);

/** The challenge module's due work, in the order a sweep runs it: start, end, scheduled featured picks, settle. */
export const challengeSweepJobs = [goLive, end, featuredScheduleJob, settle] as const;
