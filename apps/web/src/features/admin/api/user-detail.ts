import type { AdminUserDetail } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

/** GET /admin/users/{id} → `{ status, data }`: profile, wallet, bounties, claims, reports against, live sessions. */
export const getUserDetail = (id: string, signal?: AbortSignal) =>
  api<{ status: number; data: AdminUserDetail }>(`/admin/users/${encodeURIComponent(id)}`, { signal }).then(
    (r) => r.data,
  );

export const userDetailQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.userDetail(id), queryFn: ({ signal }) => getUserDetail(id, signal) });

export const useUserDetail = (id: string | null) => useQuery({ ...userDetailQuery(id ?? ''), enabled: id !== null });
