import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { connectPglite, connectPostgres, type Database, type Tx } from './db/client';
import { runMigrations } from './db/migrate';
import { devMailboxEnabled, type Env } from './env';
import { type AuthGuard, createAuthGuard } from './platform/auth-guard';
import { type Clock, systemClock } from './platform/clock';
import { createLogger } from './platform/logging';
import { DevMailbox, DisabledMailer, type Mailer, SmtpMailer } from './platform/mailer';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit';
import { connectRedis } from './platform/redis';
import { S3Storage, s3SettingsOf } from './platform/s3-storage';
import { LocalStorage, type Storage } from './platform/storage';
import { OffsetClock, testClockEnabled } from './platform/test-clock';
import { TokenService } from './platform/tokens';

/** Everything the app needs from the outside world; tests build their own. */
export type AppDeps = {
  env: Env;
  database: Database;
  clock: Clock;
  tokens: TokenService;
  guard: AuthGuard;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  /** Secret for HMAC signatures (storage URLs, sandbox payment callbacks). */
  secret: string;
  /** Request rate limits (auth calls); memory or Redis. Optional so hand-built deps keep working. */
  rateLimiter?: RateLimiter;
  /** Redis commands (rate limits, /readyz) when REDIS_URL is set; the caller of createDeps closes it (closeRedis). */
  redis?: Redis;
};

/**
 * The same deps with every query on `tx`: a service called with them runs inside the caller's transaction (its own
 * transactions become savepoints), so the caller's writes and the service's commit or roll back together.
 */
export const inTransaction = (deps: AppDeps, tx: Tx): AppDeps => ({ ...deps, database: { ...deps.database, db: tx } });

/** In development the secret is generated once and kept beside the data, so sessions survive restarts. */
function resolveSecret(env: Env) {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dirname(env.PGLITE_DIR), 'dev-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** S3-compatible storage when S3_BUCKET is set, else the local disk under UPLOADS_DIR. */
function createStorage(env: Env, secret: string, now: () => Date): Storage {
  const s3 = s3SettingsOf(env);
  return s3 ? new S3Storage(s3, secret, now) : new LocalStorage(env.UPLOADS_DIR, secret, now);
}

/** SMTP when configured (and the dev mailbox is not forced on), nothing with MAIL_DISABLED, else the dev mailbox. */
function createMailer(env: Env, database: Database, logger: Logger): Mailer {
  if (devMailboxEnabled(env)) return new DevMailbox(database.db, logger);
  if (env.SMTP_URL) return new SmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  return env.MAIL_DISABLED ? new DisabledMailer(logger) : new DevMailbox(database.db, logger);
}

/** Connects everything; throws RedisUnavailableError (before opening the database) when REDIS_URL does not answer. */
export async function createDeps(env: Env, overrides: Partial<AppDeps> = {}): Promise<AppDeps> {
  const logger = overrides.logger ?? createLogger(env);
  const redis = overrides.redis ?? (env.REDIS_URL ? await connectRedis(env.REDIS_URL, logger) : undefined);
  const database =
    overrides.database ?? (env.DATABASE_URL ? connectPostgres(env.DATABASE_URL) : await connectPglite(env.PGLITE_DIR));
  if (!overrides.database) {
    const { applied } = await runMigrations(database);
    if (applied > 0) logger.info({ applied }, 'database migrations applied');
  }
  const clock = overrides.clock ?? (testClockEnabled(env) ? new OffsetClock() : systemClock);
  const secret = overrides.secret ?? resolveSecret(env);
  const tokens = overrides.tokens ?? new TokenService(secret, clock);
  const mailer = overrides.mailer ?? createMailer(env, database, logger);
  const storage = overrides.storage ?? createStorage(env, secret, () => clock.now());
  const guard = createAuthGuard(database, tokens);
  const rateLimiter = overrides.rateLimiter ?? createRateLimiter(env, clock, redis, logger);
  return { env, database, clock, tokens, guard, mailer, storage, logger, secret, rateLimiter, redis };
}
