import { type ChallengeView, CHALLENGE_MSG as M } from '@crowns/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { challenges } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../platform/errors';
import { writeAudit } from '../audit/audit.repo';
import { challengeFeatured } from './challenge-events';
import { listChallenges, liveChallenges, openCondition } from './challenge-list';
import { challengeView, isOpenAt } from './challenge-view';
import * as repo from './challenges.repo';

/** GET /challenge/featured: the admin's pick while upcoming or live, else the live challenge with the largest pool. */
export async function featuredChallenge(
  tx: DbOrTx,
  viewerId: number | undefined,
  now: Date,
): Promise<ChallengeView | null> {
  const [picked] = await tx
    .select()
    .from(challenges)
    .where(and(eq(challenges.featured, true), openCondition(now.toISOString())));
  if (picked) return challengeView(tx, picked, viewerId, now);
  return (await liveChallenges(tx, 1, viewerId, now))[0] ?? null;
}

/** Who a featured change is audited as: an admin, or null for the sweeper (a scheduled pick), with extra data. */
export type FeaturedActor = { actorId: number | null; data?: Record<string, unknown> };

/**
 * The one way the featured challenge changes (an admin's pick or clear, or a scheduled pick coming due), in the
 * caller's transaction: makes `challengeId` the featured one (null clears), audits it and tells every client
 * (challengeFeatured). Answers 'missing' or 'closed' (not upcoming or live at `now`) without changing anything.
 * The previous pick is cleared first, so the unique index always holds.
 */
export async function changeFeatured(
  tx: Tx,
  challengeId: number | null,
  now: Date,
  actor: FeaturedActor,
): Promise<{ view: ChallengeView | null } | 'missing' | 'closed'> {
  // One change at a time: two admins choosing at once would otherwise both clear, then meet on the unique index.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('challenges.featured'))`);
  let picked: repo.ChallengeRow | undefined;
  if (challengeId !== null) {
    picked = await repo.lockChallenge(tx, challengeId);
    if (!picked) return 'missing';
    if (!isOpenAt(picked, now)) return 'closed';
  }
  await tx
    .update(challenges)
    .set({ featured: false, updatedAt: now })
    .where(
      and(eq(challenges.featured, true), challengeId === null ? undefined : sql`${challenges.id} <> ${challengeId}`),
    );
  const view = picked
    ? await challengeView(tx, await repo.updateChallenge(tx, picked.id, { featured: true }, now), undefined, now)
    : null;
  await writeAudit(
    tx,
    {
      actorId: actor.actorId,
      action: 'challenge.featured',
      targetType: 'challenge',
      targetId: challengeId ?? undefined,
      data: actor.data,
    },
    now,
  );
  await challengeFeatured(tx, view, M.featured);
  return { view };
}

/** POST /admin/challenge/featured {challenge_id}: makes one upcoming or live challenge the featured one (null clears it). */
export function setFeatured(deps: AppDeps, adminId: number, challengeId: number | null) {
  return deps.database.db.transaction(async (tx) => {
    const done = await changeFeatured(tx, challengeId, deps.clock.now(), { actorId: adminId });
    if (done === 'missing') throw notFound(M.notFound);
    if (done === 'closed') throw badRequest(M.notFeaturable);
    return { status: 200, message: M.featured, data: { challenge: done.view } };
  });
}

/** GET /admin/challenge/featured-candidates?search: upcoming and live challenges, largest pool first. */
export async function featuredCandidates(tx: DbOrTx, search: string | undefined, now: Date) {
  return listChallenges(tx, { open: true, search }, { sortBy: 'prize', page: 1, limit: 50 }, undefined, now);
}
