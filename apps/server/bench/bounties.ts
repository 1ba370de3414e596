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
import { arg, runMain, stringArg, withBenchDatabase } from './bench-db';
import { runBench } from './bounty-load';
import { printPlans } from './bounty-plans';
import { seedBoard } from './bounty-seed';

const PLANS = arg('plans', 0);
const BOUNTIES = PLANS || arg('bounties', 100_000);
const CLIENTS = arg('clients', 50);
const SECONDS = arg('seconds', 10);
const WARMUP = arg('warmup', 3);
const ONLY = stringArg('only');

async function main() {
  await withBenchDatabase('bounties', arg('pool', 20), async (database, client, version) => {
    console.log(
      `Bounty read bench: ${BOUNTIES.toLocaleString('en')} bounties, PostgreSQL ${version}, ${cpus().length} CPUs, ` +
        (PLANS ? 'plans only' : `${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s per call`),
    );
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
  });
}

runMain(main);
