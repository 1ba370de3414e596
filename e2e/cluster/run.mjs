#!/usr/bin/env node
// `npm run test:cluster`: two compiled servers (NODE_ENV=production) on the machine's PostgreSQL and Redis behind a
// local nginx with sticky sessions, then a smoke journey (with a withdrawal), cross-instance events and rate
// limits, a SIGKILL under load and a rolling restart under load. Prints one summary line; exits non-zero on any
// failure.
//
// The servers run from a deploy folder outside the repository where `npm ci --omit=dev` installed the production
// dependencies only (deploy.mjs). Three of them boot together on the empty database to show that the migrations
// run once (migrations-once.mjs); the third then stops.
//
// Mail: production refuses the dev mailbox, so the instances send real SMTP (SMTP_URL) to a sink this script runs
// on 127.0.0.1:3169; the verification and admin sign-in codes are read from what it received.
// Stickiness: every client here is 127.0.0.1, so ip_hash would pin them all to one instance; each client sends
// X-Client-Id and nginx hashes it (deploy/nginx-cluster-test.conf), which is what a cookie does behind a real balancer.
// Everything runs on a throwaway database (created, dropped at the end) and its own Redis database index (flushed).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';
import { buildIfStale, prepareDeploy, resolvableFromDeploy } from './deploy.mjs';
import { bootTogether } from './migrations-once.mjs';
import { withdrawThroughBalancer } from './money-out.mjs';
import { mailedCode, startSmtp } from './smtp.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PG_BASE = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = `${process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379'}/13`;
const LB_PORT = 3160;
const PORTS = { A: 3161, B: 3162, C: 3163 };
const SMTP_PORT = 3169;
const LB = `http://127.0.0.1:${LB_PORT}`;
const TMP = `/tmp/crowns-cluster-${process.pid}`;
const DB = `crowns_cluster_${process.pid}`;
const PASSWORD = 'Passw0rd!x';
const ADMIN = { email: 'cluster-admin@example.com', password: 'Cluster-Admin-1!' };
const started = Date.now();

const stats = { requests: 0, errors: 0, events: 0, checks: 0, killed: 0 };
const children = new Map(); // name -> ChildProcess
const sockets = [];
let smtp;
let deploy; // the deploy folder: apps/server/dist and its production node_modules
let db; // the run's own connection to the cluster's database
const q = async (text, params) => (await db.query(text, params)).rows;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (msg) => console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
function check(ok, what) {
  if (!ok) throw new Error(`check failed: ${what}`);
  stats.checks++;
}

// ---------- processes ----------

function env(port, extra = {}) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: LB,
    DATABASE_URL: `${PG_BASE}/${DB}`,
    REDIS_URL,
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret-0123456789',
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    UNSAFE_SANDBOX_PROVIDERS: 'true',
    UPLOADS_DIR: join(TMP, 'uploads'),
    WEB_DIST: join(TMP, 'no-web'),
    LOG_LEVEL: 'warn',
    SWEEP_INTERVAL_MS: '1000',
    SANDBOX_PAYOUT_DELAY_SECONDS: '2',
    ...extra,
  };
}

/** Starts instance `name` from the deploy folder; resolves once it answers /readyz. */
function startInstance(name, extraEnv = {}) {
  const out = join(TMP, `instance-${name}.log`);
  const child = spawn(process.execPath, ['--enable-source-maps', join(deploy, 'apps/server/dist/main.js')], {
    cwd: deploy,
    env: env(PORTS[name], extraEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (d) => writeFileSync(out, d, { flag: 'a' });
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  children.set(name, child);
  const exited = new Promise((_, reject) =>
    child.once('exit', (code, sig) =>
      reject(new Error(`instance ${name} exited (${code ?? sig}) before ready: ${out}`)),
    ),
  );
  return Promise.race([waitHealthy(PORTS[name]), exited]);
}

const logOf = (name) => readFileSync(join(TMP, `instance-${name}.log`), 'utf8');

// Generous: a loaded 2-core machine can take its time to start a Node process.
async function waitHealthy(port, timeoutMs = 60_000, path = '/readyz') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) return;
    } catch {}
    await sleep(150);
  }
  throw new Error(`instance on ${port} not healthy in ${timeoutMs} ms (logs in ${TMP})`);
}

