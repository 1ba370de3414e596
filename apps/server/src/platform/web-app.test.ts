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
    // What the build's precompress step writes beside each text file.
    writeFileSync(join(dist, 'assets', 'app-abc.js.br'), 'brotli bytes');
    writeFileSync(join(dist, 'assets', 'app-abc.js.gz'), 'gzip bytes');
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

  it('sends the precompressed file the browser accepts, else the raw one', async () => {
    const br = await t.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['content-encoding'], br.body]).toEqual(['br', 'brotli bytes']);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    const gz = await t.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect([gz.headers['content-encoding'], gz.body]).toEqual(['gzip', 'gzip bytes']);
    const raw = await t.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect([raw.headers['content-encoding'], raw.body]).toEqual([undefined, 'console.log(1)']);
  });

  it('keeps API paths out of the fallback: unknown ones are JSON 404s', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/v1/nope' });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });
});
