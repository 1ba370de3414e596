/**
 * Ledger write throughput: transfers/second between random wallets, on PostgreSQL and PGlite, beside
 * pgbench's TPS for a comparable two-row-update transaction on the same PostgreSQL server.
 *   npm run bench:ledger        (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CLIENTS=8 BENCH_SECONDS=10 BENCH_WALLETS=1000
 * Each side runs in its own fresh database, created here and dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { EXTERNAL_CASH, PLATFORM_REVENUE, transfer, transferMany, wallet } from '../src/platform/ledger';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WALLETS = Number(process.env.BENCH_WALLETS ?? 1000);
/** Clients of the hot-account case: payouts at once, each paying its fee to the one house account. */
const HOT_CLIENTS = Number(process.env.BENCH_HOT_CLIENTS ?? 50);

const dbUrl = (name: string) => {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin(statement: string, url = baseUrl) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/**
 * `standalone`: transfer(db, ...), one atomic statement per transfer; `in-tx`: inside db.transaction(...), as a module
 * books it beside its own writes; `payout`: a payout's shape in a transaction (wallet → wallet and a fee), the fee to
 * the house account (`hot`: every transfer touches that one account) or, for comparison, to a random wallet.
 */
type Mode = 'standalone' | 'in-tx' | 'payout-hot' | 'payout-spread';

const pick = () => 1 + Math.floor(Math.random() * WALLETS);

/** Creates and funds the wallets; returns a runner of N workers of one mode. */
async function ledgerWorkload(database: Database) {
  await runMigrations(database);
  const { db } = database;
  await transferMany(db, {
    type: 'purchase',
    legs: Array.from({ length: WALLETS }, (_, i) => ({ from: EXTERNAL_CASH, to: wallet(i + 1), amount: 1_000_000 })),
  });
  const once = async (mode: Mode) => {
    const a = pick();
    let b = pick();
    while (b === a) b = pick();
    const input = { from: wallet(a), to: wallet(b), amount: 1, type: 'adjustment' } as const;
    if (mode === 'standalone') await transfer(db, input);
    else if (mode === 'in-tx') await db.transaction((tx) => transfer(tx, input));
    else {
      let c = pick();
      while (c === a) c = pick();
      const fee = mode === 'payout-hot' ? PLATFORM_REVENUE : wallet(c);
      const legs = [
        { from: wallet(a), to: wallet(b), amount: 9 },
        { from: wallet(a), to: fee, amount: 1 },
      ];
      await db.transaction((tx) => transferMany(tx, { type: 'adjustment', legs }));
    }
  };
  const runFor = async (ms: number, mode: Mode) => {
    let done = 0;
    const end = Date.now() + ms;
    const clients = mode.startsWith('payout') ? HOT_CLIENTS : CLIENTS;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < end) {
          await once(mode);
          done += 1;
        }
      }),
    );
    return done;
  };
  await runFor(1000, 'in-tx'); // warm-up
  return async (ms: number, mode: Mode) => {
    const started = process.hrtime.bigint();
    const done = await runFor(ms, mode);
    return { done, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  };
}

/** Writes a pgbench script; returns a runner for `seconds` that answers pgbench's TPS. */
function pgbenchRunner(url: string, body: string) {
  const script = join(mkdtempSync(join(tmpdir(), 'crowns-pgbench-')), 'script.sql');
  writeFileSync(script, body);
  return (seconds: number) => {
    const args = ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-f', script, url];
    const out = execFileSync('pgbench', args, { encoding: 'utf8' });
    return Number(out.match(/tps = ([\d.]+)/)?.[1]);
  };
}

// Same shape as a transfer: two balance updates (in id order, like the ledger's lock order) and one entry row.
const TWO_ROW_SCRIPT = `\\set x random(1, ${WALLETS})
\\set y random(1, ${WALLETS})
\\set lo least(:x, :y)
\\set hi greatest(:x, :y)
begin;
update bench_accounts set bal = bal - 1 where id = :lo;
update bench_accounts set bal = bal + 1 where id = :hi;
insert into bench_entries (a, b, amount) values (:lo, :hi, 1);
commit;
`;

// The ledger's own SQL (ledger_post) driven by pgbench: separates database cost from Node client cost.
const LEDGER_POST_SCRIPT = `\\set x random(1, ${WALLETS})
\\set y 1 + (:x + random(0, ${WALLETS - 2})) % ${WALLETS}
select ledger_post('{user_wallet,user_wallet}', array[:x, :y]::bigint[], '{-1,1}', '{1}', '{2}', '{1}', 'adjustment', null, null, null, null);
`;

const line = (label: string, value: number, unit: string, note: string) =>
  console.log(`${label.padEnd(30)} ${value.toFixed(0).padStart(7)} ${unit.padEnd(12)} ${note}`);

