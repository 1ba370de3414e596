import type { AuditEntry } from '@crowns/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { auditLog, users } from '../../db/schema';

export type AuditInput = {
  actorId: number;
  action: string;
  targetType?: string;
  targetId?: string | number;
  data?: Record<string, unknown>;
};

/** Records one admin write. Call it with the transaction of the change it describes. */
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

/** Newest first, with the actor's username. */
export async function listAudit(tx: DbOrTx, page: number, limit: number) {
  const [rows, [total]] = await readAll(
    tx,
    () =>
      tx
        .select({ entry: auditLog, actorName: users.scUsername })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset((page - 1) * limit),
    () => tx.select({ n: count() }).from(auditLog),
  );
  const data: AuditEntry[] = rows.map(({ entry, actorName }) => ({
    id: String(entry.id),
    actor: entry.actorId === null ? null : { id: String(entry.actorId), sc_username: actorName ?? '' },
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    data: entry.data,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { data, totalRecords: total?.n ?? 0 };
}
