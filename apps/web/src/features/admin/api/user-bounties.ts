import type { BountyView } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

/** The tab values of the bounty lists (spec 02 §2), in their order; 'submitted' reads 'In Review'. */
export const USER_BOUNTY_STATUSES = ['available', 'recent', 'submitted', 'completed', 'failed', 'claimed'] as const;
export type UserBountyStatus = (typeof USER_BOUNTY_STATUSES)[number];
export const USER_BOUNTY_SORTS = ['recent', 'amount', 'ending_soon', 'popular'] as const;
export type UserBountySort = (typeof USER_BOUNTY_SORTS)[number];

export type UserBountiesParams = {
  status: UserBountyStatus;
  page: number;
  limit: number;
  search?: string;
  user_id?: number;
  sortBy?: UserBountySort;
};
export type UserBountiesPage = Paged<BountyView>;

/** GET /admin/bounty/user?status&search&user_id&page&limit&sortBy → `{ status, bounty: { data, … } }`. */
export const listUserBounties = (params: UserBountiesParams, signal?: AbortSignal) =>
  api<{ status: number; bounty: UserBountiesPage }>(`/admin/bounty/user${queryString(params)}`, { signal }).then(
    (r) => r.bounty,
  );

export const userBountiesQuery = (params: UserBountiesParams) =>
  queryOptions({
    queryKey: [...adminKeys.userBounties(), params],
    queryFn: ({ signal }) => listUserBounties(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUserBounties = (params: UserBountiesParams) => useQuery(userBountiesQuery(params));

/** How many user bounties have a status: the list call's totalRecords with a page of one. */
export const userBountyCountQuery = (status: UserBountyStatus) =>
  queryOptions({
    queryKey: [...adminKeys.userBounties(), 'count', status],
    queryFn: ({ signal }) => listUserBounties({ status, page: 1, limit: 1 }, signal).then((p) => p.totalRecords),
  });
