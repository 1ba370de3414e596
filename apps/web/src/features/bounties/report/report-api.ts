import type { ReportModel } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ReportReason = { id: number; name: string };

/** GET /utils/report-category → data: the issue reasons of the report dialogs. */
export const reportReasonsQuery = queryOptions({
  queryKey: ['report-categories'],
  queryFn: () => api<{ data: ReportReason[] }>('/utils/report-category').then((r) => r.data ?? []),
  staleTime: 30 * 60_000,
});

export const useReportReasons = () => useQuery(reportReasonsQuery);

export type ReportBody = { details: string; category: number; model_name: ReportModel; model_id: number };

/** POST /report {details, category, model_name, model_id} → message ('Reported'). */
export const submitReport = (body: ReportBody) =>
  api<{ status: number; message: string }>('/report', { method: 'POST', body });
