import { CONFIG_DEFAULTS } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { writeConfig } from './config.repo';

describe('POST /v1/config/', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the requested keys from the seeded config table', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/config/',
      payload: { keys: ['cc_per_usd', 'purchase_threshold'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      cc_per_usd: CONFIG_DEFAULTS.cc_per_usd,
      purchase_threshold: CONFIG_DEFAULTS.purchase_threshold,
    });
  });

  it('reflects a changed value and ignores unknown keys', async () => {
    await writeConfig(t.deps.database.db, 'cc_per_usd', 250);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/config',
      payload: { keys: ['cc_per_usd', 'secret_key'] },
    });
    expect(res.json().data).toEqual({ cc_per_usd: 250 });
  });

  it('answers every spec key when none are named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/config/' });
    expect(Object.keys(res.json().data).sort()).toEqual(Object.keys(CONFIG_DEFAULTS).sort());
  });

  it('serves health, readiness, metrics and the OpenAPI docs', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).json().status).toBe('ready');
    expect((await t.app.inject('/metrics')).body).toContain('http_request_duration_seconds');
    const spec = (await t.app.inject('/docs/json')).json();
    expect(spec.paths['/v1/config/']).toBeDefined();
    const res = await t.app.inject('/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