async function main() {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const ledgerDb = `crowns_bench_ledger_${suffix}`;
  const pgbenchDb = `crowns_bench_pgbench_${suffix}`;
  console.log(`Ledger bench: ${WALLETS} wallets, ${CLIENTS} clients, ${SECONDS} s per measurement\n`);
  await admin(`create database ${ledgerDb}`);
  await admin(`create database ${pgbenchDb}`);
  try {
    await admin(
      `create table bench_accounts (id int primary key, bal bigint not null);
       insert into bench_accounts select g, 1000000 from generate_series(1, ${WALLETS}) g;
       create table bench_entries (id bigserial primary key, a int not null, b int not null, amount bigint not null,
         created_at timestamptz not null default now());`,
      dbUrl(pgbenchDb),
    );
    await admin('vacuum analyze bench_accounts', dbUrl(pgbenchDb));
    const pgbench = pgbenchRunner(dbUrl(pgbenchDb), TWO_ROW_SCRIPT);
    const pgbenchLedger = pgbenchRunner(dbUrl(ledgerDb), LEDGER_POST_SCRIPT);

    const postgres = connectPostgres(dbUrl(ledgerDb), Math.max(CLIENTS, HOT_CLIENTS));
    const ledger = await ledgerWorkload(postgres);
    // Alternate short rounds so every side sees the same background load on a shared machine.
    const rounds = Math.max(1, Math.round(SECONDS / 2));
    const slice = Math.max(1, Math.round(SECONDS / rounds));
    const modes = ['standalone', 'in-tx', 'payout-hot', 'payout-spread'] as const;
    const total = Object.fromEntries(modes.map((m) => [m, { done: 0, seconds: 0 }])) as Record<
      Mode,
      { done: number; seconds: number }
    >;
    let pgbenchTx = 0;
    let pgbenchLedgerTx = 0;
    for (let r = 0; r < rounds; r++) {
      for (const mode of modes) {
        const run = await ledger(slice * 1000, mode);
        total[mode].done += run.done;
        total[mode].seconds += run.seconds;
      }
      pgbenchTx += pgbench(slice) * slice;
      pgbenchLedgerTx += pgbenchLedger(slice) * slice;
    }
    await postgres.close();
    const tps = (mode: Mode) => total[mode].done / total[mode].seconds;
    const pgbenchTps = pgbenchTx / (rounds * slice);
    const ratio = (x: number) => `${((x / pgbenchTps) * 100).toFixed(0)}% of pgbench`;
    line(
      'ledger on PostgreSQL',
      tps('standalone'),
      'transfers/s',
      `standalone transfer(db, ...)   ${ratio(tps('standalone'))}`,
    );
    line('ledger on PostgreSQL', tps('in-tx'), 'transfers/s', `inside db.transaction(...)    ${ratio(tps('in-tx'))}`);
    line('pgbench, same PostgreSQL', pgbenchTps, 'tx/s', 'begin; 2 updates; 1 insert; commit');
    const hot = tps('payout-hot') / tps('payout-spread');
    line(
      `payouts, fee to a random wallet`,
      tps('payout-spread'),
      'transfers/s',
      `${HOT_CLIENTS} clients, two legs in a transaction`,
    );
    line('payouts, fee to the house', tps('payout-hot'), 'transfers/s', `${HOT_CLIENTS} clients, one hot account`);
    const viaPgbench = pgbenchLedgerTx / (rounds * slice);
    line(
      'pgbench calling ledger_post()',
      viaPgbench,
      'transfers/s',
      `database side of a transfer   ${ratio(viaPgbench)}`,
    );
    const ledgerPg = tps('standalone');

    const pglite = await connectPglite();
    const lite = await (await ledgerWorkload(pglite))(SECONDS * 1000, 'standalone');
    await pglite.close();
    const ledgerLite = lite.done / lite.seconds;
    line('ledger on PGlite (in memory)', ledgerLite, 'transfers/s', `(${lite.done} in ${lite.seconds.toFixed(1)} s)`);

    const pgbenchShare = ledgerPg / pgbenchTps;
    console.log(
      `\nledger: ${(pgbenchShare * 100).toFixed(0)}% of pgbench (goal >= 50%) ${pgbenchShare >= 0.5 ? 'holds' : 'MISSED'}; ` +
        `hot house account ${(hot * 100).toFixed(0)}% of the uncontended payout rate (goal >= 50%) ` +
        `${hot >= 0.5 ? 'holds' : 'MISSED'}`,
    );
    console.log(`PGlite / PostgreSQL ledger: ${((ledgerLite / ledgerPg) * 100).toFixed(0)}%`);
  } finally {
    await admin(`drop database if exists ${ledgerDb} with (force)`);
    await admin(`drop database if exists ${pgbenchDb} with (force)`);
  }
}

// A pooled client that the server closes while the pool shuts down must not fail the run.
process.on('uncaughtException', (err: Error & { code?: string }) => {
  if (err.code === '57P01' || err.message === 'Connection terminated unexpectedly') return;
  console.error(err);
  process.exit(1);
});

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
