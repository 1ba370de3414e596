/**
 * The database part every bench shares: command-line numbers, and a fresh database created from DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), migrated and seeded with the config defaults and
 * categories, dropped at the end whatever happens.
 */
import pg from 'pg';
import { connectPostgres, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedCategories } from '../src/modules/categories/categories.service';
import { seedConfigDefaults } from '../src/modules/config/config.repo';

export const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
export const stringArg = (name: string) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined;

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(q: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(q).finally(() => c.end());
}

/** Runs `fn` on a fresh migrated database `crowns_bench_{label}_{pid}` (pool + one plain client), then drops it. */
export async function withBenchDatabase(
  label: string,
  poolSize: number,
  fn: (database: Database, client: pg.Client, version: string) => Promise<void>,
) {
  const name = `crowns_bench_${label}_${process.pid}`;
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  await adminQuery(`create database ${name}`);
  const database = connectPostgres(u.toString(), poolSize);
  const client = new pg.Client({ connectionString: u.toString() });
  try {
    const version = (await database.pool!.query('show server_version')).rows[0].server_version;
    await runMigrations(database);
    await seedConfigDefaults(database.db);
    await seedCategories(database.db);
    await client.connect();
    await fn(database, client, version);
  } finally {
    await client.end().catch(() => {});
    await database.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

/** Exit code 0 on success, 1 with the error printed. */
export const runMain = (main: () => Promise<void>) =>
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
