import { CHALLENGE_LIMITS as L, CHALLENGE_MSG as M } from '@crowns/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { limit, page, pageOr404, search } from './challenge-response-lists';
import { responsePage } from './challenge-response-view';

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
  const page = responsePage(tx, {
    scope: { challengeId },
    search: q.search || undefined,
    order: 'rank',
    page: q.page,
    limit: q.limit,
    viewerId,
  });
  return pageOr404(page, M.notFound);
}
