import { CHALLENGE_LIMITS as L, CHALLENGE_MSG as M } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { challenges } from '../../db/schema';
import { preparedFor } from '../../platform/prepared-statements';
import { rankSnapshots } from './challenge-rank-snapshot';
import { limit, page, pageOr404, search } from './challenge-response-lists';
import { likeEscape, responsePage } from './challenge-response-view';

/** The leaderboard is always the ranking; `sortBy` is accepted and ignored. */
export const leaderboardQuery = z.object({
  sortBy: z.string().optional(),
  search,
  page,
  limit: limit(L.leaderboardPage),
});
type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

/** GET /challenge/{id}/leader-board: the ranking; with a search, the matching responses keep their place. */
export async function leaderboard(tx: DbOrTx, challengeId: number, q: LeaderboardQuery, viewerId?: number) {
  const found = q.search
    ? searchedLeaderboard(tx, challengeId, q, viewerId)
    : responsePage(tx, { scope: { challengeId }, order: 'rank', page: q.page, limit: q.limit, viewerId });
  return pageOr404(found, M.notFound);
}

/** The ids of a challenge's responses whose title or author's name matches `pattern`, as text. */
const matches = (trigram: boolean) => {
  const pattern = sql.placeholder('pattern');
  return trigram
    ? sql`select r.id from challenge_responses r where r.challenge_id = ${challenges.id} and r.title ilike ${pattern}
        union select r.id from users u join challenge_responses r on r.challenge_id = ${challenges.id}
          and r.user_id = u.id
        where u.sc_username ilike ${pattern}`
    : sql`select r.id from challenge_responses r where r.challenge_id = ${challenges.id} and (r.title ilike ${pattern}
        or (select u.sc_username from users u where u.id = r.user_id) ilike ${pattern})`;
};

/**
 * The responses whose title or author's name contains `term`, by id; null when the challenge does not exist. From
 * 3 characters both parts are trigram index lookups (titles across challenges, then names across users); a shorter
 * term has no trigram, so the challenge's own responses are read and their authors looked up by id. Named
 * statements: planned once per connection (the plan does not depend on the term beyond its length class).
 */
async function matchingIds(tx: DbOrTx, challengeId: number, term: string) {
  const trigram = term.length >= 3;
  const statement = preparedFor(tx, `response-search:${trigram}`, true, (name) =>
    tx
      .select({ ids: sql<string | null>`(select string_agg(m.id::text, ',') from (${matches(trigram)}) m)` })
      .from(challenges)
      .where(eq(challenges.id, sql.placeholder('challenge')))
      .prepare(name),
  );
  const [row] = await statement.execute({ challenge: challengeId, pattern: `%${likeEscape(term)}%` });
  if (!row) return null;
  return row.ids ? row.ids.split(',').map(Number) : [];
}

/** The matching responses in ranking order (their ranks from the snapshot), paged here. */
async function searchedLeaderboard(tx: DbOrTx, challengeId: number, q: LeaderboardQuery, viewerId?: number) {
  const ids = await matchingIds(tx, challengeId, q.search!);
  if (!ids) return null;
  const ranks = await rankSnapshots(tx).ranksOf(
    tx,
    ids.map((id) => ({ id, challengeId })),
  );
  const ranked = ids.sort((a, b) => ranks.get(a)! - ranks.get(b)!);
  const pageIds = ranked.slice((q.page - 1) * q.limit, q.page * q.limit);
  const found = await responsePage(tx, { scope: { ids: pageIds }, order: 'id', page: 1, limit: q.limit, viewerId });
  return {
    data: found?.data ?? [],
    currentPage: q.page,
    totalPages: Math.ceil(ids.length / q.limit),
    totalRecords: ids.length,
  };
}
