import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { AppError } from './errors';
import {
  FailoverRateLimitStore,
  MemoryRateLimitStore,
  RateLimiter,
  type RateLimitStore,
  RedisRateLimitStore,
} from './rate-limit';

const rule = { limit: 3, windowMs: 60_000 };

async function status(p: Promise<void>) {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return `${err.httpStatus}:${err.extra?.retryAfter}`;
    throw err;
  }
}

function suite(name: string, makeStore: (clock: ManualClock) => RateLimitStore) {
  describe(`RateLimiter with ${name}`, () => {
    it('allows the limit per key and window, then answers 429 with the seconds left', async () => {
      const clock = new ManualClock(new Date('2030-01-01T00:00:10Z'));
      const limiter = new RateLimiter({ store: makeStore(clock), clock });
      for (let i = 0; i < 3; i++) expect(await status(limiter.consume('login', 'a', rule))).toBe('ok');
      expect(await status(limiter.consume('login', 'a', rule))).toBe('429:50');
      // Other keys and other limit names count separately.
      expect(await status(limiter.consume('login', 'b', rule))).toBe('ok');
      expect(await status(limiter.consume('register', 'a', rule))).toBe('ok');
      clock.advance(50_000);
      expect(await status(limiter.consume('login', 'a', rule))).toBe('ok');
      await limiter.close();
    });

    it('counts the hits past a soft limit per key and window without ever refusing', async () => {
      const clock = new ManualClock(new Date('2030-01-01T00:00:10Z'));
      const limiter = new RateLimiter({ store: makeStore(clock), clock });
      const excess = [];
      for (let i = 0; i < 6; i++) excess.push(await limiter.excess('slow', 'a', rule));
      expect(excess).toEqual([0, 0, 0, 1, 2, 3]);
      expect(await limiter.excess('slow', 'b', rule)).toBe(0);
      clock.advance(50_000);
      expect(await limiter.excess('slow', 'a', rule)).toBe(0);
      await limiter.close();
    });
  });
}

suite('the memory store', (clock) => new MemoryRateLimitStore(() => clock.now().getTime()));

const redisUrl = process.env.REDIS_URL;
const clients: Redis[] = [];
if (redisUrl) {
  // A fresh prefix per run, so runs never see each other's counters.
  const prefix = `crowns:test:${randomBytes(4).toString('hex')}:`;
  suite('the Redis store', () => {
    const redis = new Redis(redisUrl);
    clients.push(redis);
    return new RedisRateLimitStore(redis, prefix);
  });
  it('shares counters between instances through Redis', async () => {
    const clock = new ManualClock(new Date('2030-01-01T00:00:00Z'));
    const a = new Redis(redisUrl);
    const b = new Redis(redisUrl);
    const one = new RateLimiter({ store: new RedisRateLimitStore(a, `${prefix}shared:`), clock });
    const two = new RateLimiter({ store: new RedisRateLimitStore(b, `${prefix}shared:`), clock });
    await one.consume('x', 'k', { limit: 2, windowMs: 60_000 });
    await two.consume('x', 'k', { limit: 2, windowMs: 60_000 });
    expect(await status(one.consume('x', 'k', { limit: 2, windowMs: 60_000 }))).toBe('429:60');
    await Promise.all([one.close(), two.close()]);
  });
}
afterAll(() => Promise.all(clients.map((c) => c.quit().catch(() => {}))));

describe('RateLimiter options', () => {
  it('uses overrides by name, can switch a limit off, and is off entirely when disabled', async () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter({ clock, overrides: { small: { limit: 1, windowMs: 1000 }, off: false } });
    expect(await status(limiter.consume('small', 'k', rule))).toBe('ok');
    expect(await status(limiter.consume('small', 'k', rule))).toBe('429:1');
    for (let i = 0; i < 5; i++) expect(await status(limiter.consume('off', 'k', rule))).toBe('ok');

    const disabled = new RateLimiter({ clock, disabled: true, overrides: { on: { limit: 1, windowMs: 1000 } } });
    for (let i = 0; i < 5; i++) expect(await status(disabled.consume('any', 'k', rule))).toBe('ok');
    await disabled.consume('on', 'k', rule);
    expect(await status(disabled.consume('on', 'k', rule))).toBe('429:1');
  });

  it('lets requests through when the store fails, and reports it', async () => {
    const errors: unknown[] = [];
    const limiter = new RateLimiter({
      store: { increment: () => Promise.reject(new Error('down')) },
      onStoreError: (err) => errors.push(err),
    });
    expect(await status(limiter.consume('a', 'b', { limit: 0, windowMs: 1000 }))).toBe('ok');
    expect(errors).toHaveLength(1);
  });
});

describe('FailoverRateLimitStore', () => {
  it('counts in memory while the shared store fails, leaves it alone for a while, logs each switch once', async () => {
    let up = true;
    let calls = 0;
    const shared = new MemoryRateLimitStore();
    const flaky: RateLimitStore = {
      increment: (key, ttl) => {
        calls++;
        return up ? shared.increment(key, ttl) : Promise.reject(new Error('Command timed out'));
      },
    };
    const logs: string[] = [];
    const log = {
      warn: (_o: object, m: string) => logs.push(`warn ${m}`),
      info: (_o: object, m: string) => logs.push(`info ${m}`),
    };
    const limiter = new RateLimiter({ store: new FailoverRateLimitStore(flaky, new MemoryRateLimitStore(), log, 50) });
    const two = { limit: 2, windowMs: 60_000 };
    expect(await status(limiter.consume('x', 'k', two))).toBe('ok');
    up = false;
    expect(await status(limiter.consume('x', 'k', two))).toBe('ok');
    expect(await status(limiter.consume('x', 'k', two))).toBe('ok');
    expect(await status(limiter.consume('x', 'k', two))).toMatch(/^429:/);
    expect(calls).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    up = true;
    await limiter.consume('y', 'k', two);
    expect(calls).toBe(3);
    expect(logs).toEqual([
      "warn rate limits: Redis does not answer; counting in this instance's memory meanwhile",
      'info rate limits: Redis answers again; counting there',
    ]);
  });
});
