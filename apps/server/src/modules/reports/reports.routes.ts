import { adminReportSchema, pageOf, pageQuery, reportBody, reportCategorySchema, SOCIAL_MSG } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { listReportCategories } from './report-categories';
import { fileReport, listReports } from './reports.service';

export default async function reportsRoutes(app: ZodApp, deps: AppDeps) {
  const { guard } = deps;
  app.get(
    '/utils/report-category',
    {
      schema: {
        tags: ['utils'],
        summary: 'Issue reasons of the report dialogs',
        response: { 200: z.object({ status: z.number(), data: z.array(reportCategorySchema) }) },
      },
    },
    async () => ({ status: 200, data: await listReportCategories(deps.database.db) }),
  );

  app.post(
    '/report',
    {
      onRequest: guard.requireUser,
      schema: {
        tags: ['reports'],
        summary: 'Report a bounty, user, comment or challenge response (details at most 150 characters)',
        body: reportBody,
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      await fileReport(deps, request.user!, request.body);
      return { status: 200, message: SOCIAL_MSG.reported };
    },
  );

  app.get(
    '/admin/reports',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reports filed by users, latest first',
        querystring: pageQuery,
        response: { 200: z.object({ status: z.number(), reports: pageOf(adminReportSchema) }) },
      },
    },
    async (request) => ({ status: 200, reports: await listReports(deps, request.query) }),
  );
}
