import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LIST_QUERY_OPTIONS } from '../../../lib/list-query';
import { toQueryString as query } from '../../../lib/query-string';
import { bountyKeys } from '../query-keys';
import type { BountyListParams, BountyPage } from '../types';

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
    ...LIST_QUERY_OPTIONS,
  });

export const useBountyList = (params: BountyListParams, enabled = true) =>
  useQuery({ ...bountyListQuery(params), enabled });

export { query as toQueryString };
