/**
 * The load part of bench/bounties.ts: starts the real app on the seeded database (this process), drives each call
 * from a child process (bench/http-load.ts) and prints p50/p99, requests/s, the ratio to the trivial route and the
 * CPU each request cost the server process and the database backends (both independent of other load on the box).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createDeps } from '../src/deps';
import { loadEnv } from '../src/env';
import type { LoadRequest, LoadResult, LoadRun } from './http-load';

export type LoadOptions = { clients: number; seconds: number; warmup: number; only?: string; budgetP99Ms: number };

/** What a group of calls must hold: p99 at most `p99Ms`, and at least `minShare` of the trivial route's req/s. */
export type Goal = { group: string; p99Ms: number; minShare?: number };
/** A call to measure: its name, the requests its clients cycle through, and the goal it counts toward. */
export type BenchCall = [name: string, requests: LoadRequest[], goal?: Goal];

const ANONYMOUS_LIST: Goal = { group: 'board: anonymous lists', p99Ms: 25, minShare: 0.5 };
const PERSONAL: Goal = { group: 'board: signed-in, detail, search', p99Ms: 50 };

const board = (sortBy: string, order: string, limit: number) =>
  `/v1/bounty/list?sortBy=${sortBy}&sortOrder=${order}&page=1&limit=${limit}`;
const list = (path: string, queryFilter: object, headers?: Record<string, string>): LoadRequest[] => [
  { method: 'POST', path, body: { queryFilter }, headers },
];
const anonymous = (name: string, path: string, queryFilter: object): BenchCall => [
  name,
  list(path, queryFilter),
  ANONYMOUS_LIST,
];

async function calls(client: pg.Client, signedIn: Record<string, string>): Promise<BenchCall[]> {
  const ids = (await client.query('select id from bounties order by random() limit 2000')).rows.map((r) => r.id);
  const available = { status: 'available' };
  // Words of the seeded titles and title numbers ("#4711"): a varied search load, not one term served from cache.
  const words = ['lemon', 'live', 'backwards', 'blindfolded', 'costume', 'stream', 'song', 'dance', 'juggle', 'cook'];
  const searchTerms = [...words, ...ids.slice(0, 490).map((id) => `#${id}`)];
  return [
    ['GET /healthz (trivial JSON)', [{ method: 'GET', path: '/healthz' }]],
    anonymous('list available, amount desc, 8 (most wanted)', board('amount', 'desc', 8), available),
    anonymous('list available, recent desc, 10', board('recent', 'desc', 10), available),
    anonymous('list available, ending_soon asc, 10', board('ending_soon', 'asc', 10), available),
    anonymous('list available, popular desc, 5', board('popular', 'desc', 5), available),
    anonymous('list available, category Music, amount, 8', board('amount', 'desc', 8), {
      ...available,
      category: 'Music',
    }),
    [
      `search, ${searchTerms.length} different terms, amount, 8`,
      searchTerms.map((search) => list(board('amount', 'desc', 8), { ...available, search })[0]!),
      PERSONAL,
    ],
    ['list most wanted, signed in', list(board('amount', 'desc', 8), available, signedIn), PERSONAL],
    [
      'GET /bounty/{id} (2,000 random ids)',
      ids.map((id) => ({ method: 'GET' as const, path: `/v1/bounty/${id}` })),
      PERSONAL,
    ],
  ];
}

function runLoad(child: ChildProcess, run: Omit<LoadRun, 'cmd'>) {
  return new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (m: LoadResult | { error: string }) =>
      'error' in m ? reject(new Error(m.error)) : resolve(m),
    );
    child.send({ cmd: 'run', ...run });
  });
}

/** CPU seconds (user + system) used so far by the database backends serving `database` (Linux /proc). */
async function backendCpuSeconds(client: pg.Client) {
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {} // a backend that just ended
  }
  return ticks / 100;
}

export type BenchDeps = Awaited<ReturnType<typeof createDeps>>;
/** The calls to measure, by name; the first is the trivial route the others are compared with. */
export type BenchCalls = (client: pg.Client, deps: BenchDeps) => Promise<BenchCall[]>;

/** The headers of a signed-in session of `userId` (default: the first user). */
export async function signedInHeaders(deps: BenchDeps, client: pg.Client, userId?: number) {
  const viewer = (
    await client.query(
      'select id, email, sc_username from users where id = coalesce($1, (select min(id) from users))',
      [userId ?? null],
    )
  ).rows[0];
  // The guard checks the session (a live refresh-token family) on every request, as for a real login.
  const sessionId = randomUUID();
  await client.query(
    "insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')",
    [viewer.id, sessionId, randomBytes(32).toString('hex')],
  );
  return {
    accessToken: await deps.tokens.signAccess(viewer.id, 'user', sessionId),
    idToken: await deps.tokens.signId({
      id: viewer.id,
      email: viewer.email,
      sc_username: viewer.sc_username,
      role: 'user',
      image_url: null,
      isVerified: true,
    }),
  };
}

