import { describe, expect, it } from 'vitest';
import { devMailboxEnabled, loadEnv, paymentsProviderName, seedDemoEnabled } from './env';
import { DisabledMailer } from './platform/mailer';
import { createTestApp } from './test/setup';

const secret = 'x'.repeat(40);
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  STRIPE_SECRET_KEY: 'sk_live_123',
  PAYOUTS_PROVIDER: 'stripe',
  PUBLIC_URL: 'https://crowns.example',
  SMTP_URL: 'smtp://mail.example:587',
  DATABASE_URL: 'postgres://crowns@db.example:5432/crowns',
};

describe('what production refuses to start with', () => {
  it('starts with a secret, Stripe and SMTP: no demo data, no dev mailbox', () => {
    const env = loadEnv(production);
    expect(paymentsProviderName(env)).toBe('stripe');
    expect(seedDemoEnabled(env)).toBe(false);
    expect(devMailboxEnabled(env)).toBe(false);
  });

  it('refuses the sandbox payments provider (free crowns for test cards) unless staging opts in loudly', () => {
    const { STRIPE_SECRET_KEY: _, ...sandbox } = production;
    expect(() => loadEnv(sandbox)).toThrow(/PAYMENTS_PROVIDER: the sandbox credits crowns for test cards/);
    expect(() => loadEnv({ ...sandbox, PAYMENTS_PROVIDER: 'sandbox' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(paymentsProviderName(loadEnv({ ...sandbox, UNSAFE_SANDBOX_PROVIDERS: 'true' }))).toBe('sandbox');
  });

  it('refuses the sandbox payouts provider (test identities, test accounts) unless staging opts in loudly', () => {
    const { PAYOUTS_PROVIDER: _, ...sandbox } = production;
    expect(() => loadEnv(sandbox)).toThrow(/PAYOUTS_PROVIDER: the sandbox passes test identities/);
    expect(loadEnv({ ...sandbox, UNSAFE_SANDBOX_PROVIDERS: 'true' }).PAYOUTS_PROVIDER).toBe('sandbox');
  });

  it('refuses demo accounts, the dev mailbox and a missing mail transport', () => {
    expect(() => loadEnv({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: demo accounts have published/);
    expect(() => loadEnv({ ...production, DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX: shows every mail/);
    const { SMTP_URL: _, ...noMail } = production;
    expect(() => loadEnv(noMail)).toThrow(/SMTP_URL: required in production/);
  });

  it('refuses the embedded database unless asked for, and a missing public URL', () => {
    const { DATABASE_URL: _, ...embedded } = production;
    expect(() => loadEnv(embedded)).toThrow(
      'DATABASE_URL: required in production (or PGLITE_IN_PRODUCTION=true for one process on the embedded database)',
    );
    expect(loadEnv({ ...embedded, PGLITE_IN_PRODUCTION: 'true' }).DATABASE_URL).toBeUndefined();
    const { PUBLIC_URL: __, ...noUrl } = production;
    expect(() => loadEnv(noUrl)).toThrow('PUBLIC_URL: required in production (mailed links and payment return pages)');
  });

  it('starts without SMTP only when mail is explicitly off, and then sends nothing', async () => {
    const { SMTP_URL: _, ...noMail } = production;
    const env = loadEnv({ ...noMail, MAIL_DISABLED: 'true' });
    expect(devMailboxEnabled(env)).toBe(false);
    // Outside production MAIL_DISABLED turns the dev mailbox off too.
    expect(devMailboxEnabled(loadEnv({ NODE_ENV: 'development', MAIL_DISABLED: 'true' }))).toBe(false);
    const t = await createTestApp({}, { MAIL_DISABLED: 'true' });
    try {
      expect(t.deps.mailer).toBeInstanceOf(DisabledMailer);
      expect((await t.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('names every problem at once', () => {
    const message = (() => {
      try {
        loadEnv({ NODE_ENV: 'production' });
      } catch (err) {
        return (err as Error).message;
      }
    })();
    for (const name of ['JWT_SECRET', 'DATABASE_URL', 'PUBLIC_URL', 'PAYMENTS_PROVIDER', 'SMTP_URL'])
      expect(message).toContain(`  ${name}:`);
  });

  it('refuses a Twitch or Kick client id without its secret (and the other way round)', () => {
    expect(() => loadEnv({ TWITCH_CLIENT_ID: 'abc' })).toThrow(/TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET: set both/);
    expect(() => loadEnv({ KICK_CLIENT_SECRET: 'abc' })).toThrow(/KICK_CLIENT_ID, KICK_CLIENT_SECRET: set both/);
    expect(loadEnv({ TWITCH_CLIENT_ID: 'a', TWITCH_CLIENT_SECRET: 'b' }).STREAM_POLL_SECONDS).toBe(60);
  });

  it('refuses production without the provider-token key, and a key that is not 32 bytes anywhere', () => {
    const { TOKEN_ENCRYPTION_KEY: _, ...noKey } = production;
    expect(() => loadEnv(noKey)).toThrow(/TOKEN_ENCRYPTION_KEY: required in production/);
    expect(() => loadEnv({ TOKEN_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /TOKEN_ENCRYPTION_KEY: must be the base64 of 32 random bytes/,
    );
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'abc' })).toThrow(/GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both/);
  });

  it('seeds demo data in development by default, elsewhere only when asked', () => {
    expect(seedDemoEnabled(loadEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(seedDemoEnabled(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }))).toBe(false);
    expect(seedDemoEnabled(loadEnv({ NODE_ENV: 'test' }))).toBe(false);
    expect(seedDemoEnabled(loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'true' }))).toBe(true);
  });
});

describe('the sandbox checkout exists only while it is the payments provider', () => {
  it('has no sandbox pages or callback when Stripe is configured', async () => {
    const t = await createTestApp({}, { STRIPE_SECRET_KEY: 'sk_test_123', PUBLIC_URL: 'http://localhost:3000' });
    try {
      const page = await t.app.inject('/pay/sandbox/abc');
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('application/json');
      const callback = await t.app.inject({ method: 'POST', url: '/v1/payments/sandbox/callback', payload: '{}' });
      expect(callback.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('has them with the sandbox provider', async () => {
    const t = await createTestApp();
    try {
      // An unknown checkout: the sandbox's own 'not found' page, not the router's JSON 404.
      expect((await t.app.inject('/pay/sandbox/abc')).headers['content-type']).toContain('text/html');
      const callback = await t.app.inject({ method: 'POST', url: '/v1/payments/sandbox/callback', payload: '{}' });
      expect(callback.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
