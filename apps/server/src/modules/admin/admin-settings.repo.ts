import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, config, users } from '../../db/schema';

export const CONFIG_UPDATE_ACTION = 'config.update';

export type LastChange = { key: string; old: unknown; by: string | null; at: Date };

/** The newest `config.update` audit row of every key that was ever changed, with its admin's username. */
export async function lastChanges(tx: DbOrTx): Promise<Map<string, LastChange>> {
  const rows = await tx
    .selectDistinctOn([auditLog.targetId], {
      key: auditLog.targetId,
      data: auditLog.data,
      by: users.scUsername,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.action, CONFIG_UPDATE_ACTION), eq(auditLog.targetType, 'config')))
    .orderBy(auditLog.targetId, desc(auditLog.createdAt), desc(auditLog.id));
  return new Map(
    rows.map((r) => [
      r.key ?? '',
      { key: r.key ?? '', old: (r.data as { old?: unknown } | null)?.old ?? null, by: r.by, at: r.at },
    ]),
  );
}

/** Locks the key's row (if it exists) so two admins changing it one after the other audit the right old value. */
export async function lockConfigRow(tx: DbOrTx, key: string) {
  const [row] = await tx.select().from(config).where(eq(config.key, key)).for('update');
  return row;
}
