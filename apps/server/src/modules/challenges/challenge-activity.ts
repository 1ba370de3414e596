import { type ChallengeActivityView, challengeSlug, type Page } from '@crowns/contracts';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { challengeActivity, challenges } from '../../db/schema';
import { userRefs } from '../people/people.repo';

export const challengeActivityQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});

/**
 * GET /challenge/activity (everyone's) and /challenge/activity/profile/{id} (one user's), newest first: the page
 * of activity rows on its (created_at, id) or (user_id, created_at) index, then their challenges and people.
 */
export async function listChallengeActivity(
  tx: DbOrTx,
  q: z.infer<typeof challengeActivityQuery> & { userId?: number },
): Promise<Page<ChallengeActivityView>> {
  const mine = q.userId ? eq(challengeActivity.userId, q.userId) : undefined;
  const [items, [count]] = await readAll(
    tx,
    () =>
      tx
        .select()
        .from(challengeActivity)
        .where(mine)
        .orderBy(desc(challengeActivity.createdAt), desc(challengeActivity.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () => tx.select({ n: sql<number>`count(*)::int` }).from(challengeActivity).where(mine),
  );
  const challengeIds = [...new Set(items.map((a) => a.challengeId))];
  const [rows, people] = await readAll(
    tx,
    () =>
      challengeIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: challenges.id, title: challenges.title, image_url: challenges.imageUrl })
            .from(challenges)
            .where(inArray(challenges.id, challengeIds)),
    () => userRefs(tx, [...new Set(items.flatMap((a) => (a.userId ? [a.userId] : [])))]),
  );
  const challengeOf = new Map(rows.map((c) => [c.id, { ...c, slug: challengeSlug(c.title) }]));
  const userOf = new Map(people.map((u) => [u.id, u]));
  const totalRecords = Number(count?.n ?? 0);
  return {
    data: items.map((a) => ({
      id: a.id,
      model_action: a.action as ChallengeActivityView['model_action'],
      user: a.userId ? (userOf.get(a.userId) ?? null) : null,
      challenge: challengeOf.get(a.challengeId)!,
      amount_cc: a.amount,
      createdAt: a.createdAt.toISOString(),
    })),
    currentPage: q.page,
    totalPages: Math.ceil(totalRecords / q.limit),
    totalRecords,
  };
}
