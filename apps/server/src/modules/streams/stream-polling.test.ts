import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RT_EVENTS, SOCIAL_MSG } from '@crowns/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkedAccounts, outboxEvents, streams } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, type TestUser } from '../../test/users';
import { sweepDue } from '../index';
import { applyStreamChange } from './stream-provider';

/**
 * A local double of Twitch (id.twitch.tv, api.twitch.tv) and Kick (id.kick.com, api.kick.com): global fetch is
 * stubbed to send those hosts here, everything else (the database) is real.
 */
type Live = Record<string, unknown>;
const double = {
  twitchLive: new Map<string, Live>(),
  kickLive: new Map<string, Live>(),
  /** Answers the next platform (API, not token) calls with this status instead. */
  failWith: [] as { status: number; headers?: Record<string, string> }[],
  calls: [] as {
    host: string;
    path: string;
    query: URLSearchParams;
    auth?: string;
    clientId?: string;
    body?: string;
  }[],
  tokensIssued: new Map<string, number>(),
  tokenLifetime: 3600,
};
let server: Server;
let base = '';
const realFetch = globalThis.fetch;
const PLATFORM_HOSTS = ['id.twitch.tv', 'api.twitch.tv', 'id.kick.com', 'api.kick.com'];

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://double');
  const [, host, ...rest] = url.pathname.split('/');
  const path = `/${rest.join('/')}`;
  let body = '';
  for await (const chunk of req) body += chunk;
  double.calls.push({
    host: host!,
    path,
    query: url.searchParams,
    auth: req.headers.authorization,
    clientId: req.headers['client-id'] as string | undefined,
    body,
  });
  if (path === '/oauth2/token' || path === '/oauth/token') {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials' || !form.get('client_secret'))
      return json(res, 400, { message: 'bad request' });
    const n = (double.tokensIssued.get(host!) ?? 0) + 1;
    double.tokensIssued.set(host!, n);
    return json(res, 200, {
      access_token: `${host}-token-${n}`,
      expires_in: double.tokenLifetime,
      token_type: 'bearer',
    });
  }
  const failure = double.failWith.shift();
  if (failure) return json(res, failure.status, { message: 'failure' }, failure.headers);
  if (host === 'api.twitch.tv' && path === '/helix/streams') {
    const ids = url.searchParams.getAll('user_id');
    return json(res, 200, {
      data: ids.flatMap((id) => {
        const live = double.twitchLive.get(id);
        return live ? [{ user_id: id, type: 'live', ...live }] : [];
      }),
      pagination: {},
    });
  }
  if (host === 'api.kick.com' && path === '/public/v1/livestreams') {
    const ids = url.searchParams.getAll('broadcaster_user_id');
    return json(res, 200, {
      data: ids.flatMap((id) => {
        const live = double.kickLive.get(id);
        return live ? [{ broadcaster_user_id: Number(id), ...live }] : [];
      }),
      message: 'OK',
    });
  }
  json(res, 404, { message: 'not found' });
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (!PLATFORM_HOSTS.includes(url.host)) return realFetch(input, init);
    return realFetch(`${base}/${url.host}${url.pathname}${url.search}`, init);
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

const credentials = {
  TWITCH_CLIENT_ID: 'twitch-client',
  TWITCH_CLIENT_SECRET: 'twitch-secret',
  KICK_CLIENT_ID: 'kick-client',
  KICK_CLIENT_SECRET: 'kick-secret',
  STREAM_POLL_SECONDS: '60',
};

let t: TestContext;
let kai: TestUser;
let luna: TestUser;
beforeEach(async () => {
  double.twitchLive.clear();
  double.kickLive.clear();
  double.failWith = [];
  double.calls = [];
  double.tokensIssued.clear();
  double.tokenLifetime = 3600;
  t = await createTestApp({}, credentials);
  kai = await createUser(t.deps, { streamer: true });
  luna = await createUser(t.deps, { streamer: true });
  await link(kai, 'twitch', '1001', 'kai_streams');
  await link(luna, 'kick', '2002', 'luna_live');
});
afterEach(() => t.close());

