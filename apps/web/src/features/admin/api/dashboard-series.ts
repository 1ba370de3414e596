import type { DashboardRange, DashboardSeries } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

/** GET /admin/dashboard/series?days → `{ status, series }`: one point per UTC day, today last. */
export const fetchDashboardSeries = (days: DashboardRange, signal?: AbortSignal) =>
  api<{ status: number; series: DashboardSeries }>(`/admin/dashboard/series?days=${days}`, { signal }).then(
    (r) => r.series,
  );

export const dashboardSeriesQuery = (days: DashboardRange) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'dashboard-series', days],
    queryFn: ({ signal }) => fetchDashboardSeries(days, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboardSeries = (days: DashboardRange) => useQuery(dashboardSeriesQuery(days));
