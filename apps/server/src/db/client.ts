import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ChangeHub, createChangeHub, trackCommits } from './committed-changes';
import { lockDatabaseDir } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos take `tx = db` so one call can run inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Told of committed changes made through `db` in this process (committed-changes.ts). */
  changes: ChangeHub;
  /** Round-trip check for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Present only on PostgreSQL: the pool, for benchmarks and diagnostics. */
  pool?: pg.Pool;
  pglite?: PGlite;
};

function tracked(db: Db): ChangeHub {
  const changes = createChangeHub();
  trackCommits(db, changes);
  return changes;
}

// int8 as JS number: ids and crown amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function connectPostgres(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server (restart, DROP DATABASE ... FORCE) must not crash the process.
  pool.on('error', () => {});
  // Nor one dropped while checked out (a terminated backend mid-transaction): its query fails, but the client also
  // emits 'error', and a checked-out client has no pool listener.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    changes: tracked(db),
    pool,
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/** PGlite in a directory (persistent) or in memory when `dir` is undefined. */
export async function connectPglite(dir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockDatabaseDir(dir) : () => {};
  let client: PGlite;
  try {
    // pg_trgm backs the bounty title search index (migration 0008), as on PostgreSQL.
    client = await PGlite.create(dir, { ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    changes: tracked(db),
    pglite: client,
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
