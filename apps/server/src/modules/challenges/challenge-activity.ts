import { type ChallengeActivityView, challengeSlug, type Page } from '@crowns/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { challengeActivity, challenges, users } from '../../db/schema';

export const challengeActivityQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});

/** GET /challenge/activity (everyone's) and /challenge/activity/profile/{id} (one user's), newest first. */
export async function listChallengeActivity(
  tx: DbOrTx,
  q: z.infer<typeof challengeActivityQuery> & { userId?: number },
): Promise<Page<ChallengeActivityView>> {
  const where = q.userId ? eq(challengeActivity.userId, q.userId) : undefined;
  const [rows, [count]] = await readAll(
    tx,
    () =>
      tx
        .select({ a: challengeActivity, c: challenges, u: users })
        .from(challengeActivity)
        .innerJoin(challenges, eq(challenges.id, challengeActivity.challengeId))
        .leftJoin(users, eq(users.id, challengeActivity.userId))
        .where(where)
        .orderBy(desc(challengeActivity.createdAt), desc(challengeActivity.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () => tx.select({ n: sql<number>`count(*)::int` }).from(challengeActivity).where(where),
  );
  const totalRecords = Number(count?.n ?? 0);
  return {
    data: rows.map(({ a, c, u }) => ({
      id: a.id,
      model_action: a.action as ChallengeActivityView['model_action'],
      user: u ? { id: u.id, sc_username: u.scUsername, image_url: u.imageUrl } : null,
      challenge: { id: c.id, slug: challengeSlug(c.title), title: c.title, image_url: c.imageUrl },
      amount_cc: a.amount,
      createdAt: a.createdAt.toISOString(),
    })),
    currentPage: q.page,
    totalPages: Math.ceil(totalRecords / q.limit),
    totalRecords,
  };
}
