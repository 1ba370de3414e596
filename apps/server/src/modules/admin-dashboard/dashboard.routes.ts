import { dashboardSeriesQuery, dashboardSeriesSchema } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { dashboardSeries } from './dashboard-series.service';

/** The admin dashboard's charts; admins and read-only admins. */
export default async function adminDashboardRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/admin/dashboard/series',
    {
      onRequest: deps.guard.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Daily money and activity over the last 7, 30 or 90 UTC days',
        querystring: dashboardSeriesQuery,
        response: { 200: z.object({ status: z.number(), series: dashboardSeriesSchema }) },
      },
    },
    async (request) => ({ status: 200, series: await dashboardSeries(deps, request.query.days) }),
  );
}
