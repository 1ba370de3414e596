import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';
import type { BountyPage, BountySort, SortOrder } from '../types';
import { toQueryString } from './list-bounties';

export type SubmittedParams = {
  sortBy?: BountySort;
  sortOrder?: SortOrder;
  page: number;
  limit?: number;
  search?: string;
  target_user?: number;
};

/** GET /bounty/submitted-bounties?sortBy&sortOrder&page&limit=5&search&target_user → bounty.data. */
export const fetchSubmittedBounties = (p: SubmittedParams) =>
  api<{ bounty: BountyPage }>(`/bounty/submitted-bounties?${toQueryString({ limit: 5, ...p })}`).then((r) => r.bounty);

export const submittedBountiesQuery = (p: SubmittedParams) =>
  queryOptions({
    queryKey: bountyKeys.submitted(p),
    queryFn: () => fetchSubmittedBounties(p),
    placeholderData: keepPreviousData,
  });

export const useSubmittedBounties = (p: SubmittedParams) => useQuery(submittedBountiesQuery(p));
