import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/setup';

const METRICS_TOKEN = 'scrape-me-please-0123456789';
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  STRIPE_SECRET_KEY: 'sk_test_123',
  PAYOUTS_PROVIDER: 'stripe',
  PUBLIC_URL: 'https://crowns.example',
  SMTP_URL: 'smtp://mail.example:587',
  // The tests' own database is passed in; this only satisfies the production check.
  PGLITE_IN_PRODUCTION: 'true',
};

/** A built web app, so the client-route fallback is in play too (it must not answer for these paths). */
function webDist() {
  const dir = mkdtempSync(join(tmpdir(), 'crowns-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Crowns</title>');
  return dir;
}

const get = (t: TestContext, url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('production: no public metrics, docs, dev or test routes', () => {
  let plain: TestContext;
  let scraped: TestContext;
  beforeAll(async () => {
    plain = await createTestApp({}, { ...production, WEB_DIST: webDist() });
    scraped = await createTestApp({}, { ...production, METRICS_TOKEN, DOCS: 'true' });
  });
  afterAll(async () => {
    await plain?.close();
    await scraped?.close();
  });

  it('has no /metrics without METRICS_TOKEN', async () => {
    expect((await get(plain, '/metrics')).statusCode).toBe(404);
    expect((await get(plain, '/metrics', { authorization: 'Bearer anything' })).statusCode).toBe(404);
  });

  it('answers /metrics only to the bearer of METRICS_TOKEN', async () => {
    expect((await get(scraped, '/metrics')).statusCode).toBe(401);
    expect((await get(scraped, '/metrics', { authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(401);
    expect((await get(scraped, '/metrics', { authorization: METRICS_TOKEN })).statusCode).toBe(401);
    const ok = await get(scraped, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  });

  it('has no API docs unless DOCS=true', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html'])
      expect((await get(plain, url)).statusCode, url).toBe(404);
    expect((await get(scraped, '/docs/json')).json().info.title).toBe('Crowns API');
  });

  it('has no /dev or /test routes, and the web app does not answer for them either', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/test/clock'])
      expect((await get(plain, url)).statusCode, url).toBe(404);
    const clock = await plain.app.inject({ method: 'POST', url: '/test/clock', payload: { advanceMs: 1000 } });
    expect(clock.statusCode).toBe(404);
    // A client route still gets the web app.
    expect((await get(plain, '/wallet')).statusCode).toBe(200);
  });
});

describe('development: metrics and docs open', () => {
  it('serves /metrics without a token and the docs page', async () => {
    const t = await createTestApp({}, { NODE_ENV: 'development' });
    try {
      expect((await get(t, '/metrics')).statusCode).toBe(200);
      expect((await get(t, '/docs/json')).statusCode).toBe(200);
      expect((await get(t, '/docs')).statusCode).not.toBe(404);
    } finally {
      await t.close();
    }
  });

  it('turns the docs off with DOCS=false and asks for the token once METRICS_TOKEN is set', async () => {
    const t = await createTestApp({}, { NODE_ENV: 'development', DOCS: 'false', METRICS_TOKEN });
    try {
      expect((await get(t, '/docs/json')).statusCode).toBe(404);
      expect((await get(t, '/metrics')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
