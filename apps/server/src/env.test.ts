import { describe, expect, it } from 'vitest';
import { devMailboxEnabled, loadEnv, paymentsProviderName, seedDemoEnabled } from './env';
import { createTestApp } from './test/setup';

const secret = 'x'.repeat(40);
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  STRIPE_SECRET_KEY: 'sk_live_123',
  PUBLIC_URL: 'https://crowns.example',
  SMTP_URL: 'smtp://mail.example:587',
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

  it('refuses demo accounts, the dev mailbox and a missing mail transport', () => {
    expect(() => loadEnv({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: demo accounts have published/);
    expect(() => loadEnv({ ...production, DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX: shows every mail/);
    const { SMTP_URL: _, ...noMail } = production;
    expect(() => loadEnv(noMail)).toThrow(/SMTP_URL: required in production/);
  });

  it('names every problem at once', () => {
    const message = (() => {
      try {
        loadEnv({ NODE_ENV: 'production' });
      } catch (err) {
        return (err as Error).message;
      }
    })();
    for (const name of ['JWT_SECRET', 'PAYMENTS_PROVIDER', 'SMTP_URL']) expect(message).toContain(`  ${name}:`);
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
