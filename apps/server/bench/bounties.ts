/**
 * Bounty read paths under load: p50/p99 and requests/s of the board's list calls and GET /bounty/{id} at N
 * concurrent keep-alive clients, beside a trivial JSON route (/healthz) of the same server in the same run.
 *   npm run bench:bounties                               (100k bounties, 50 clients, 10 s per call)
 *   npm run bench:bounties -- --bounties 100000 --clients 50 --seconds 10 --warmup 3 [--only 'most wanted']
 *   npm run bench:bounties -- --plans 1000000            (seed 1M, print EXPLAIN of every list shape, no load)
 *   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh database is created and dropped)
 * The server runs in this process (NODE_ENV production, LOG_LEVEL warn), the load generator in a child process.
 */
import { cpus } from 'node:os';
import pg from 'pg';
import { connectPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedCategories } from '../src/modules/categories/categories.service';
import { seedConfigDefaults } from '../src/modules/config/config.repo';
import { runBench } from './bounty-load';
import { printPlans } from './bounty-plans';
import { seedBoard } from './bounty-seed';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PLANS = arg('plans', 0);
const BOUNTIES = PLANS || arg('bounties', 100_000);
const CLIENTS = arg('clients', 50);
const SECONDS = arg('seconds', 10);
const WARMUP = arg('warmup', 3);
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(q: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(q).finally(() => c.end());
}

async function main() {
  const name = `crowns_bench_bounties_${process.pid}`;
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  await adminQuery(`create database ${name}`);
  const database = connectPostgres(u.toString(), arg('pool', 20));
  const client = new pg.Client({ connectionString: u.toString() });
  try {
    const version = (await database.pool!.query('show server_version')).rows[0].server_version;
    console.log(
      `Bounty read bench: ${BOUNTIES.toLocaleString('en')} bounties, PostgreSQL ${version}, ${cpus().length} CPUs, ` +
        (PLANS ? 'plans only' : `${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s per call`),
    );
    await runMigrations(database);
    await seedConfigDefaults(database.db);
    await seedCategories(database.db);
    await client.connect();
    const now = new Date();
    console.log('Seeding:');
    await seedBoard(client, BOUNTIES, now, console.log);
    if (PLANS) {
      const seq = await printPlans(database, client, new Date());
      console.log(`\nStatements with a sequential scan: ${seq}`);
    } else {
      await runBench(database, client, {
        clients: CLIENTS,
        seconds: SECONDS,
        warmup: WARMUP,
        only: ONLY,
        budgetP99Ms: 50,
      });
    }
  } finally {
    await client.end().catch(() => {});
    await database.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