const cell = (v: string, width: number) => v.padStart(width);

/** One line per goal group: its worst p99 and lowest share of the trivial route, beside the goal, and the verdict. */
function printSummary(measured: { goal: Goal; p99: number; share: number }[]) {
  const groups = new Map<string, typeof measured>();
  for (const m of measured) groups.set(m.goal.group, [...(groups.get(m.goal.group) ?? []), m]);
  console.log('');
  for (const [group, runs] of groups) {
    const { p99Ms, minShare } = runs[0]!.goal;
    const worstP99 = Math.max(...runs.map((m) => m.p99));
    const lowestShare = Math.min(...runs.map((m) => m.share));
    const holds = worstP99 <= p99Ms && (minShare === undefined || lowestShare >= minShare);
    const share = minShare === undefined ? '' : `, ${pct(lowestShare)} of /healthz req/s (goal ≥ ${pct(minShare)})`;
    console.log(
      `${group}: worst p99 ${worstP99.toFixed(1)} ms (goal ≤ ${p99Ms})${share}: ${holds ? 'holds' : 'does NOT hold'}`,
    );
  }
}
const pct = (share: number) => `${(share * 100).toFixed(0)}%`;

export async function runBench(
  database: Database,
  client: pg.Client,
  o: LoadOptions,
  callsFor: BenchCalls = async (c, deps) => calls(c, await signedInHeaders(deps, c)),
) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Production settings the measured paths never use: no mail is sent, no payment taken, no link opened.
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: 'postgres://127.0.0.1/the-bench-database-is-passed-in',
    PUBLIC_URL: 'http://127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    UNSAFE_SANDBOX_PROVIDERS: 'true',
  });
  const deps = await createDeps(env, { database, logger: pino({ level: 'error' }) });
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const child = fork(fileURLToPath(new URL('./http-load.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
  try {
    let trivialRps = 0;
    const measured: { goal: Goal; p99: number; share: number }[] = [];
    console.log(
      `\n${'call'.padEnd(46)}${cell('p50', 9)}${cell('p99', 9)}${cell('req/s', 8)}${cell('vs trivial', 12)}` +
        `${cell('server CPU', 12)}${cell('DB CPU', 10)}`,
    );
    for (const [name, requests, goal] of await callsFor(client, deps)) {
      if (o.only && !name.includes(o.only) && !name.includes('trivial')) continue;
      const run = { port, requests, connections: o.clients };
      await runLoad(child, { ...run, durationMs: o.warmup * 1000 });
      const cpu0 = process.cpuUsage();
      const db0 = await backendCpuSeconds(client);
      const r = await runLoad(child, { ...run, durationMs: o.seconds * 1000 });
      const cpu = process.cpuUsage(cpu0);
      const dbSeconds = (await backendCpuSeconds(client)) - db0;
      const rps = r.count / r.seconds;
      if (!trivialRps) trivialRps = rps;
      if (goal) measured.push({ goal, p99: r.p99, share: rps / trivialRps });
      const perRequestUs = (seconds: number) => `${((seconds / r.count) * 1e6).toFixed(0)} µs`;
      const flags = [
        goal ? `${r.p99 <= goal.p99Ms ? 'within' : 'OVER'} p99 <= ${goal.p99Ms} ms` : '',
        r.errors > 0 ? `${r.errors} non-2xx!` : '',
      ].join(' ');
      console.log(
        `${name.padEnd(46)}${cell(`${r.p50.toFixed(1)} ms`, 9)}${cell(`${r.p99.toFixed(1)} ms`, 9)}` +
          `${cell(rps.toFixed(0), 8)}${cell(`${((rps / trivialRps) * 100).toFixed(1)}%`, 12)}` +
          `${cell(perRequestUs((cpu.user + cpu.system) / 1e6), 12)}${cell(perRequestUs(dbSeconds), 10)}  ${flags}`,
      );
    }
    console.log(
      `\nBudget: p99 <= ${o.budgetP99Ms} ms at ${o.clients} concurrent clients (DESIGN §8). CPU columns: per request, ` +
        'server process (user+sys) and this database’s backends.',
    );
    printSummary(measured);
  } finally {
    child.send({ cmd: 'close' });
    await app.close();
  }
}
