import { type ChallengeView, CHALLENGE_MSG as M } from '@crowns/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { challenges } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../platform/errors';
import { writeAudit } from '../admin/audit.repo';
import { challengeFeatured } from '../notifications/challenge-events';
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

/**
 * POST /admin/challenge/featured {challenge_id}: makes one upcoming or live challenge the featured one (null
 * clears it). The previous pick is cleared first in the same transaction, so the unique index always holds.
 */
export function setFeatured(deps: AppDeps, adminId: number, challengeId: number | null) {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // One pick at a time: two admins choosing at once would otherwise both clear, then meet on the unique index.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('challenges.featured'))`);
    let picked: repo.ChallengeRow | undefined;
    if (challengeId !== null) {
      picked = await repo.lockChallenge(tx, challengeId);
      if (!picked) throw notFound(M.notFound);
      if (!isOpenAt(picked, now)) throw badRequest(M.notFeaturable);
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
      { actorId: adminId, action: 'challenge.featured', targetType: 'challenge', targetId: challengeId ?? undefined },
      now,
    );
    await challengeFeatured(tx, view, M.featured);
    return { status: 200, message: M.featured, data: { challenge: view } };
  });
}

/** GET /admin/challenge/featured-candidates?search: upcoming and live challenges, largest pool first. */
export async function featuredCandidates(tx: DbOrTx, search: string | undefined, now: Date) {
  return listChallenges(tx, { open: true, search }, { sortBy: 'prize', page: 1, limit: 50 }, undefined, now);
}
