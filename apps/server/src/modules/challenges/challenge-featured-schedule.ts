import { CHALLENGE_LIMITS, type FeaturedPick, type FeaturedScheduleBody, CHALLENGE_MSG as M } from '@crowns/contracts';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { challenges, challengeFeaturedSchedule as schedule } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { dueRowJob } from '../../platform/sweeper';
import { writeAudit } from '../audit/audit.repo';
import { userRefs } from '../people/people.repo';
import { changeFeatured } from './challenge-featured';
import { challengeViews, isOpenAt } from './challenge-view';
import * as repo from './challenges.repo';

/** Scheduled featured picks (decision 024): the admin calls and the sweep job that applies them when due. */
type PickRow = typeof schedule.$inferSelect;

const pending = and(isNull(schedule.startedAt), isNull(schedule.cancelledAt));
const MINUTE_MS = 60_000;

/** Picks with their challenge card and the admin who scheduled them, in the order given. */
async function pickViews(tx: DbOrTx, picks: PickRow[], now: Date): Promise<FeaturedPick[]> {
  if (picks.length === 0) return [];
  const rows = await tx
    .select()
    .from(challenges)
    .where(inArray(challenges.id, [...new Set(picks.map((p) => p.challengeId))]));
  const cards = new Map((await challengeViews(tx, rows, undefined, now)).map((c) => [c.id, c]));
  const admins = new Map((await userRefs(tx, [...new Set(picks.map((p) => p.createdBy))])).map((u) => [u.id, u]));
  return picks.map((p) => ({
    id: p.id,
    starts_at: p.startsAt.toISOString(),
    challenge: cards.get(p.challengeId)!,
    scheduled_by: admins.get(p.createdBy) ?? { id: p.createdBy, sc_username: '', image_url: null },
    created_at: p.createdAt.toISOString(),
  }));
}

/** GET /admin/challenge/featured/schedule: the picks still to come (neither started nor cancelled), soonest first. */
export async function upcomingPicks(tx: DbOrTx, now: Date) {
  const picks = await tx
    .select()
    .from(schedule)
    .where(pending)
    .orderBy(asc(schedule.startsAt), asc(schedule.id))
    .limit(CHALLENGE_LIMITS.featuredScheduleMax);
  return pickViews(tx, picks, now);
}

/**
 * POST /admin/challenge/featured/schedule: `challenge_id` becomes the featured challenge at `starts_at` (to the
 * minute). The time must be ahead of the app clock, the challenge must exist and still be open then, and no other
 * pick may wait at that minute (the pending unique index decides between two admins at once).
 */
export function schedulePick(deps: AppDeps, adminId: number, body: FeaturedScheduleBody) {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const startsAt = new Date(Math.floor(Date.parse(body.starts_at) / MINUTE_MS) * MINUTE_MS);
    if (startsAt.getTime() <= now.getTime()) throw badRequest(M.scheduleInPast);
    const challenge = await repo.findChallenge(tx, body.challenge_id);
    if (!challenge) throw notFound(M.notFound);
    if (!isOpenAt(challenge, startsAt)) throw badRequest(M.scheduleAfterEnd);
    const [waiting] = await tx.select({ n: count() }).from(schedule).where(pending);
    if ((waiting?.n ?? 0) >= CHALLENGE_LIMITS.featuredScheduleMax) throw conflict(M.scheduleFull);
    const [pick] = await tx
      .insert(schedule)
      .values({ challengeId: challenge.id, startsAt, createdBy: adminId, createdAt: now })
      .onConflictDoNothing({ target: schedule.startsAt, where: sql`started_at is null and cancelled_at is null` })
      .returning();
    if (!pick) throw conflict(M.scheduleTaken);
    await writeAudit(
      tx,
      {
        actorId: adminId,
        action: 'challenge.featured_scheduled',
        targetType: 'challenge',
        targetId: challenge.id,
        data: { scheduleId: pick.id, startsAt: startsAt.toISOString(), title: challenge.title },
      },
      now,
    );
    const [view] = await pickViews(tx, [pick], now);
    return { status: 201, message: M.scheduled, data: { pick: view! } };
  });
}

/**
 * DELETE /admin/challenge/featured/schedule/{id}: cancels a pick that has not taken effect. The row lock waits for
 * a sweep applying it right now, which then answers 'already taken effect'.
 */
export function cancelPick(deps: AppDeps, adminId: number, id: number) {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [pick] = await tx.select().from(schedule).where(eq(schedule.id, id)).for('update');
    if (!pick) throw notFound(M.scheduleNotFound);
    if (pick.cancelledAt) throw conflict(M.scheduleAlreadyCancelled);
    if (pick.startedAt) throw conflict(M.scheduleStarted);
    await tx.update(schedule).set({ cancelledAt: now, cancelledBy: adminId }).where(eq(schedule.id, id));
    await writeAudit(
      tx,
      {
        actorId: adminId,
        action: 'challenge.featured_schedule_cancelled',
        targetType: 'challenge',
        targetId: pick.challengeId,
        data: { scheduleId: pick.id, startsAt: pick.startsAt.toISOString() },
      },
      now,
    );
    return { status: 200, message: M.scheduleCancelled, data: { id: pick.id } };
  });
}

/** The soonest due pick, locked FOR UPDATE SKIP LOCKED (another instance applying one is passed over). */
const takeDuePick = async (tx: Tx, now: Date): Promise<PickRow | undefined> =>
  (
    await tx
      .select()
      .from(schedule)
      .where(and(pending, lte(schedule.startsAt, now)))
      .orderBy(asc(schedule.startsAt), asc(schedule.id))
      .limit(1)
      .for('update', { skipLocked: true })
  )[0];

/**
 * Applies a due pick once: the featured change and `started_at` commit together, so a crash repeats neither or
 * both. A challenge no longer open is skipped for good (`skipped_reason`), audited, and the featured one stays.
 */
export const featuredScheduleJob = dueRowJob('featuredSchedule', takeDuePick, async (tx, pick, now) => {
  const done = await changeFeatured(tx, pick.challengeId, now, {
    actorId: null,
    data: { scheduleId: pick.id, startsAt: pick.startsAt.toISOString() },
  });
  const skipped = typeof done === 'string';
  await tx
    .update(schedule)
    .set({ startedAt: now, skippedReason: skipped ? 'challenge_closed' : null })
    .where(eq(schedule.id, pick.id));
  if (skipped)
    await writeAudit(
      tx,
      {
        actorId: null,
        action: 'challenge.featured_schedule_skipped',
        targetType: 'challenge',
        targetId: pick.challengeId,
        data: { scheduleId: pick.id, startsAt: pick.startsAt.toISOString(), reason: 'challenge_closed' },
      },
      now,
    );
});
