import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { claim, newBounty, verifyPayload } from '../modules/bounties/bounty-test-helpers';
import { person, post, prepare } from '../test/people';
import { createTestApp } from '../test/setup';

/** An app with one submitted clip: anonymous views of it are counted once per hour per client IP. */
async function appWithClip(env: Record<string, string> = {}) {
  const t = await createTestApp({}, env);
  await prepare(t);
  const creator = await person(t, 10_000);
  const streamer = await person(t);
  const bountyId = await newBounty(t, creator);
  const claimId = await claim(t, bountyId, streamer);
  await post(t, `/v1/bounty/${bountyId}/claim/${claimId}/verify`, streamer.headers, verifyPayload);
  /** Whether this view counted; inject connects from 127.0.0.1 unless `from` says otherwise. */
  const counted = async (forwardedFor: string, from = '127.0.0.1') =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/views',
        remoteAddress: from,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { model_name: 'bountyClaims', model_id: claimId },
      })
    ).json().counted as boolean;
  return { t, counted };
}

describe('X-Forwarded-For', () => {
  let apps: Awaited<ReturnType<typeof appWithClip>>[] = [];
  let byDefault: (typeof apps)[number];
  let behindLocalProxy: (typeof apps)[number];
  let oneHop: (typeof apps)[number];
  beforeAll(async () => {
    byDefault = await appWithClip();
    behindLocalProxy = await appWithClip({ TRUST_PROXY: '127.0.0.1' });
    oneHop = await appWithClip({ TRUST_PROXY: '1' });
    apps = [byDefault, behindLocalProxy, oneHop];
  });
  afterAll(() => Promise.all(apps.map((a) => a.t.close())));

  it('is ignored by default: a client cannot pick a new IP to be counted again', async () => {
    expect(await byDefault.counted('198.51.100.1')).toBe(true);
    expect(await byDefault.counted('198.51.100.2')).toBe(false);
    expect(await byDefault.counted('198.51.100.3, 198.51.100.4')).toBe(false);
    // Another connection is another viewer.
    expect(await byDefault.counted('198.51.100.2', '203.0.113.50')).toBe(true);
  });

  it('names the client when it comes from a trusted proxy (TRUST_PROXY=127.0.0.1)', async () => {
    expect(await behindLocalProxy.counted('198.51.100.1')).toBe(true);
    expect(await behindLocalProxy.counted('198.51.100.2')).toBe(true);
    expect(await behindLocalProxy.counted('198.51.100.2')).toBe(false);
    // A client's own prefix does not help: the proxy appends the address it saw.
    expect(await behindLocalProxy.counted('10.9.9.9, 198.51.100.2')).toBe(false);
    // A client that connects directly is not a trusted proxy: its header is ignored.
    expect(await behindLocalProxy.counted('198.51.100.77', '203.0.113.60')).toBe(true);
    expect(await behindLocalProxy.counted('198.51.100.78', '203.0.113.60')).toBe(false);
  });

  it('with a hop count, takes the address that many proxies in', async () => {
    expect(await oneHop.counted('10.0.0.1, 198.51.100.5')).toBe(true);
    expect(await oneHop.counted('10.0.0.2, 198.51.100.5')).toBe(false);
    expect(await oneHop.counted('198.51.100.6')).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  const parse = (TRUST_PROXY: string) => loadEnv({ NODE_ENV: 'test', TRUST_PROXY }).TRUST_PROXY;

  it('is off unless set, and takes a hop count or addresses and CIDR ranges', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses to trust everyone and names bad entries', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY: trusting every address lets any client pick its own IP/);
    expect(() => parse('10.0.0.0/33,proxy.local')).toThrow(
      /TRUST_PROXY: not an address or CIDR range: 10.0.0.0\/33, proxy.local/,
    );
  });
});
