import type { BountyView, DailyBountyBody, DailyBountyPatch } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';
import { useAdminWrite } from './use-admin-write';

export type DailyBounty = BountyView & { claimsRemaining?: number };
type Written = { status: number; message: string; data: { bounty: DailyBounty } };

/** GET /admin/bounty/daily → `{ status, data }`: every daily bounty, newest first. */
export const listDailyBounties = (signal?: AbortSignal) =>
  api<{ status: number; data: DailyBounty[] }>('/admin/bounty/daily', { signal }).then((r) => r.data);

export const dailyBountiesQuery = queryOptions({
  queryKey: adminKeys.dailyBounties(),
  queryFn: ({ signal }) => listDailyBounties(signal),
});

export const useDailyBounties = () => useQuery(dailyBountiesQuery);

/** POST /admin/bounty/daily → 201 'Daily bounty created'. */
export const createDailyBounty = (body: DailyBountyBody) =>
  api<Written>('/admin/bounty/daily', { method: 'POST', body });

/** PATCH /admin/bounty/{id} with the changed fields → 'Daily bounty updated'. */
export const updateDailyBounty = ({ id, patch }: { id: number; patch: DailyBountyPatch }) =>
  api<Written>(`/admin/bounty/${id}`, { method: 'PATCH', body: patch });

/** DELETE /admin/bounty/{id} → 'Daily bounty deleted'. */
export const deleteDailyBounty = (id: number) =>
  api<{ status: number; message: string }>(`/admin/bounty/${id}`, { method: 'DELETE' });

export const useCreateDailyBounty = () => useAdminWrite(createDailyBounty);
export const useUpdateDailyBounty = () => useAdminWrite(updateDailyBounty);
export const useDeleteDailyBounty = () => useAdminWrite(deleteDailyBounty);
