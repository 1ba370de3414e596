import { CHALLENGE_LIMITS as L } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { limit, page, requireChallenge, search } from './challenge-response-lists';
import { RANK_ORDER, responsePage } from './challenge-response-view';

/** The leaderboard is always the ranking; `sortBy` is accepted and ignored. */
export const leaderboardQuery = z.object({
  sortBy: z.string().optional(),
  search,
  page,
  limit: limit(L.leaderboardPage),
});

/** GET /challenge/{id}/leader-board: the ranking; with a search, the matching responses keep their place. */
export async function leaderboard(
  tx: DbOrTx,
  challengeId: number,
  q: z.infer<typeof leaderboardQuery>,
  viewerId?: number,
) {
  await requireChallenge(tx, challengeId);
  return responsePage(tx, {
    where: sql`r.challenge_id = ${challengeId}`,
    search: q.search || undefined,
    order: RANK_ORDER,
    rankOrder: !q.search,
    page: q.page,
    limit: q.limit,
    viewerId,
  });
}
