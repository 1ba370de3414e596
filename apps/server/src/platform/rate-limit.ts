import { MSG } from '@crowns/contracts';
import type { Redis } from 'ioredis';
import type { Env } from '../env';
import type { Clock } from './clock';
import { tooManyRequests } from './errors';

/** At most `limit` hits per fixed window of `windowMs`. */
export type RateRule = { limit: number; windowMs: number };

/** Counts hits per key and window. Keys already carry the window index, so entries only need to expire. */
export interface RateLimitStore {
  /** Adds one hit to `key` and answers the new count; the entry may be dropped after `ttlMs`. */
  increment(key: string, ttlMs: number): Promise<number>;
  close?(): Promise<void>;
}

/** One process: a Map with expiry, pruned as it grows. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, { count: number; expiresAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, ttlMs: number) {
    const now = this.now();
    if (this.hits.size > 10_000) {
      for (const [k, v] of this.hits) if (v.expiresAt <= now) this.hits.delete(k);
    }
    const entry = this.hits.get(key);
    if (!entry || entry.expiresAt <= now) {
      this.hits.set(key, { count: 1, expiresAt: now + ttlMs });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }
}

/** Shared by every instance: INCR + PEXPIRE in one round trip. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'crowns:rl:',
  ) {}

  async increment(key: string, ttlMs: number) {
    const results = await this.redis
      .multi()
      .incr(this.prefix + key)
      .pexpire(this.prefix + key, ttlMs)
      .exec();
    const [err, count] = results?.[0] ?? [new Error('empty redis reply'), 0];
    if (err) throw err;
    return Number(count);
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * Redis first; while Redis does not answer (commands fail fast or time out, see platform/redis.ts), this instance's
 * memory, so limits still hold per instance instead of switching off. After a failure Redis is left alone for
 * `retryMs` (no request pays a timeout twice in a row); the switch both ways is logged once. No close(): the
 * Redis client is shared and closed by its owner.
 */
export class FailoverRateLimitStore implements RateLimitStore {
  private downUntil = 0;
  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
    private readonly retryMs = 5000,
  ) {}

  async increment(key: string, ttlMs: number) {
    if (Date.now() < this.downUntil) return this.fallback.increment(key, ttlMs);
    try {
      const count = await this.primary.increment(key, ttlMs);
      if (this.downUntil > 0) {
        this.downUntil = 0;
        this.log.info({}, 'rate limits: Redis answers again; counting there');
      }
      return count;
    } catch (err) {
      if (this.downUntil === 0)
        this.log.warn({ err }, "rate limits: Redis does not answer; counting in this instance's memory meanwhile");
      this.downUntil = Date.now() + this.retryMs;
      return this.fallback.increment(key, ttlMs);
    }
  }
}

export type RateLimiterOptions = {
  store?: RateLimitStore;
  clock?: Clock;
  /** Replaces the rule a caller passes for a named limit (tests use small limits); `false` turns it off. */
  overrides?: Record<string, RateRule | false>;
  /** Turns every limit off unless overridden (the default under NODE_ENV=test, see createRateLimiter). */
  disabled?: boolean;
  /** Store failures let the request through (availability first) and are reported here. */
  onStoreError?: (err: unknown) => void;
};

/**
 * Fixed-window limiter. `consume('login:ip', ip, rule)` throws 429 with Retry-After once `rule.limit`
 * hits of the current window are used up. The window index comes from the injected clock.
 */
export class RateLimiter {
  private readonly store: RateLimitStore;
  private readonly clock: Clock;
  constructor(private readonly options: RateLimiterOptions = {}) {
    this.clock = options.clock ?? { now: () => new Date() };
    this.store = options.store ?? new MemoryRateLimitStore(() => this.clock.now().getTime());
  }

  private ruleFor(name: string, rule: RateRule): RateRule | null {
    const override = this.options.overrides?.[name];
    if (override === false) return null;
    if (override) return override;
    return this.options.disabled ? null : rule;
  }

  async consume(name: string, key: string, rule: RateRule): Promise<void> {
    const effective = this.ruleFor(name, rule);
    if (!effective) return;
    const now = this.clock.now().getTime();
    const window = Math.floor(now / effective.windowMs);
    const resetAt = (window + 1) * effective.windowMs;
    let count: number;
    try {
      count = await this.store.increment(`${name}:${key}:${window}`, resetAt - now);
    } catch (err) {
      this.options.onStoreError?.(err);
      return;
    }
    if (count > effective.limit) throw tooManyRequests(MSG.rateLimited, Math.max(1, Math.ceil((resetAt - now) / 1000)));
  }

  /**
   * Counts one hit like `consume` but never throws: answers how many hits of the current window, this one included,
   * are past `rule.limit` (0 within it, when the rule is off or the store fails). For soft limits that slow callers
   * down instead of refusing them.
   */
  async excess(name: string, key: string, rule: RateRule): Promise<number> {
    const effective = this.ruleFor(name, rule);
    if (!effective) return 0;
    const now = this.clock.now().getTime();
    const window = Math.floor(now / effective.windowMs);
    try {
      const count = await this.store.increment(`${name}:${key}:${window}`, (window + 1) * effective.windowMs - now);
      return Math.max(0, count - effective.limit);
    } catch (err) {
      this.options.onStoreError?.(err);
      return 0;
    }
  }

  async close() {
    await this.store.close?.();
  }
}

/**
 * Memory store by default; with Redis (REDIS_URL), Redis shared by every instance, failing over to memory while it is
 * away (the client belongs to createDeps' caller: closing the limiter leaves it open). Limits are off under
 * NODE_ENV=test unless a test opts in.
 */
export function createRateLimiter(
  env: Env,
  clock: Clock,
  redis: Redis | undefined,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
) {
  const disabled = env.NODE_ENV === 'test';
  const memory = new MemoryRateLimitStore(() => clock.now().getTime());
  const store = redis && !disabled ? new FailoverRateLimitStore(new RedisRateLimitStore(redis), memory, log) : memory;
  return new RateLimiter({ store, clock, disabled });
}
