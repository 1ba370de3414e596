/**
 * Query plans of every bounty list shape (and GET /bounty/{id}) for bench/bounties.ts --plans: runs the real
 * listBounties / bountyView against the seeded database, records the SQL they send, and prints
 * EXPLAIN (ANALYZE, BUFFERS) of each statement, flagging any sequential scan, plus each call's median time.
 */
import type pg from 'pg';
import type { Database } from '../src/db/client';
import type { AppDeps } from '../src/deps';
import { BIG_COUNT_TTL_MS } from '../src/modules/bounties/bounty-count';
import { listDaily } from '../src/modules/bounties/bounty-daily.service';
import { type ListFilter, type ListQuery, listBounties } from '../src/modules/bounties/bounty-list';
import { findBountyView } from '../src/modules/bounties/bounty-view';

type Captured = { text: string; values: unknown[]; name?: string };
type Shape = { name: string; run: (now: Date) => Promise<unknown> };

/** Records every statement sent through the pool while `fn` runs. */
async function capture(database: Database, fn: () => Promise<unknown>) {
  const pool = database.pool!;
  const original = pool.query;
  const seen: Captured[] = [];
  const recording = (config: string | pg.QueryConfig, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    const name = typeof config === 'string' ? undefined : config.name;
    seen.push({ text, name, values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
    return (original as (c: unknown, v: unknown) => Promise<pg.QueryResult>).call(pool, config, values);
  };
  pool.query = recording as typeof pool.query;
  try {
    await fn();
  } finally {
    pool.query = original;
  }
  return seen;
}

const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 150);

async function people(client: pg.Client) {
  const one = async (q: string) => Number((await client.query(q)).rows[0]?.id);
  return {
    streamer: await one(`select target_user_id id from bounties where target_user_id is not null
                         group by 1 order by count(*) desc limit 1`),
    creator: await one('select creator_id id from bounties group by 1 order by count(*) desc limit 1'),
    claimer: await one(`select user_id id from bounty_claims where status = 'claimed' group by 1
                        order by count(*) desc limit 1`),
    bounty: await one(`select id from bounties where status = 'claimed' order by id desc limit 1`),
  };
}

function shapes(database: Database, who: Awaited<ReturnType<typeof people>>): Shape[] {
  const { db } = database;
  const q = (sortBy: ListQuery['sortBy'], limit = 8, page = 1, sortOrder?: 'asc' | 'desc'): ListQuery => ({
    sortBy,
    limit,
    page,
    sortOrder,
  });
  const list = (name: string, filter: ListFilter, query: ListQuery, viewer?: number): Shape => ({
    name,
    run: (now) => listBounties(db, filter, query, viewer, now),
  });
  const available = { status: 'available' };
  return [
    list('available, amount desc, limit 8 (most wanted)', available, q('amount', 8, 1, 'desc')),
    list('available, recent desc, limit 10', available, q('recent', 10)),
    list('available, ending_soon asc', available, q('ending_soon')),
    list('available, popular desc, limit 5', available, q('popular', 5)),
    list('available, amount desc, page 50', available, q('amount', 8, 50, 'desc')),
    list('available, category Music, amount desc', { ...available, category: 'Music' }, q('amount')),
    list('available, search "lemon", amount desc', { ...available, search: 'lemon' }, q('amount')),
    list('available, live only, amount desc', { ...available, isLive: true }, q('amount')),
    list('available, targetUser, recent', { ...available, targetUser: who.streamer }, q('recent', 10)),
    list('private (targeted at me), available', { ...available, private: true }, q('recent', 10), who.streamer),
    list('private (targeted at me), all statuses', { private: true }, q('recent', 10), who.streamer),
    list('completed, amount desc, limit 4 (top-completed)', { status: 'completed' }, q('amount', 4, 1, 'desc')),
    list(
      'with_submission, target_user (submitted-bounties)',
      { status: 'with_submission', targetUser: who.streamer },
      q('recent', 5),
    ),
    list('failed tab, recent', { status: 'failed' }, q('recent', 10)),
    list('claimed tab, recent', { status: 'claimed' }, q('recent', 10)),
    list('in review tab, recent', { status: 'submitted' }, q('recent', 10)),
    list('created by me (GET /bounty/created)', { creatorId: who.creator }, q('recent', 10), who.creator),
    list('all of user_id (POST /bounty/all)', { user_id: who.creator }, q('recent', 10)),
    list('claimed by user (GET /bounty/claimed)', { claimedBy: who.claimer }, q('recent', 10), who.claimer),
    list('all statuses, search "dance" (admin list)', { search: 'dance' }, q('recent', 10)),
    { name: 'GET /bounty/{id}', run: (now) => findBountyView(db, who.bounty, undefined, now) },
    {
      name: 'GET /bounty/daily',
      run: (now) => listDaily({ database, clock: { now: () => now } } as AppDeps, undefined, { admin: false }),
    },
  ];
}

async function medianMs(fn: () => Promise<unknown>, runs = 15) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** A sequential scan of a table that grows with use (`config` is a fixed set of keys: always scanned). */
const seqScanOf = (line: string) => /Seq Scan on (\w+)/.exec(line)?.[1];
const literal = (client: pg.Client, v: unknown): string => {
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return client.escapeLiteral(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`)}}`);
  return client.escapeLiteral(String(v));
};

/**
 * EXPLAIN ANALYZE of a captured statement with its values (the custom plan), and for a named statement also the
 * generic plan PostgreSQL may cache for it after a few executions.
 */
async function explain(client: pg.Client, s: Captured) {
  const custom = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
  const plans = [{ label: s.name ? 'custom plan' : 'plan', rows: custom.rows }];
  if (s.name) {
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare bench_generic as ${s.text}`);
    const args = s.values.length > 0 ? `(${s.values.map((v) => literal(client, v)).join(', ')})` : '';
    const generic = await client.query(`explain (analyze, buffers) execute bench_generic${args}`);
    await client.query('deallocate bench_generic');
    await client.query('reset plan_cache_mode');
    plans.push({ label: 'generic plan', rows: generic.rows });
  }
  return plans.map((p) => ({ label: p.label, lines: p.rows.map((r) => String(r['QUERY PLAN'])) }));
}

/**
 * Prints the plans; answers the number of statements with a sequential scan of a growing table. Each call is
 * captured a count-cache lifetime after its warm-up, so the total's exact count shows up too (it runs at most
 * once per BIG_COUNT_TTL_MS per filter).
 */
export async function printPlans(database: Database, client: pg.Client, now: Date) {
  const who = await people(client);
  const later = new Date(now.getTime() + BIG_COUNT_TTL_MS + 1000);
  let seqScans = 0;
  const summary: string[] = [];
  for (const shape of shapes(database, who)) {
    await shape.run(now); // warms the buffers, prepared statements and the count cache
    const statements = await capture(database, () => shape.run(later));
    console.log(`\n=== ${shape.name}`);
    for (const s of statements) {
      console.log(`--- ${s.name ? `[${s.name}] ` : ''}${short(s.text)}`);
      for (const { label, lines } of await explain(client, s)) {
        const seq = lines.some((l) => (seqScanOf(l) ?? 'config') !== 'config');
        if (seq) seqScans += 1;
        console.log(`  ${label}${seq ? '   <-- SEQ SCAN' : ''}`);
        for (const l of lines) console.log(`    ${l}`);
      }
    }
    const ms = await medianMs(() => shape.run(later));
    summary.push(
      `${shape.name.padEnd(52)} ${String(statements.length).padStart(3)} q   ${ms.toFixed(2).padStart(7)} ms`,
    );
  }
  console.log('\n=== summary: statements per call, median wall time of the call (15 runs, warm)');
  for (const l of summary) console.log(l);
  return seqScans;
}
