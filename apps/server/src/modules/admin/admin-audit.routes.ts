import {
  auditEntrySchema,
  auditFilterSchema,
  auditLogQuery,
  errorResponses,
  pageOf,
  rawResponse,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { listAudit } from '../audit/audit.repo';
import { auditCsvFilename, auditCsvStream } from './audit-csv';

/** The audit log of admin writes: a filtered page, and the same filters as a CSV download. Read-only admins may read. */
export default async function adminAuditRoutes(app: ZodApp, deps: AppDeps) {
  const { guard } = deps;
  const tags = ['admin'];
  const db = deps.database.db;

  app.get(
    '/admin/audit-log',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags,
        summary: 'Audit log of admin writes, newest first (filters: admin, action, target, date range)',
        querystring: auditLogQuery,
        response: { 200: z.object({ status: z.number(), logs: pageOf(auditEntrySchema) }) },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { data, totalRecords } = await listAudit(db, filter, page, limit);
      return {
        status: 200,
        logs: { data, currentPage: page, totalPages: Math.ceil(totalRecords / limit), totalRecords },
      };
    },
  );

  app.get(
    '/admin/audit-log.csv',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags,
        summary: 'The filtered audit log as a CSV download, newest first',
        querystring: auditFilterSchema,
        response: { 200: rawResponse('text/csv', 'The audit log as CSV (an attachment)'), 400: errorResponses[400] },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvFilename(deps.clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(auditCsvStream(db, request.query)),
  );
}
