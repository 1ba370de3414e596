import { type ChallengeToggleResult, CHALLENGE_MSG as M } from '@crowns/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { challengeFavorites, challenges, challengeUpvotes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { isNewView } from '../views/views.service';

const KINDS = {
  upvote: { table: challengeUpvotes, count: challenges.upvotesCount, on: M.upvoted, off: M.upvoteRemoved },
  favorite: { table: challengeFavorites, count: challenges.favoritesCount, on: M.favorited, off: M.unfavorited },
} as const;
export type ToggleKind = keyof typeof KINDS;

/**
 * GET|POST /challenge/upvote|favorite/{id}: adds the viewer's mark, or removes it when there is one. The count
 * moves by the row actually inserted or deleted, so concurrent toggles keep it exact.
 */
export function toggleChallenge(
  deps: AppDeps,
  userId: number,
  challengeId: number,
  kind: ToggleKind,
): Promise<ChallengeToggleResult> {
  const k = KINDS[kind];
  return deps.database.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: challenges.id }).from(challenges).where(eq(challenges.id, challengeId));
    if (!exists) throw notFound(M.notFound);
    const mine = and(eq(k.table.challengeId, challengeId), eq(k.table.userId, userId));
    const added = await tx
      .insert(k.table)
      .values({ challengeId, userId, createdAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: k.table.challengeId });
    const active = added.length > 0;
    const removed = active ? [] : await tx.delete(k.table).where(mine).returning({ id: k.table.challengeId });
    const delta = active ? 1 : -removed.length;
    const [row] = await tx
      .update(challenges)
      .set({ [kind === 'upvote' ? 'upvotesCount' : 'favoritesCount']: sql`greatest(${k.count} + ${delta}, 0)` })
      .where(eq(challenges.id, challengeId))
      .returning({ count: k.count });
    return { status: 200, message: active ? k.on : k.off, active, count: row!.count };
  });
}

/** POST /challenge/view/{id}: one view of the challenge page, counted by the views module's dedupe rule. */
export function countChallengeView(deps: AppDeps, challengeId: number, viewer: string) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [c] = await tx.select({ views: challenges.views }).from(challenges).where(eq(challenges.id, challengeId));
    if (!c) throw notFound(M.notFound);
    if (!(await isNewView(tx, 'challenges', challengeId, viewer, now))) return { counted: false, views: c.views };
    const [row] = await tx
      .update(challenges)
      .set({ views: sql`${challenges.views} + 1` })
      .where(eq(challenges.id, challengeId))
      .returning({ views: challenges.views });
    return { counted: true, views: row!.views };
  });
}
