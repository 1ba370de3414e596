import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, REPO_ROOT } from '../env';
import { AUTH_LIMITS } from '../modules/auth/auth-limits';
import { createTestApp, type TestContext } from '../test/setup';
import { tcpProxy } from '../test/tcp-proxy';
import { AppError } from './errors';
import {
  createRateLimiter,
  FailoverRateLimitStore,
  MemoryRateLimitStore,
  RateLimiter,
  RedisRateLimitStore,
} from './rate-limit';
import { closeRedis, connectRedis } from './redis';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

describe('Redis down at start', () => {
  it('the server stops with one line naming REDIS_URL, before opening the database, and never says it runs', async () => {
    const redisPort = await freePort();
    const data = mkdtempSync(join(tmpdir(), 'crowns-redis-down-'));
    const child = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(await freePort()),
        PGLITE_DIR: join(data, 'pglite'),
        UPLOADS_DIR: join(data, 'uploads'),
        DATABASE_URL: '',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(out).not.toContain('running');
    expect(err.trim()).toBe(
      `REDIS_URL: Redis at redis://127.0.0.1:${redisPort} does not answer (connect ECONNREFUSED 127.0.0.1:${redisPort}); start it, or unset REDIS_URL to run one instance without it`,
    );
    expect(existsSync(join(data, 'pglite'))).toBe(false);
  }, 30_000);
});

const REDIS_URL = process.env.REDIS_URL;
type Logged = { warn: string[]; info: string[] };
const sink = (logged: Logged) => ({
  warn: (_obj: object, msg: string) => void logged.warn.push(msg),
  info: (_obj: object, msg: string) => void logged.info.push(msg),
});
/** A pino logger whose lines the test reads back. */
function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { logger, messages: () => lines.map((l) => l.msg) };
}
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};
const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100)))
    if (await check()) return true;
  return false;
};

describe.skipIf(!REDIS_URL)('Redis faults while running (through a proxy the test cuts)', () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let t: TestContext;
  let redis: Redis;
  const logged: Logged = { warn: [], info: [] };
  const log = capturedLogger();
  // A fresh tag per run, so runs never see each other's counters.
  const tag = randomBytes(4).toString('hex');
  const prefix = `crowns:test:${tag}:`;
  // The limiters' clock stays in the middle of one minute's window: attempts that straddled the turn of a minute were
  // counted in two fixed windows, and the last one was let through instead of refused.
  const WINDOW_MS = 60_000;
  const midWindowAt = (Math.floor(Date.now() / WINDOW_MS) + 0.5) * WINDOW_MS;
  const midWindow = { now: () => new Date(midWindowAt) };
  beforeAll(async () => {
    proxy = await tcpProxy(new URL(REDIS_URL!));
    redis = await connectRedis(proxy.url, sink(logged));
    const small = { limit: 3, windowMs: WINDOW_MS };
    const store = new FailoverRateLimitStore(
      new RedisRateLimitStore(redis, prefix),
      new MemoryRateLimitStore(),
      sink(logged),
      300,
    );
    t = await createTestApp(
      {
        redis,
        logger: log.logger,
        rateLimiter: new RateLimiter({
          store,
          overrides: Object.fromEntries(Object.keys(AUTH_LIMITS).map((name) => [name, small])),
          clock: midWindow,
        }),
      },
      { REDIS_URL: proxy.url },
    );
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  const readyz = () => timed(() => t.app.inject('/readyz'));
  const login = (n: number) =>
    timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: `nobody-${tag}-${n}@example.com`, password: 'Wrong#pass1' },
      }),
    );

  it('/readyz answers 503 within a second while Redis does not answer, and 200 again once it does', async () => {
    expect((await readyz()).result.json()).toMatchObject({ status: 'ready', redis: 'ok' });
    proxy.hang();
    const { result, ms } = await readyz();
    expect(result.statusCode).toBe(503);
    expect(result.json()).toEqual({ status: 'unavailable', down: ['redis'] });
    expect(ms).toBeLessThan(1000);
    proxy.cut();
    expect((await readyz()).result.statusCode).toBe(503);
    proxy.restore();
    expect(await until(async () => (await readyz()).result.statusCode === 200)).toBe(true);
  });

  it('logins neither hang nor lose their limits while Redis does not answer (memory meanwhile, logged once)', async () => {
    expect((await login(0)).result.statusCode).toBe(401);
    proxy.hang();
    const attempts = [];
    for (let n = 1; n <= 4; n++) attempts.push(await login(n));
    for (const a of attempts) expect(a.ms).toBeLessThan(1500);
    // The memory count starts at the fault: three more from this address pass, the fourth is refused.
    expect(attempts.map((a) => a.result.statusCode)).toEqual([401, 401, 401, 429]);
    expect(logged.warn.filter((m) => m.startsWith('rate limits:'))).toHaveLength(1);

    proxy.restore();
    expect(await until(async () => redis.status === 'ready')).toBe(true);
    await new Promise((r) => setTimeout(r, 350));
    await login(5);
    expect(logged.info).toContain('rate limits: Redis answers again; counting there');
  });

  it('an event broadcast while Redis is gone is logged, not a crash', async () => {
    proxy.cut();
    t.app.realtime.io.emit('ping', { at: 1 });
    await new Promise((r) => setTimeout(r, 800));
    proxy.hang();
    t.app.realtime.io.emit('ping', { at: 2 });
    await new Promise((r) => setTimeout(r, 800));
    expect(log.messages().filter((m) => m.startsWith('realtime: an event could not'))).toHaveLength(1);
    proxy.restore();
  });

  it('the production limiter (createRateLimiter) fails over to memory at once and keeps limiting', async () => {
    const own = await connectRedis(proxy.url, sink({ warn: [], info: [] }));
    const warned: Logged = { warn: [], info: [] };
    const limiter = createRateLimiter(loadEnv({ NODE_ENV: 'development' }), midWindow, own, sink(warned));
    const rule = { limit: 2, windowMs: WINDOW_MS };
    const key = randomBytes(4).toString('hex');
    const outcome = (p: Promise<void>) =>
      p.then(
        () => 'ok',
        (e) => (e instanceof AppError ? e.httpStatus : 'error'),
      );
    try {
      proxy.hang();
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await timed(() => outcome(limiter.consume('fault', key, rule))));
      expect(results.map((r) => r.result)).toEqual(['ok', 'ok', 429]);
      expect(results[0]!.ms).toBeLessThan(1000);
      expect(results[1]!.ms + results[2]!.ms).toBeLessThan(100);
      expect(warned.warn).toHaveLength(1);
    } finally {
      proxy.restore();
      await closeRedis(own);
    }
  });

  it('shuts down within seconds while Redis is gone', async () => {
    proxy.cut();
    const { ms } = await timed(() => t.close());
    expect(ms).toBeLessThan(5000);
    t = undefined as unknown as TestContext;
  });
});
