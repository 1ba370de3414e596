import type { AdminWithdrawalDetail, AdminWithdrawalView, WithdrawalStatus } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

/** `open` is everything still undecided or in flight: review, held and processing. */
export type WithdrawalFilter = 'open' | WithdrawalStatus;
export type WithdrawalsPage = Paged<AdminWithdrawalView>;
export type WithdrawalsParams = { status: WithdrawalFilter; page: number; limit: number };

/** GET /admin/withdrawals?status&page&limit → `{ status, data: { data, … } }`. */
export const listWithdrawals = (params: WithdrawalsParams, signal?: AbortSignal) =>
  api<{ status: number; data: WithdrawalsPage }>(`/admin/withdrawals${queryString(params)}`, { signal }).then(
    (r) => r.data,
  );

export const withdrawalsQuery = (params: WithdrawalsParams) =>
  queryOptions({
    queryKey: [...adminKeys.withdrawals(), 'list', params],
    queryFn: ({ signal }) => listWithdrawals(params, signal),
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (params: WithdrawalsParams) => useQuery(withdrawalsQuery(params));

/** GET /admin/withdrawals/{id} → `{ status, data: { withdrawal, trail } }`, the trail oldest first. */
export const getWithdrawal = (id: number, signal?: AbortSignal) =>
  api<{ status: number; data: AdminWithdrawalDetail }>(`/admin/withdrawals/${id}`, { signal }).then((r) => r.data);

export const useWithdrawalDetail = (id: number | null) =>
  useQuery({
    queryKey: [...adminKeys.withdrawals(), 'detail', id],
    queryFn: ({ signal }) => getWithdrawal(id as number, signal),
    enabled: id !== null,
  });
