import type { WalletTransaction } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

export type UserLedgerParams = { page: number; limit: number };

/** GET /admin/users/{id}/ledger?page&limit → `{ status, data: { data, currentPage, totalPages, totalRecords } }`. */
export const getUserLedger = (id: string, params: UserLedgerParams, signal?: AbortSignal) =>
  api<{ status: number; data: Paged<WalletTransaction> }>(
    `/admin/users/${encodeURIComponent(id)}/ledger${queryString(params)}`,
    { signal },
  ).then((r) => r.data);

export const userLedgerQuery = (id: string, params: UserLedgerParams) =>
  queryOptions({
    queryKey: [...adminKeys.userLedger(id), params],
    queryFn: ({ signal }) => getUserLedger(id, params, signal),
    placeholderData: keepPreviousData,
  });

export const useUserLedger = (id: string, params: UserLedgerParams) => useQuery(userLedgerQuery(id, params));
