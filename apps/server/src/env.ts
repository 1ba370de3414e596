import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustProxySchema } from './platform/trust-proxy';

/** The repository root: relative data paths mean the same folder whatever the working directory (npm -w runs in apps/server). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const fromRoot = z.string().transform((p) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p)));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads. Documented in .env.example. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PGLITE_DIR: fromRoot.prefault('./data/pglite'),
  /** Production on the embedded database (one process, no DATABASE_URL): a small single-machine install only. */
  PGLITE_IN_PRODUCTION: bool.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Crowns <no-reply@crowns.local>'),
  /** No mail at all (logged, not sent): lets production start without SMTP_URL, e.g. a closed staging server. */
  MAIL_DISABLED: bool.default(false),
  UPLOADS_DIR: fromRoot.prefault('./data/uploads'),
  /** S3-compatible storage instead of the local disk when S3_BUCKET is set (see platform/s3-storage.ts). */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Money out (decision 018): the sandbox unless PAYOUTS_PROVIDER=stripe (Connect, Identity; STRIPE_SECRET_KEY). */
  PAYOUTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_IDENTITY_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** How long the sandbox takes to settle a payout or decide an identity check in review (app clock). */
  SANDBOX_PAYOUT_DELAY_SECONDS: z.coerce.number().int().min(0).default(120),
  /** Demo accounts (published passwords) and demo bounties on an empty database. Default: on in development only. */
  SEED_DEMO: bool.optional(),
  /** Lets the sandbox providers (test cards that credit real crowns) run in production: staging only. */
  UNSAFE_SANDBOX_PROVIDERS: bool.default(false),
  DEV_MAILBOX: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: fromRoot.optional(),
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  /** Longest life of a shared public page (decision 021): the bound on staleness for changes no event tells; 0 = off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Longest life of a shared search page (decision 029): searches miss most and cost the most per miss. */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Browser-test mode: an offset clock and POST /test/clock (never in production). */
  E2E: bool.default(false),
  /** Which proxies may set X-Forwarded-For: unset/false = none, a hop count, or addresses/CIDRs (see trust-proxy.ts). */
  TRUST_PROXY: trustProxySchema,
  /** Bearer token for /metrics (any mode); production without one has no /metrics at all. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The API docs page at /docs. Default: on outside production. */
  DOCS: bool.optional(),
  /** Twitch app (sign-in and the stream-status poll, decision 019): both or neither. */
  TWITCH_CLIENT_ID: z.string().optional(),
  TWITCH_CLIENT_SECRET: z.string().optional(),
  /** Kick app (sign-in and the stream-status poll): both or neither. */
  KICK_CLIENT_ID: z.string().optional(),
  KICK_CLIENT_SECRET: z.string().optional(),
  /** Google app (sign-in with Google; YouTube upload links use the same client): both or neither. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Discord app (sign-in with Discord): both or neither. */
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  /** TikTok app (TikTok upload links): both or neither. */
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  /** AES-256-GCM key of provider tokens at rest (base64 of 32 bytes); required in production (decision 019). */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be the base64 of 32 random bytes')
    .optional(),
  /** How often the linked Twitch/Kick channels are polled for their live status. */
  STREAM_POLL_SECONDS: z.coerce.number().int().min(10).default(60),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; on failure throws one error naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const refused = [
    ...s3Problems(env),
    ...pairProblems(env),
    ...(env.NODE_ENV === 'production' ? productionProblems(env) : []),
  ];
  if (refused.length > 0) throw new Error(`Invalid environment variables:\n${refused.map((l) => `  ${l}`).join('\n')}`);
  return env;
}

/** S3 settings that cannot work: keys given by halves, or S3 details without a bucket. */
function s3Problems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  const details = [env.S3_REGION, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID].some((v) => v !== undefined);
  if (details && !env.S3_BUCKET) problems.push('S3_BUCKET: required when any other S3_* variable is set');
  return problems;
}

/** Client id/secret pairs given by halves. */
function pairProblems(env: Env): string[] {
  const pairs = [
    ['TWITCH_CLIENT_ID', 'TWITCH_CLIENT_SECRET'],
    ['KICK_CLIENT_ID', 'KICK_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
    ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  ] as const;
  return pairs.filter(([a, b]) => !env[a] !== !env[b]).map(([a, b]) => `${a}, ${b}: set both or neither`);
}

/** What production refuses to start with: each of these would give strangers crowns, accounts or mail. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  if (!env.TOKEN_ENCRYPTION_KEY)
    problems.push("TOKEN_ENCRYPTION_KEY: required in production (encrypts linked accounts' provider tokens)");
  if (!env.DATABASE_URL && !env.PGLITE_IN_PRODUCTION)
    problems.push(
      'DATABASE_URL: required in production (or PGLITE_IN_PRODUCTION=true for one process on the embedded database)',
    );
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (mailed links and payment return pages)');
  if (env.E2E) problems.push('E2E: not allowed in production');
  if (paymentsProviderName(env) === 'sandbox' && !env.UNSAFE_SANDBOX_PROVIDERS)
    problems.push(
      'PAYMENTS_PROVIDER: the sandbox credits crowns for test cards; set STRIPE_SECRET_KEY (or UNSAFE_SANDBOX_PROVIDERS=true on a staging server)',
    );
  if (env.PAYOUTS_PROVIDER === 'sandbox' && !env.UNSAFE_SANDBOX_PROVIDERS)
    problems.push(
      'PAYOUTS_PROVIDER: the sandbox passes test identities and pays test accounts; set PAYOUTS_PROVIDER=stripe (or UNSAFE_SANDBOX_PROVIDERS=true on a staging server)',
    );
  if (env.SEED_DEMO)
    problems.push('SEED_DEMO: demo accounts have published passwords (admin included); not allowed in production');
  if (env.DEV_MAILBOX)
    problems.push('DEV_MAILBOX: shows every mail (reset links included) to anyone; not allowed in production');
  if (!env.SMTP_URL && !env.MAIL_DISABLED)
    problems.push(
      'SMTP_URL: required in production (verification and reset mails must reach people), or MAIL_DISABLED=true',
    );
  return problems;
}

/** Stripe when its key is set or it is named; otherwise the sandbox checkout with test cards. */
export const paymentsProviderName = (env: Env): 'stripe' | 'sandbox' =>
  env.STRIPE_SECRET_KEY || env.PAYMENTS_PROVIDER === 'stripe' ? 'stripe' : 'sandbox';

/** Demo data is seeded in development unless turned off, elsewhere only when asked for (never in production). */
export const seedDemoEnabled = (env: Env) => env.SEED_DEMO ?? env.NODE_ENV === 'development';

/** The API docs page: on outside production unless turned off, in production only when asked for. */
export const docsEnabled = (env: Env) => env.DOCS ?? env.NODE_ENV !== 'production';

/** The dev mailbox is on in development and tests unless real SMTP is configured or mail is turned off. */
export const devMailboxEnabled = (env: Env) =>
  env.DEV_MAILBOX ?? (env.NODE_ENV !== 'production' && !env.SMTP_URL && !env.MAIL_DISABLED);
