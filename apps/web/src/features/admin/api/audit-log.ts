import type { AuditEntry, AuditFilter } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

export type AuditPage = Paged<AuditEntry>;
export type AuditParams = AuditFilter & { page: number; limit: number };

/** GET /admin/audit-log?page&limit&admin&action&targetType&targetId&from&to → `{ status, logs: { data, … } }`. */
export const listAuditLog = (params: AuditParams, signal?: AbortSignal) =>
  api<{ status: number; logs: AuditPage }>(`/admin/audit-log${queryString(params)}`, { signal }).then((r) => r.logs);

export const auditLogQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: [...adminKeys.auditLog(), params],
    queryFn: ({ signal }) => listAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditParams) => useQuery(auditLogQuery(params));
