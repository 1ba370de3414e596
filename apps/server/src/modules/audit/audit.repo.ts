import type { AuditEntry, AuditFilter } from '@crowns/contracts';
import { and, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { auditLog, users } from '../../db/schema';

export type AuditInput = {
  /** The admin; null for the system's own changes (e.g. a scheduled featured pick taking effect). */
  actorId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  data?: Record<string, unknown>;
};

/** Records one admin write (or a system change an admin set up). Call it with the transaction of the change it describes. */
export async function writeAudit(tx: DbOrTx, entry: AuditInput, now: Date) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    data: entry.data ?? null,
    createdAt: now,
  });
}

/** The WHERE of the audit filters; dates are whole UTC days, both inclusive. */
function auditWhere(f: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.admin) {
    const byName = eq(sql`lower(${users.scUsername})`, f.admin.toLowerCase());
    conditions.push(/^\d{1,15}$/.test(f.admin) ? or(eq(auditLog.actorId, Number(f.admin)), byName) : byName);
  }
  if (f.action) {
    const family = `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;
    conditions.push(or(eq(auditLog.action, f.action), like(auditLog.action, family)));
  }
  if (f.targetType) conditions.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) conditions.push(eq(auditLog.targetId, f.targetId));
  if (f.from) conditions.push(gte(auditLog.createdAt, new Date(`${f.from}T00:00:00.000Z`)));
  if (f.to) conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${f.to}T00:00:00.000Z`) + DAY_MS)));
  return and(...conditions);
}

const DAY_MS = 24 * 60 * 60 * 1000;

type AuditRow = { entry: typeof auditLog.$inferSelect; actorName: string | null };

const toAuditEntry = ({ entry, actorName }: AuditRow): AuditEntry => ({
  id: String(entry.id),
  actor: entry.actorId === null ? null : { id: String(entry.actorId), sc_username: actorName ?? '' },
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  data: entry.data,
  createdAt: entry.createdAt.toISOString(),
});

const selectAudit = (tx: DbOrTx) =>
  tx
    .select({ entry: auditLog, actorName: users.scUsername })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .$dynamic();

/** Newest first, with the actor's username. */
export async function listAudit(tx: DbOrTx, filter: AuditFilter, page: number, limit: number) {
  const where = auditWhere(filter);
  const [rows, [total]] = await readAll(
    tx,
    () =>
      selectAudit(tx)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset((page - 1) * limit),
    () => tx.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  );
  return { data: rows.map(toAuditEntry), totalRecords: total?.n ?? 0 };
}

/**
 * Every matching entry, newest first, read in batches by keyset (created_at, id): entries written while the
 * export runs neither shift nor repeat the rows already read.
 */
export async function* eachAuditBatch(tx: DbOrTx, filter: AuditFilter, batchSize = 500) {
  let afterId: number | null = null;
  for (;;) {
    // The last row's own timestamp, read back in full: a JS Date would drop its microseconds.
    const keyset: SQL | undefined =
      afterId === null
        ? undefined
        : sql`(${auditLog.createdAt}, ${auditLog.id}) < (select created_at, id from audit_log where id = ${afterId})`;
    const rows = await selectAudit(tx)
      .where(and(auditWhere(filter), keyset))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map(toAuditEntry);
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1]!.entry.id;
  }
}
