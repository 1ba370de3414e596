import type { AdminUser, Role, USER_STATUSES } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

export type UserStatus = (typeof USER_STATUSES)[number];
export type UsersParams = { page: number; limit: number; search?: string; role?: Role; status?: UserStatus };
export type UsersPage = Paged<AdminUser>;

/** GET /admin/users?page&limit&search&role&status → `{ status, users: { data, currentPage, totalPages, totalRecords } }`. */
export const listUsers = (params: UsersParams, signal?: AbortSignal) =>
  api<{ status: number; users: UsersPage }>(`/admin/users${queryString(params)}`, { signal }).then((r) => r.users);

export const usersQuery = (params: UsersParams) =>
  queryOptions({
    queryKey: [...adminKeys.users(), params],
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UsersParams) => useQuery(usersQuery(params));

/** How many users match a filter: the list call's totalRecords with a page of one. */
export const userCountQuery = (filter: Omit<UsersParams, 'page' | 'limit'> = {}) =>
  queryOptions({
    queryKey: [...adminKeys.users(), 'count', filter],
    queryFn: ({ signal }) => listUsers({ ...filter, page: 1, limit: 1 }, signal).then((p) => p.totalRecords),
  });

export const useUserCount = (filter?: Omit<UsersParams, 'page' | 'limit'>) => useQuery(userCountQuery(filter));
