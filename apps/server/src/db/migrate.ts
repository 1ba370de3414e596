import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The session-level advisory lock every instance takes around the migrator on PostgreSQL. */
export const MIGRATION_LOCK_KEY = 727274;

/** How many migrations the committed journal holds. */
export const migrationCount = (): number =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

/** Rows in drizzle's journal table (none before the first migration creates it). */
async function appliedCount(database: Database): Promise<number> {
  const rows = async (query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [table] = await rows(`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!table?.t) return 0;
  const [count] = await rows('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(count?.n ?? 0);
}

/**
 * Applies the committed SQL migrations and says how many this call applied. On PostgreSQL, N instances booting
 * together queue on an advisory lock: the first applies them, the others then find nothing left to do.
 */
export async function runMigrations(database: Database): Promise<{ applied: number }> {
  if (database.kind === 'pglite') {
    const before = await appliedCount(database);
    // biome-ignore lint/suspicious/noExplicitAny: the drizzle driver types differ only nominally
    await migratePglite(database.db as any, { migrationsFolder });
    return { applied: (await appliedCount(database)) - before };
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const before = await appliedCount(database);
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePg(database.db as any, { migrationsFolder });
    return { applied: (await appliedCount(database)) - before };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