const link = (user: TestUser, provider: 'twitch' | 'kick', id: string, handle: string) =>
  t.deps.database.db.insert(linkedAccounts).values({ userId: user.id, provider, providerUserId: id, handle });
const streamOf = async (user: TestUser, platform: 'twitch' | 'kick') =>
  (
    await t.deps.database.db
      .select()
      .from(streams)
      .where(and(eq(streams.userId, user.id), eq(streams.platform, platform)))
  )[0];
const events = async (name: string) =>
  (
    await t.deps.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, name))
      .orderBy(asc(outboxEvents.id))
  ).map((e) => e.payload);
const apiCalls = (host: string) => double.calls.filter((c) => c.host === host);
const profile = async (user: TestUser) => (await t.app.inject({ url: `/v1/users/${user.id}` })).json().user;

const kaiLive = {
  user_name: 'Kai_Streams',
  game_name: 'Super Mario 64',
  title: 'Any% practice',
  viewer_count: 321,
  started_at: '2026-01-02T03:04:05Z',
  thumbnail_url: 'https://static-cdn.jtvnw.net/previews-ttv/live_user_kai-{width}x{height}.jpg',
};

describe('the stream poll (linked Twitch and Kick channels)', () => {
  it('a live channel becomes live with its title, category, viewers and start, and emits streamerActive', async () => {
    double.twitchLive.set('1001', kaiLive);
    double.kickLive.set('2002', {
      stream_title: 'Just chatting with you',
      category: { id: 15, name: 'Just Chatting' },
      viewer_count: 45,
      started_at: '2026-01-02T05:00:00Z',
      thumbnail: 'https://images.kick.com/video_thumbnails/luna/480.webp',
    });
    await sweepDue(t.deps);

    expect(await streamOf(kai, 'twitch')).toMatchObject({
      isLive: true,
      title: 'Any% practice',
      category: 'Super Mario 64',
      viewerCount: 321,
      displayName: 'Kai_Streams',
      thumbnailUrl: 'https://static-cdn.jtvnw.net/previews-ttv/live_user_kai-640x360.jpg',
      startedAt: new Date('2026-01-02T03:04:05Z'),
    });
    expect(await streamOf(luna, 'kick')).toMatchObject({
      isLive: true,
      title: 'Just chatting with you',
      category: 'Just Chatting',
      viewerCount: 45,
      thumbnailUrl: 'https://images.kick.com/video_thumbnails/luna/480.webp',
    });
    const active = (await events(RT_EVENTS.streamerActive)) as { id: number; title: string; platform: string }[];
    expect(active.map((e) => [e.id, e.platform, e.title])).toEqual([
      [kai.id, 'twitch', 'Any% practice'],
      [luna.id, 'kick', 'Just chatting with you'],
    ]);
    expect((await profile(kai)).is_streaming).toBe(true);

    const helix = apiCalls('api.twitch.tv');
    expect(helix).toHaveLength(1);
    expect(helix[0]!.query.getAll('user_id')).toEqual(['1001']);
    expect(helix[0]!.clientId).toBe('twitch-client');
    expect(helix[0]!.auth).toBe('Bearer id.twitch.tv-token-1');
    expect(apiCalls('api.kick.com')[0]!.query.getAll('broadcaster_user_id')).toEqual(['2002']);
  });

  it('polls again only after STREAM_POLL_SECONDS; a channel gone from the answer goes offline (streamerInactive)', async () => {
    double.twitchLive.set('1001', kaiLive);
    await sweepDue(t.deps);
    double.twitchLive.delete('1001');
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(1);
    expect((await streamOf(kai, 'twitch'))?.isLive).toBe(true);

    t.clock.advance(60_000);
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(2);
    expect(await streamOf(kai, 'twitch')).toMatchObject({ isLive: false, viewerCount: 0, startedAt: null });
    expect(await events(RT_EVENTS.streamerInactive)).toEqual([{ id: kai.id, platform: 'twitch' }]);
    expect((await profile(kai)).is_streaming).toBe(false);
  });

  it('a new title while live emits streamerStreamUpdate; the same answer again writes nothing', async () => {
    double.twitchLive.set('1001', kaiLive);
    await sweepDue(t.deps);
    t.clock.advance(60_000);
    double.twitchLive.set('1001', { ...kaiLive, title: 'Hard mode' });
    await sweepDue(t.deps);
    expect(await events(RT_EVENTS.streamerStreamUpdate)).toEqual([
      { id: kai.id, platform: 'twitch', category: 'Super Mario 64', title: 'Hard mode' },
    ]);
    const before = await streamOf(kai, 'twitch');
    t.clock.advance(60_000);
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(3);
    expect((await streamOf(kai, 'twitch'))?.updatedAt).toEqual(before?.updatedAt);
  });

  it('a 429 or 5xx changes nothing and backs off (longer each time, at least Retry-After)', async () => {
    double.twitchLive.set('1001', kaiLive);
    await sweepDue(t.deps);
    double.twitchLive.delete('1001');
    double.failWith.push({ status: 429, headers: { 'retry-after': '300' } });
    t.clock.advance(60_000);
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(2);
    expect((await streamOf(kai, 'twitch'))?.isLive).toBe(true);
    expect(await events(RT_EVENTS.streamerInactive)).toEqual([]);

    // Not before the 300 seconds the platform asked for.
    t.clock.advance(240_000);
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(2);

    double.failWith.push({ status: 503 });
    t.clock.advance(61_000);
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(3);
    expect((await streamOf(kai, 'twitch'))?.isLive).toBe(true);

    // Second failure in a row: 60 s × 2² = 4 minutes.
    t.clock.advance(200_000);
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(3);
    t.clock.advance(41_000);
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(4);
    expect((await streamOf(kai, 'twitch'))?.isLive).toBe(false);

    // Back to the plain interval after a good poll.
    t.clock.advance(60_000);
    await sweepDue(t.deps);
    expect(apiCalls('api.twitch.tv')).toHaveLength(5);
  });

  it('fetches the app token once and reuses it (polls and GET /auth/generate-twitch-token); a 401 renews it', async () => {
    for (let i = 0; i < 3; i++) {
      await sweepDue(t.deps);
      t.clock.advance(60_000);
    }
    const headers = await authHeaders(t.deps, kai);
    const answer = await t.app.inject({ url: '/v1/auth/generate-twitch-token', headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 200,
      accessToken: 'id.twitch.tv-token-1',
      clientId: 'twitch-client',
      expiresAt: expect.any(String),
    });
    expect(apiCalls('id.twitch.tv')).toHaveLength(1);
    expect(apiCalls('id.kick.com')).toHaveLength(1);
    expect(apiCalls('api.twitch.tv').map((c) => c.auth)).toEqual(Array(3).fill('Bearer id.twitch.tv-token-1'));

    double.failWith.push({ status: 401 });
    double.twitchLive.set('1001', kaiLive);
    await sweepDue(t.deps);
    expect(apiCalls('id.twitch.tv')).toHaveLength(2);
    expect(
      apiCalls('api.twitch.tv')
        .slice(-2)
        .map((c) => c.auth),
    ).toEqual(['Bearer id.twitch.tv-token-1', 'Bearer id.twitch.tv-token-2']);
    expect((await streamOf(kai, 'twitch'))?.isLive).toBe(true);
  });

  it('renews the token shortly before it expires', async () => {
    double.tokenLifetime = 2;
    await sweepDue(t.deps);
    t.clock.advance(60_000);
    await sweepDue(t.deps);
    expect(apiCalls('id.twitch.tv')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    t.clock.advance(60_000);
    await sweepDue(t.deps);
    expect(apiCalls('id.twitch.tv')).toHaveLength(2);
    expect(apiCalls('api.twitch.tv').at(-1)?.auth).toBe('Bearer id.twitch.tv-token-2');
  });

  it('two sweeps at once poll each platform once', async () => {
    double.twitchLive.set('1001', kaiLive);
    await Promise.all([sweepDue(t.deps), sweepDue(t.deps), sweepDue(t.deps)]);
    expect(apiCalls('api.twitch.tv')).toHaveLength(1);
    expect(apiCalls('api.kick.com')).toHaveLength(1);
    expect(await events(RT_EVENTS.streamerActive)).toHaveLength(1);
  });

  it('asks about 100 Twitch channels per call; ids that are not Twitch ids are offline without asking', async () => {
    const many = await Promise.all(Array.from({ length: 101 }, () => createUser(t.deps)));
    await Promise.all(many.map((u, i) => link(u, 'twitch', String(5000 + i), `ch${i}`)));
    const sandbox = await createUser(t.deps);
    await link(sandbox, 'twitch', 'sandbox-abc', 'sandboxer');
    double.twitchLive.set('5100', { ...kaiLive, user_name: 'ch100' });
    await sweepDue(t.deps);
    const helix = apiCalls('api.twitch.tv');
    expect(helix.map((c) => c.query.getAll('user_id').length)).toEqual([100, 2]);
    expect(helix.flatMap((c) => c.query.getAll('user_id'))).not.toContain('sandbox-abc');
    expect((await streamOf(many[100]!, 'twitch'))?.isLive).toBe(true);
  });

  it('a live row of a polled platform without a linked channel goes offline', async () => {
    const stray = await createUser(t.deps, { streamer: true });
    await t.deps.database.db.transaction((tx) =>
      applyStreamChange(tx, { userId: stray.id, platform: 'twitch', isLive: true, title: 'Old' }, t.clock.now()),
    );
    await sweepDue(t.deps);
    expect((await streamOf(stray, 'twitch'))?.isLive).toBe(false);
  });

  it('the admin switch is refused for a polled platform', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/streams/${kai.id}`,
      headers: await authHeaders(t.deps, admin),
      payload: { platform: 'twitch', is_live: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SOCIAL_MSG.streamManualOff);
  });
});

describe('without Twitch or Kick credentials', () => {
  it('polls nothing, keeps the admin switch, and GET /auth/generate-twitch-token answers 503', async () => {
    const plain = await createTestApp();
    try {
      const user = await createUser(plain.deps);
      const admin = await createUser(plain.deps, { role: 'admin' });
      await plain.deps.database.db.insert(linkedAccounts).values({
        userId: user.id,
        provider: 'twitch',
        providerUserId: '1001',
        handle: 'x',
      });
      await sweepDue(plain.deps);
      expect(double.calls).toEqual([]);

      const set = await plain.app.inject({
        method: 'POST',
        url: `/v1/admin/streams/${user.id}`,
        headers: await authHeaders(plain.deps, admin),
        payload: { platform: 'twitch', is_live: true },
      });
      expect(set.statusCode).toBe(200);

      expect((await plain.app.inject({ url: '/v1/auth/generate-twitch-token' })).statusCode).toBe(401);
      const token = await plain.app.inject({
        url: '/v1/auth/generate-twitch-token',
        headers: await authHeaders(plain.deps, user),
      });
      expect(token.statusCode).toBe(503);
      expect(token.json()).toMatchObject({ code: 'UNAVAILABLE', message: SOCIAL_MSG.twitchNotConfigured });
    } finally {
      await plain.close();
    }
  });

  it('with only Twitch configured, Kick stays simulated (the admin switch works for it)', async () => {
    const only = await createTestApp({}, { TWITCH_CLIENT_ID: 'a', TWITCH_CLIENT_SECRET: 'b' });
    try {
      const user = await createUser(only.deps);
      const boss = await createUser(only.deps, { role: 'admin' });
      const set = await only.app.inject({
        method: 'POST',
        url: `/v1/admin/streams/${user.id}`,
        headers: await authHeaders(only.deps, boss),
        payload: { platform: 'kick', is_live: true },
      });
      expect(set.statusCode).toBe(200);
    } finally {
      await only.close();
    }
  });
});
