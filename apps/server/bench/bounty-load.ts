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

const board = (sortBy: string, order: string, limit: number) =>
  `/v1/bounty/list?sortBy=${sortBy}&sortOrder=${order}&page=1&limit=${limit}`;
const list = (path: string, queryFilter: object, headers?: Record<string, string>): LoadRequest[] => [
  { method: 'POST', path, body: { queryFilter }, headers },
];

async function calls(client: pg.Client, signedIn: Record<string, string>): Promise<[string, LoadRequest[]][]> {
  const ids = (await client.query('select id from bounties order by random() limit 2000')).rows.map((r) => r.id);
  const available = { status: 'available' };
  return [
    ['GET /healthz (trivial JSON)', [{ method: 'GET', path: '/healthz' }]],
    ['list available, amount desc, 8 (most wanted)', list(board('amount', 'desc', 8), available)],
    ['list available, recent desc, 10', list(board('recent', 'desc', 10), available)],
    ['list available, ending_soon asc, 10', list(board('ending_soon', 'asc', 10), available)],
    ['list available, popular desc, 5', list(board('popular', 'desc', 5), available)],
    [
      'list available, category Music, amount, 8',
      list(board('amount', 'desc', 8), { ...available, category: 'Music' }),
    ],
    ['list available, search "lemon", amount, 8', list(board('amount', 'desc', 8), { ...available, search: 'lemon' })],
    ['list most wanted, signed in', list(board('amount', 'desc', 8), available, signedIn)],
    ['GET /bounty/{id} (2,000 random ids)', ids.map((id) => ({ method: 'GET' as const, path: `/v1/bounty/${id}` }))],
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
export type BenchCalls = (client: pg.Client, deps: BenchDeps) => Promise<[string, LoadRequest[]][]>;

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
    // Production settings the measured paths never use: no mail is sent, no payment taken.
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
    console.log(
      `\n${'call'.padEnd(46)}${cell('p50', 9)}${cell('p99', 9)}${cell('req/s', 8)}${cell('vs trivial', 12)}` +
        `${cell('server CPU', 12)}${cell('DB CPU', 10)}`,
    );
    for (const [name, requests] of await callsFor(client, deps)) {
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
      const perRequestUs = (seconds: number) => `${((seconds / r.count) * 1e6).toFixed(0)} µs`;
      const flags = [
        name.includes('trivial') ? '' : `${r.p99 <= o.budgetP99Ms ? 'within' : 'OVER'} p99 <= ${o.budgetP99Ms} ms`,
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
  } finally {
    child.send({ cmd: 'close' });
    await app.close();
  }
}
