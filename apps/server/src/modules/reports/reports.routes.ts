import {
  actOnReportBody,
  adminReportsQuery,
  adminReportViewSchema,
  dismissReportBody,
  pageOf,
  REPORT_MSG,
  reportBody,
  reportCategorySchema,
  reportDecisionSchema,
  SOCIAL_MSG,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { actOnReport, dismissReport } from './report-actions.service';
import { listReportCategories } from './report-categories';
import { fileReport, listReports } from './reports.service';

const reportParams = z.object({
  id: z.coerce
    .number({ error: REPORT_MSG.notFound })
    .int({ error: REPORT_MSG.notFound })
    .positive({ error: REPORT_MSG.notFound })
    .max(Number.MAX_SAFE_INTEGER, { error: REPORT_MSG.notFound }),
});

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
        summary: 'Reports filed by users by status (open, dismissed, actioned) and kind, latest first',
        querystring: adminReportsQuery,
        response: { 200: z.object({ status: z.number(), reports: pageOf(adminReportViewSchema) }) },
      },
    },
    async (request) => ({ status: 200, reports: await listReports(deps, request.query) }),
  );

  app.post(
    '/admin/reports/:id/dismiss',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Close a report without action; the reporter is told',
        params: reportParams,
        body: dismissReportBody,
        response: { 200: reportDecisionSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: REPORT_MSG.dismissed,
      data: await dismissReport(deps, request.user!, request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/reports/:id/act',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Hide the comment, suspend the user or fail the bounty (with refunds); the reporters are told',
        params: reportParams,
        body: actOnReportBody,
        response: { 200: reportDecisionSchema },
      },
    },
    async (request) => ({
      status: 200,
      message: REPORT_MSG.actioned,
      data: await actOnReport(deps, request.user!, request.params.id, request.body),
    }),
  );
}
