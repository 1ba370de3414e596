import type { AdminBountiesQuery, AdminBountyDetail, AdminBountyRow } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';
import { useAdminWrite } from './use-admin-write';

export type AdminBountiesParams = AdminBountiesQuery & { page: number; limit: number };

/** GET /admin/bounties?status&search&creator&target&from&to&min&max&page&limit → `{ status, bounty: { data, … } }`. */
export const listAdminBounties = (params: AdminBountiesParams, signal?: AbortSignal) =>
  api<{ status: number; bounty: Paged<AdminBountyRow> }>(
    `/admin/bounties${queryString(params as Record<string, string | number | undefined>)}`,
    { signal },
  ).then((r) => r.bounty);

export const adminBountiesQuery = (params: AdminBountiesParams) =>
  queryOptions({
    queryKey: [...adminKeys.bounties(), 'list', params],
    queryFn: ({ signal }) => listAdminBounties(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminBounties = (params: AdminBountiesParams) => useQuery(adminBountiesQuery(params));

/** GET /admin/bounties/{id} → `{ status, data }`: the bounty, its claims and its escrow trail. */
export const getAdminBounty = (id: string, signal?: AbortSignal) =>
  api<{ status: number; data: AdminBountyDetail }>(`/admin/bounties/${encodeURIComponent(id)}`, { signal }).then(
    (r) => r.data,
  );

export const useAdminBounty = (id: string | null) =>
  useQuery({
    queryKey: [...adminKeys.bounties(), 'detail', id],
    queryFn: ({ signal }) => getAdminBounty(id ?? '', signal),
    enabled: id !== null,
  });

export type AdminBountyEdit = { title?: string; description?: string };
type Answer = { status: number; message: string };

/** PATCH /admin/bounty/{id}: a user bounty's text (its reward, claims and times are its creator's). */
export const updateAdminBounty = ({ id, patch }: { id: string; patch: AdminBountyEdit }) =>
  api<Answer>(`/admin/bounty/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

/** DELETE /admin/bounty/{id}: hidden everywhere; every contributor gets back what the escrow still holds. */
export const deleteAdminBounty = (id: string) =>
  api<Answer & { data: { refunded_cc: number } }>(`/admin/bounty/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useUpdateAdminBounty = () => useAdminWrite(updateAdminBounty);
export const useDeleteAdminBounty = () => useAdminWrite(deleteAdminBounty);
