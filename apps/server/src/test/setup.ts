import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app';
import { connectPglite, connectPostgres, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { type AppDeps, createDeps } from '../deps';
import { loadEnv } from '../env';
import { seedConfigDefaults } from '../modules/config/config.repo';
import { ManualClock } from '../platform/clock';
import { closeRedis } from '../platform/redis';

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database: PGlite in memory by default, or a new PostgreSQL database
 * (created from DATABASE_URL, dropped on close) so runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (!pgliteTemplate) {
      const template = await connectPglite();
      await runMigrations(template);
      pgliteTemplate = await template.pglite!.dumpDataDir('none');
      await template.close();
    }
    return connectPglite(undefined, pgliteTemplate);
  }
  const name = `crowns_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = connectPostgres(target.toString(), 30);
  await runMigrations(database);
  const close = database.close;
  database.close = async () => {
    await close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return database;
}

export type TestContext = { app: FastifyInstance; deps: AppDeps; clock: ManualClock; close(): Promise<void> };

/** A full app on a fresh database with a manual clock and the dev mailbox. */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  envOverrides: Record<string, string> = {},
): Promise<TestContext> {
  const database = overrides.database ?? (await createTestDatabase());
  await seedConfigDefaults(database.db);
  const clock = (overrides.clock as ManualClock | undefined) ?? new ManualClock(new Date());
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'crowns-uploads-')),
    SEED_DEMO: 'false',
    ...envOverrides,
  });
  const deps = await createDeps(env, {
    logger: pino({ level: 'silent' }),
    secret: 'test-secret-test-secret-test-secret-1234',
    ...overrides,
    database,
    clock,
  });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    clock,
    close: async () => {
      await app.close();
      await closeRedis(deps.redis);
      await database.close();
    },
  };
}
