import type { searchBody } from '@crowns/contracts';
import { LIMITS, type SearchUser, SOCIAL_LIMITS, usableImageUrl } from '@crowns/contracts';
import type { z } from 'zod';
import { readAll } from '../../db/reads';
import type { AppDeps } from '../../deps';
import { listBounties, listQuery } from '../bounties/bounty-list';
import { findUsersByName, normalizeName } from '../users/user-directory.repo';

export type SearchInput = z.infer<typeof searchBody>;

/**
 * POST /search/: users whose name contains the text (live first, then by followers; at most 10) and
 * available bounties whose title contains it (8 per page, statuses evaluated at now). Blank text finds nothing.
 */
export async function search(deps: AppDeps, input: SearchInput, viewerId: number | undefined) {
  const { db } = deps.database;
  const text = input.search.trim();
  const query = listQuery.parse({ sortBy: input.sortBy, page: input.page ?? 1, limit: LIMITS.searchPageSize });
  if (!text)
    return { users: [], bounties: [], bountyPage: { currentPage: query.page, totalPages: 0, totalRecords: 0 } };
  const [people, bounties] = await readAll(
    db,
    () => findUsersByName(db, { term: normalizeName(text), limit: SOCIAL_LIMITS.searchUsersMax }),
    () =>
      listBounties(
        db,
        { search: text, status: 'available', category: input.category, isLive: input.isLive },
        query,
        viewerId,
        deps.clock.now(),
      ),
  );
  const users: SearchUser[] = people.map((u) => ({
    id: u.id,
    sc_username: u.sc_username,
    image_url: usableImageUrl(u.image_url),
    is_streaming: u.live,
  }));
  const { data, ...bountyPage } = bounties;
  return { users, bounties: data, bountyPage };
}
