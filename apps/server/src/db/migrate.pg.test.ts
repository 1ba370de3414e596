import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from './client';
import { MIGRATION_LOCK_KEY, migrationCount, runMigrations } from './migrate';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('migrations when several instances boot together (PostgreSQL)', () => {
  const name = `crowns_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  let target: string;
  const admin = async <T>(run: (c: pg.Client) => Promise<T>, database = url!) => {
    const c = new pg.Client({ connectionString: database });
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const u = new URL(url!);
    u.pathname = `/${name}`;
    target = u.toString();
  });
  afterAll(async () => {
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('three migrators on an empty database: one applies every migration, the others wait and find nothing to do', async () => {
    // Hold the migration lock first, so all three are provably queued on it before any of them can start.
    const holder = new pg.Client({ connectionString: target });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const instances = [0, 1, 2].map(() => connectPostgres(target, 4));
    try {
      const runs = instances.map((db) => runMigrations(db));
      const waiting = async () =>
        (
          await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted
               and database = (select oid from pg_database where datname = current_database())`,
            [MIGRATION_LOCK_KEY],
          )
        ).rows[0]!.n;
      for (let i = 0; i < 500 && (await waiting()) < 3; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(3);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);

      const applied = (await Promise.all(runs)).map((r) => r.applied).sort((a, b) => b - a);
      expect(applied).toEqual([migrationCount(), 0, 0]);
      const journal = await holder.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(journal.rows[0]!.n).toBe(migrationCount());
      // And a later boot has nothing to do either.
      expect(await runMigrations(instances[0]!)).toEqual({ applied: 0 });
    } finally {
      await holder.end();
      await Promise.all(instances.map((db) => db.close()));
    }
  });
});
