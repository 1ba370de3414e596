import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';
import type { BountyPage } from '../types';
import { toQueryString } from './list-bounties';

/** GET /bounty/top-completed?sortBy=amount&sortOrder&page=1&limit=4&target_user → bounty (the Top Completed strip). */
export const fetchTopCompleted = (targetUser?: number, limit = 4) =>
  api<{ bounty: BountyPage }>(
    `/bounty/top-completed?${toQueryString({ sortBy: 'amount', sortOrder: 'desc', page: 1, limit, target_user: targetUser })}`,
  ).then((r) => r.bounty);

export const topCompletedQuery = (targetUser?: number) =>
  queryOptions({ queryKey: bountyKeys.topCompleted(targetUser), queryFn: () => fetchTopCompleted(targetUser) });

export const useTopCompleted = (targetUser?: number) => useQuery(topCompletedQuery(targetUser));