function stopInstance(name, signal) {
  const child = children.get(name);
  children.delete(name);
  if (!child || child.exitCode !== null) return Promise.resolve(null);
  return new Promise((resolve) => {
    child.once('exit', (code, sig) => resolve(code ?? sig));
    child.kill(signal);
  });
}

function startNginx() {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) {
    log('installing nginx');
    execFileSync(
      'sh',
      ['-c', 'apt-get update -qq && apt-get install -y -qq nginx-light || apt-get install -y -qq nginx'],
      {
        stdio: 'inherit',
      },
    );
  }
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(TMP, d), { recursive: true });
  const upstreams = Object.values(PORTS)
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const conf = readFileSync(join(root, 'deploy/nginx-cluster-test.conf'), 'utf8')
    .replaceAll('@TMP@', TMP)
    .replaceAll('@PORT@', String(LB_PORT))
    .replace('@UPSTREAMS@', upstreams);
  writeFileSync(join(TMP, 'nginx.conf'), conf);
  execFileSync('chmod', ['-R', '777', TMP]);
  const child = spawn('nginx', ['-p', TMP, '-c', join(TMP, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('exit', (code) => {
    if (children.get('nginx') === child) console.error(`nginx exited (${code}): see ${TMP}/nginx-error.log`);
  });
  children.set('nginx', child);
}

// ---------- HTTP through the balancer ----------

/** A client pinned by its X-Client-Id; `t` = tokens once signed in. */
const client = (id) => ({ id, t: null });

async function request(c, method, path, { body, form, headers = {}, raw = false } = {}) {
  stats.requests++;
  const h = { 'x-client-id': c.id, ...headers };
  if (c.t) Object.assign(h, { accessToken: c.t.accessToken, idToken: c.t.idToken });
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    h['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${LB}${path}`, { method, headers: h, body: payload, redirect: 'manual' });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  if (raw)
    return {
      status: res.status,
      json,
      upstream: res.headers.get('x-crowns-upstream'),
      location: res.headers.get('location'),
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
  return json;
}

async function signUp(c, prefix) {
  const email = `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
  const username = `${prefix}_${randomBytes(4).toString('hex')}`.slice(0, 25);
  const since = Date.now();
  await request(c, 'POST', '/v1/auth/register', {
    body: { email, username, password: PASSWORD, birthdate: '1995-06-15' },
  });
  const code = await mailedCode(smtp, email, since);
  await request(c, 'POST', '/v1/auth/verify-email', { body: { email, code } });
  const res = await request(c, 'POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
  const u = res.user;
  c.t = { accessToken: u.accessToken, idToken: u.idToken, userId: Number(u.user.id) };
  c.email = email;
  return c;
}

async function adminSignIn(c) {
  const since = Date.now();
  const first = await request(c, 'POST', '/v1/auth/login', { body: ADMIN });
  const otp = await mailedCode(smtp, ADMIN.email, since);
  const res = await request(c, 'POST', '/v1/auth/verify-otp', { body: { token: first.token, otp } });
  c.t = { accessToken: res.tokens.accessToken, idToken: res.tokens.idToken, userId: Number(res.tokens.userId) };
  return c;
}

async function buyCrowns(c, crowns) {
  const { data } = await request(c, 'POST', '/v1/wallet/add-funds', {
    body: { crowns },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const form = new URLSearchParams({ name: 'Test Buyer', card: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
  const res = await request(c, 'POST', `/pay/sandbox/${data.purchaseId}`, { form, raw: true });
  if (res.status >= 400) throw new Error(`sandbox payment → ${res.status}`);
}

const balance = async (c) => (await request(c, 'GET', '/v1/wallet')).data.balance;

/** A 640×360 PNG of one colour (the cover must be 16:9, at least 320×180). */
function coverPng() {
  const [w, h] = [640, 360];
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0x60)]);
  const pixels = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const COVER = coverPng();

async function createBounty(c, title, crowns) {
  const now = Date.parse((await fetch(`${LB}/healthz`)).headers.get('date'));
  const form = new FormData();
  form.set('title', title);
  form.set('description', '');
  form.set('category', JSON.stringify(['Gaming']));
  form.set('bounty_type', 'video');
  form.set('rules', JSON.stringify(['Film it']));
  form.set('starting_cc', String(crowns));
  form.set('duration_end_time', new Date(now + 6 * 3_600_000).toISOString());
  form.set('image_url', new Blob([COVER], { type: 'image/png' }), 'cover.png');
  return (await request(c, 'POST', '/v1/bounty', { form })).data.bounty.id;
}

/** Client ids that nginx sends to instance A and to instance B. */
async function pinnedIds() {
  const found = { A: [], B: [] };
  for (let i = 0; i < 200 && (found.A.length < 12 || found.B.length < 12); i++) {
    const id = `c${i}-${process.pid}`;
    const res = await request(client(id), 'GET', '/healthz', { raw: true });
    const name = res.upstream?.endsWith(`:${PORTS.A}`) ? 'A' : res.upstream?.endsWith(`:${PORTS.B}`) ? 'B' : null;
    if (name && found[name].length < 12) found[name].push(id);
  }
  if (found.A.length < 12 || found.B.length < 12) throw new Error('could not pin clients to both instances');
  return found;
}

// ---------- sockets ----------

function socketFor(c, options = {}) {
  const s = io(LB, {
    path: '/socket.io',
    extraHeaders: { 'x-client-id': c.id },
    auth: c.t ? { accessToken: c.t.accessToken, idToken: c.t.idToken } : {},
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    ...options,
  });
  s.connects = 0;
  s.received = [];
  s.on('connect', () => s.connects++);
  // A server closing its sockets (shutdown) is not retried by Socket.IO itself; the web app reconnects, so do we.
  s.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') setTimeout(() => s.connect(), 200);
  });
  s.onAny((name, payload) => {
    s.received.push({ name, payload });
    stats.events++;
  });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not connect')), 10_000);
    s.once('connect', () => {
      clearTimeout(timer);
      resolve(s);
    });
  });
}

/**
 * What the web app does with a bounty on screen (decision 007): it refetches the bounty on every connect (the first
 * one too: Socket.IO does not replay what a disconnected client missed) and takes each bountyUpped's absolute
 * amount. Answers the view, whose `amount_cc` is what the page would show.
 */
async function bountyOnScreen(c, s, bountyId) {
  const view = { amount_cc: null, refetches: 0, error: null };
  const refetch = async () => {
    const { bounty } = await request(c, 'GET', `/v1/bounty/${bountyId}`);
    view.amount_cc = bounty.amount_cc;
    view.refetches++;
  };
  s.on('connect', () => refetch().catch((err) => (view.error = err)));
  s.on('bountyUpped', (p) => {
    if (p?.bountyId === bountyId) view.amount_cc = p.amount_cc;
  });
  await refetch();
  return view;
}

async function until(pred, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pred()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting: ${what}`);
}

async function waitEvent(s, pred, what, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (s.received.some(pred)) return;
    await sleep(50);
  }
  throw new Error(`event not delivered: ${what}`);
}

// ---------- load ----------

/**
 * Antes (1 crown, Idempotency-Key) and claims from pinned clients until stop() is called. Every attempt is recorded
 * with whether the client saw it acknowledged; `strict` counts any 5xx or network error as a failure.
 */
function startLoad({ anters, hunters, anteBounties, claimBounties, strict }) {
  let running = true;
  const antes = [];
  const claims = [];
  const failures = [];
  const anteLoop = async (c, i) => {
    while (running) {
      const bountyId = anteBounties[(i + antes.length) % anteBounties.length];
      const a = { c, key: randomUUID(), bountyId, acked: false };
      antes.push(a);
      try {
        const res = await request(c, 'POST', `/v1/bounty/up-the-ante/${bountyId}`, {
          body: { cc_amount: 1 },
          headers: { 'Idempotency-Key': a.key },
          raw: true,
        });
        if (res.status < 300) a.acked = true;
        else if (res.status >= 500 || strict) failures.push(`ante → ${res.status} ${JSON.stringify(res.json)}`);
      } catch (err) {
        failures.push(`ante → ${err.cause?.code ?? err.message}`);
      }
      await sleep(30);
    }
  };
  const claimLoop = async (c, i) => {
    for (const bountyId of claimBounties[i]) {
      if (!running) return;
      const cl = { c, bountyId, acked: false };
      claims.push(cl);
      try {
        const res = await request(c, 'POST', `/v1/bounty/${bountyId}/claim`, { raw: true });
        if (res.status < 300) cl.acked = true;
        else if (res.status >= 500 || strict) failures.push(`claim → ${res.status} ${JSON.stringify(res.json)}`);
      } catch (err) {
        failures.push(`claim → ${err.cause?.code ?? err.message}`);
      }
      await sleep(150);
    }
  };
  const loops = [...anters.map(anteLoop), ...hunters.map(claimLoop)];
  return {
    antes,
    claims,
    failures,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

// ---------- after the kill ----------

/**
 * The clients' side of the kill: writes sent but never acknowledged. The database says which of them were stored
 * (an ante's Idempotency-Key row commits with the ante); each anter's antes are exactly the acknowledged ones plus
 * those found stored. Then each is retried as the client would: an ante with its key (a stored one is replayed,
 * never applied again; one not stored is applied now), a claim again (a stored one is refused as already made).
 */
async function reconcile(load, anters) {
  const lost = load.antes.filter((a) => !a.acked);
  for (const a of lost) {
    const [{ n }] = await q('select count(*)::int as n from idempotency_keys where user_id = $1 and key = $2', [
      a.c.t.userId,
      a.key,
    ]);
    a.stored = n === 1;
  }
  for (const c of anters) {
    const mine = load.antes.filter((a) => a.c === c && (a.acked || a.stored)).length;
    const [{ n }] = await q('select count(*)::int as n from bounty_antes where user_id = $1 and amount = 1', [
      c.t.userId,
    ]);
    check(n === mine, `anter ${c.t.userId}: ${n} antes stored = acknowledged + found stored (${mine})`);
  }
  for (const a of lost) {
    const res = await request(a.c, 'POST', `/v1/bounty/up-the-ante/${a.bountyId}`, {
      body: { cc_amount: 1 },
      headers: { 'Idempotency-Key': a.key },
      raw: true,
    });
    check(res.status < 300 && res.replayed === a.stored, `lost ante retried: ${res.status}, replayed ${res.replayed}`);
    a.acked = true;
  }
  const lostClaims = load.claims.filter((cl) => !cl.acked);
  for (const cl of lostClaims) {
    const [{ n }] = await q('select count(*)::int as n from bounty_claims where bounty_id = $1 and user_id = $2', [
      cl.bountyId,
      cl.c.t.userId,
    ]);
    const res = await request(cl.c, 'POST', `/v1/bounty/${cl.bountyId}/claim`, { raw: true });
    const expected = n === 1 ? res.status === 400 && /already claimed/.test(res.json?.message) : res.status < 300;
    check(n <= 1 && expected, `lost claim (${n} stored) retried: ${res.status}`);
    cl.acked = true;
  }
  const stored = lost.filter((a) => a.stored).length;
  log(`reconciled ${lost.length} lost antes (${stored} had been stored) and ${lostClaims.length} lost claims`);
}

// ---------- the run ----------

async function main() {
  mkdirSync(TMP, { recursive: true });
  deploy = prepareDeploy(root, buildIfStale(root, log), log);
  // The production install has the server's dependencies and none of the development tools (the root's and the
  // server's dev dependencies that the lockfile marks dev-only: socket.io-client, say, is the web app's runtime too).
  const manifest = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const lock = manifest('package-lock.json').packages;
  const devOnly = [
    ...Object.keys(manifest('package.json').devDependencies),
    ...Object.keys(manifest('apps/server/package.json').devDependencies),
  ].filter((name) => !name.startsWith('@types/') && lock[`node_modules/${name}`]?.dev === true);
  check(devOnly.includes('tsx') && devOnly.includes('vitest'), `dev-only packages known (${devOnly})`);
  for (const name of devOnly) check(!resolvableFromDeploy(deploy, name), `${name} is not installed for production`);
  check(resolvableFromDeploy(deploy, 'fastify'), 'the deploy folder resolves runtime dependencies');
  log(`deploy folder ${deploy}: production dependencies only (${devOnly.length} dev-only packages absent)`);
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`create database ${DB}`);
  await admin.end();
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();
  smtp = await startSmtp(SMTP_PORT);

  // Three instances boot together on the empty database; the third one stops once that is checked.
  const boot = { startInstance, logOf, check, sleep, log };
  await bootTogether(boot, { names: ['A', 'B', 'C'], databaseUrl: `${PG_BASE}/${DB}`, deploy });
  check((await stopInstance('C', 'SIGTERM')) === 0, 'the third instance stopped cleanly');
  db = new pg.Client({ connectionString: `${PG_BASE}/${DB}` });
  await db.connect();
  execFileSync(
    process.execPath,
    [join(deploy, 'apps/server/dist/admin-create.js'), '--email', ADMIN.email, '--password', ADMIN.password],
    { cwd: deploy, env: env(0), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  startNginx();
  await waitHealthy(LB_PORT);
  log('two instances behind nginx');
  const ids = await pinnedIds();
  const onA = () => client(ids.A.shift());
  const onB = () => client(ids.B.shift());

  // 1. Smoke journey through the balancer.
  const creator = await signUp(onA(), 'creator');
  const hunter = await signUp(onB(), 'hunter');
  await buyCrowns(creator, 5000);
  check((await balance(creator)) === 5000, 'creator bought 5000 crowns');
  const bountyId = await createBounty(creator, 'Cluster smoke bounty', 3000);
  const { data: claim } = await request(hunter, 'POST', `/v1/bounty/${bountyId}/claim`);
  await request(hunter, 'POST', `/v1/bounty/${bountyId}/claim/${claim.claimId}/verify`, {
    body: {
      platform: 'youtube',
      title: 'My run',
      category: 'Gaming',
      clip_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    },
  });
  const adm = await adminSignIn(onA());
  await request(adm, 'POST', `/v1/admin/bounty/${bountyId}/review`, {
    body: { claimId: claim.claimId, decision: 'approve' },
  });
  const won = await balance(hunter);
  check(won > 2000 && won <= 3000, `hunter paid out (${won} of 3000 crowns)`);
  log(`smoke journey passed (hunter wallet ${won})`);
  const out = { request, check, log, sleep, smtp, socketFor, waitEvent };
  await withdrawThroughBalancer(out, { hunter, admin: adm, won, lb: LB });

  // 2. An event caused on A reaches a socket held by B; rate limits count across instances.
  const watcherB = await socketFor(onB());
  const anter = await signUp(onA(), 'anter');
  await buyCrowns(anter, 500);
  await buyCrowns(creator, 10_000);
  const target = await createBounty(creator, 'Cross-instance bounty', 500);
  await request(anter, 'POST', `/v1/bounty/up-the-ante/${target}`, {
    body: { cc_amount: 5 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  await waitEvent(
    watcherB,
    (e) => e.name === 'bountyUpped' && JSON.stringify(e.payload).includes(String(target)),
    'bountyUpped A→B',
  );
  check(true, 'event from A delivered to a socket on B');
  // forgot:account allows 5 requests an hour per email (Redis-counted): the sixth is refused wherever it lands.
  const victim = `limit.${randomBytes(4).toString('hex')}@example.com`;
  const statuses = [];
  for (let i = 0; i < 6; i++) {
    const c = i % 2 ? client(ids.B[0]) : client(ids.A[0]);
    statuses.push(
      (await request(c, 'POST', '/v1/auth/forgot-password', { body: { email: victim }, raw: true })).status,
    );
  }
  check(
    !statuses.slice(0, 5).includes(429) && statuses[5] === 429,
    `forgot:account limit shared (statuses ${statuses})`,
  );
  log('cross-instance event and shared rate limit passed');

  // 3. SIGKILL B under a light load of antes and claims.
  const anters = [];
  for (const pick of [onA, onB, onA, onB]) {
    const c = await signUp(pick(), 'anter');
    await buyCrowns(c, 2000);
    anters.push(c);
  }
  const hunters = [await signUp(onA(), 'hunter'), await signUp(onB(), 'hunter')];
  const pool = [];
  for (let i = 0; i < 14; i++) pool.push(await createBounty(creator, `Load bounty ${i}`, 500));
  const anteBounties = pool.slice(0, 4);
  const claimBounties = [pool.slice(4, 7), pool.slice(7, 10)];
  const rollingClaims = [pool.slice(10, 12), pool.slice(12, 14)];
  const socketsB = [await socketFor(onB()), await socketFor(onB())];
  const watcherA = await socketFor(onA());
  // A page on B showing a bounty that only this test antes; its socket comes back late (5 s), so an event of the gap
  // is surely missed and only the refetch on reconnect can show it.
  const watched = await createBounty(creator, 'Watched bounty', 500);
  const viewer = onB();
  const lagging = await socketFor(viewer, {
    reconnectionDelay: 5000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0,
  });
  const view = await bountyOnScreen(viewer, lagging, watched);
  const shownFirst = view.amount_cc;

  const killLoad = startLoad({ anters, hunters, anteBounties, claimBounties, strict: false });
  await sleep(1500);
  log('SIGKILL instance B');
  await stopInstance('B', 'SIGKILL');
  await until(() => !lagging.connected, 'the lagging socket notices the kill');
  await request(anter, 'POST', `/v1/bounty/up-the-ante/${watched}`, {
    body: { cc_amount: 3 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  check(!lagging.connected, 'the watched bounty was upped while its page was disconnected');
  await sleep(3000);
  const moved = socketsB.every((s) => s.connected && s.connects >= 2);
  await killLoad.stop();
  check(moved, 'sockets of B reconnected to A');
  await until(() => lagging.connected && view.refetches >= 2, 'the lagging page reconnects and refetches');
  const current = (await request(viewer, 'GET', `/v1/bounty/${watched}`)).bounty.amount_cc;
  check(
    !lagging.received.some((e) => e.name === 'bountyUpped' && e.payload?.bountyId === watched),
    'the event of the gap never reached the lagging page',
  );
  check(
    view.error === null && view.amount_cc === current && current === shownFirst + 3,
    `refetch shows ${current} (${view.amount_cc})`,
  );
  const mark = randomUUID();
  const probeBounty = anteBounties[0];
  await request(anters[0], 'POST', `/v1/bounty/up-the-ante/${probeBounty}`, {
    body: { cc_amount: 1 },
    headers: { 'Idempotency-Key': mark },
  });
  killLoad.antes.push({ c: anters[0], key: mark, bountyId: probeBounty, acked: true });
  for (const s of socketsB)
    await waitEvent(
      s,
      (e) => e.name === 'bountyUpped' && e.payload?.bountyId === probeBounty && s.received.length > 0,
      'event after reconnect',
    );
  check(true, 'moved sockets receive events');
  await request(anter, 'POST', `/v1/bounty/up-the-ante/${watched}`, {
    body: { cc_amount: 2 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  await until(() => view.amount_cc === shownFirst + 5, 'the reconnected page follows the next event');
  check(true, 'the reconnected page follows events again');
  stats.killed = killLoad.failures.length;
  await startInstance('B');
  await sleep(2500); // nginx retries B after fail_timeout
  log(
    `B restarted (kill phase: ${killLoad.antes.length} antes, ${killLoad.claims.length} claims, ${killLoad.failures.length} failed in flight)`,
  );

  await reconcile(killLoad, anters);

  // 4. Rolling restart under load: no 5xx, no network error.
  const rolling = startLoad({ anters, hunters, anteBounties, claimBounties: rollingClaims, strict: true });
  for (const name of ['A', 'B']) {
    await sleep(1000);
    log(`SIGTERM instance ${name}`);
    const code = await stopInstance(name, 'SIGTERM');
    check(code === 0, `instance ${name} drained and exited 0 (got ${code})`);
    await startInstance(name);
    await sleep(2500);
  }
  await rolling.stop();
  check(watcherA.connected && watcherA.connects >= 2, 'a socket of A reconnected after its SIGTERM');
  stats.errors += rolling.failures.length;
  check(
    rolling.failures.length === 0,
    `no errors during the rolling restart (${rolling.failures.slice(0, 5).join('; ')})`,
  );
  log(`rolling restart passed (${rolling.antes.length} antes, ${rolling.claims.length} claims)`);

  // 5. Invariants on the database.
  const antes = [...killLoad.antes, ...rolling.antes];
  for (const c of anters) {
    const mine = antes.filter((a) => a.c === c && a.acked).length;
    const [{ n }] = await q('select count(*)::int as n from bounty_antes where user_id = $1 and amount = 1', [
      c.t.userId,
    ]);
    check(n === mine, `anter ${c.t.userId}: ${n} antes stored for ${mine} acknowledged`);
    check((await balance(c)) === 2000 - mine, `anter ${c.t.userId}: wallet is 2000 minus its antes`);
  }
  for (const cl of [...killLoad.claims, ...rolling.claims].filter((x) => x.acked)) {
    const [{ n }] = await q('select count(*)::int as n from bounty_claims where bounty_id = $1 and user_id = $2', [
      cl.bountyId,
      cl.c.t.userId,
    ]);
    check(n === 1, `acknowledged claim on bounty ${cl.bountyId} stored once`);
  }
  const [inv] = await q(`select
    (select coalesce(sum(balance), 0)::bigint from ledger_accounts) as total,
    (select count(*)::int from ledger_accounts where kind = 'user_wallet' and balance < 0) as negative,
    (select count(*)::int from ledger_accounts a where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)) as drift,
    (select count(*)::int from (select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0) x) as unbalanced`);
  check(Number(inv.total) === 0, `sum of all balances is zero (${inv.total})`);
  check(inv.negative === 0, 'no negative wallet');
  check(inv.drift === 0, 'every balance equals the sum of its entries');
  check(inv.unbalanced === 0, 'every transfer sums to zero');
  const [holds] = await q(
    `select count(*)::int as n from ledger_accounts where kind = 'withdrawal_hold' and balance <> 0`,
  );
  check(holds.n === 0, 'no crowns left on a settled withdrawal hold');
  const deadline = Date.now() + 10_000;
  let pending = -1;
  while (Date.now() < deadline) {
    [{ n: pending }] = await q('select count(*)::int as n from outbox_events where published_at is null');
    if (pending === 0) break;
    await sleep(250);
  }
  check(pending === 0, `outbox caught up (${pending} unpublished)`);
}

async function cleanup() {
  for (const s of sockets) s.close();
  for (const [name, child] of [...children].reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }
  smtp?.server.close();
  await db?.end().catch(() => {});
  try {
    const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${DB} with (force)`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
  } catch (err) {
    console.error(`cleanup: ${err.message}`);
  }
}

let failed = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    failed ??= new Error(signal);
    void cleanup().then(() => process.exit(1));
  });
try {
  await main();
} catch (err) {
  failed = err;
  stats.errors++;
}
await cleanup();
if (!failed) rmSync(TMP, { recursive: true, force: true });
const secs = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `cluster: ${failed ? 'FAILED' : 'passed'} in ${secs}s: ${stats.requests} requests sent, ${stats.errors} errors (plus ${stats.killed} cut by the SIGKILL, retried), ${stats.events} events delivered, ${stats.checks} invariant checks passed`,
);
if (failed) {
  console.error(failed.stack ?? failed.message);
  console.error(`instance logs kept in ${TMP}`);
  process.exit(1);
}
process.exit(0);
