import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';
import type { BountyListParams, BountyPage } from '../types';

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};

/** POST /bounty/list?sortBy&sortOrder&page&limit {queryFilter} → bounty{data,currentPage,totalPages,totalRecords}. */
export const fetchBountyList = ({ queryFilter, ...params }: BountyListParams) =>
  api<{ bounty: BountyPage }>(`/bounty/list?${query(params)}`, {
    method: 'POST',
    body: { queryFilter: { ...queryFilter, status: queryFilter.status?.toLowerCase() } },
  }).then((r) => r.bounty);

export const bountyListQuery = (params: BountyListParams) =>
  queryOptions({
    queryKey: bountyKeys.list(params),
    queryFn: () => fetchBountyList(params),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useBountyList = (params: BountyListParams, enabled = true) =>
  useQuery({ ...bountyListQuery(params), enabled });

export { query as toQueryString };
