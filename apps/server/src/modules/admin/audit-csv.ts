import { Readable } from 'node:stream';
import type { AuditEntry, AuditFilter } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { eachAuditBatch } from '../audit/audit.repo';
import { csvRow } from './csv';

export const AUDIT_CSV_HEADER = ['id', 'time', 'admin_id', 'admin', 'action', 'target_type', 'target_id', 'data'];

const auditCsvRow = (e: AuditEntry) =>
  csvRow([
    e.id,
    e.createdAt,
    e.actor?.id,
    e.actor?.sc_username,
    e.action,
    e.targetType,
    e.targetId,
    e.data === null || e.data === undefined ? '' : JSON.stringify(e.data),
  ]);

/** The filtered audit log as a CSV stream, newest first, header row first; read batch by batch as it is sent. */
export function auditCsvStream(db: DbOrTx, filter: AuditFilter): Readable {
  async function* lines() {
    yield csvRow(AUDIT_CSV_HEADER);
    for await (const batch of eachAuditBatch(db, filter)) yield batch.map(auditCsvRow).join('');
  }
  return Readable.from(lines());
}

/** `audit-log-2026-11-25.csv`, the day of the export. */
export const auditCsvFilename = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;
