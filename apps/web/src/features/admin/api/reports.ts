import type { AdminReportView, ReportAction, ReportModel, ReportStatus } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

export type ReportsPage = Paged<AdminReportView>;
export type ReportsParams = { status: ReportStatus; type?: ReportModel; page: number; limit: number };

const reportsKey = () => [...adminKeys.all, 'reports'] as const;

/** GET /admin/reports?status&type&page&limit → `{ status, reports: { data, … } }`. */
export const listReports = (params: ReportsParams, signal?: AbortSignal) =>
  api<{ status: number; reports: ReportsPage }>(`/admin/reports${queryString(params)}`, { signal }).then(
    (r) => r.reports,
  );

export const reportsQuery = (params: ReportsParams) =>
  queryOptions({
    queryKey: [...reportsKey(), params],
    queryFn: ({ signal }) => listReports(params, signal),
    placeholderData: keepPreviousData,
  });

export const useReports = (params: ReportsParams) => useQuery(reportsQuery(params));

export type ReportDecision = { id: number; reason: string } & (
  | { kind: 'dismiss' }
  | { kind: 'act'; action: ReportAction }
);
export type ReportDecisionAnswer = { status: number; message: string; data: AdminReportView };

/**
 * POST /admin/reports/{id}/dismiss `{ reason? }` or /act `{ action, reason }`; the answer's message is the contract's
 * (REPORT_MSG.dismissed, actioned).
 */
export const decideReport = (d: ReportDecision) =>
  api<ReportDecisionAnswer>(`/admin/reports/${d.id}/${d.kind}`, {
    method: 'POST',
    body: d.kind === 'act' ? { action: d.action, reason: d.reason } : d.reason ? { reason: d.reason } : {},
  });

/** Refetches every admin list whatever the answer: an action may suspend a user or fail a bounty. */
export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
