import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/setup';

describe('the built web app on the API port', () => {
  let t: TestContext;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'crowns-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Crowns</title>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    t = await createTestApp({}, { WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('serves index.html for client routes, to GET and to HEAD', async () => {
    for (const url of ['/', '/bountyboard', '/@kai?tab=bounties']) {
      const get = await t.app.inject({ method: 'GET', url });
      expect(get.statusCode, url).toBe(200);
      expect(get.body).toContain('<title>Crowns</title>');
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.body).toBe('');
    }
  });

  it('serves hashed assets as immutable, and answers HEAD for them too', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/assets/app-abc.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps API paths out of the fallback: unknown ones are JSON 404s', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/v1/nope' });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });
});
