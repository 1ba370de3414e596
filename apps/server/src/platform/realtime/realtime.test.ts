import { ROOMS, RT_EVENTS } from '@crowns/contracts';
import { isNull } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema';
import { claim, newBounty } from '../../modules/bounties/bounty-test-helpers';
import { expectLedgerSound, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { recordEvent } from '../events/outbox';
import { collect, connectClient, listenOnFreePort, nextEvent, sleep } from './test-client';

let t: TestContext;
let url: string;
let creator: Person;
let fan: Person;
const sockets: Socket[] = [];
const connect = async (who?: Person) => {
  const s = await connectClient(url, who?.headers ?? {});
  sockets.push(s);
  return s;
};

beforeEach(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 10_000);
  fan = await person(t, 1_000);
  url = await listenOnFreePort(t.app);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t.close();
});

describe('gateway', () => {
  it('delivers a user their private events and refuses another user’s private room', async () => {
    const id = await newBounty(t, creator);
    const mine = await connect(creator);
    const other = await connect(fan);
    const notified = nextEvent<{ notification_type: string; data: { role: string } }>(mine, RT_EVENTS.newNotification);
    const leaked = collect(other, RT_EVENTS.newNotification);

    expect(await other.emitWithAck('joinUserChannel', creator.id)).toEqual({ ok: false, error: 'forbidden' });
    expect(await other.emitWithAck('joinUserChannel', { userId: creator.id, channel: 'private' })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    await claim(t, id, fan);

    expect(await notified).toMatchObject({ notification_type: 'bountyClaimed', data: { role: 'creator' } });
    await sleep(100);
    expect(leaked).toEqual([]);
  });

  it('lets anyone join public user channels and challenges, validates payloads, refuses bad tokens', async () => {
    const anon = await connect();
    expect(await anon.emitWithAck('joinUserChannel', fan.id)).toEqual({ ok: false, error: 'forbidden' });
    expect(await anon.emitWithAck('joinUserChannel', { userId: fan.id, channel: 'public' })).toEqual({
      ok: true,
      rooms: [ROOMS.publicUser(fan.id)],
    });
    expect(await anon.emitWithAck('joinChallenge', { challengeIds: [3, '4'] })).toEqual({
      ok: true,
      rooms: ['challenge-3', 'challenge-4'],
    });
    expect(await anon.emitWithAck('joinChallenge', { challengeIds: 'x' })).toEqual({
      ok: false,
      error: 'invalid payload',
    });
    const own = await connect(fan);
    expect(await own.emitWithAck('joinUserChannel', String(fan.id))).toEqual({
      ok: true,
      rooms: [ROOMS.privateUser(fan.id), ROOMS.publicUser(fan.id)],
    });
    await expect(connectClient(url, { accessToken: 'nope', idToken: 'nope' })).rejects.toThrow('unauthorized');
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^realtime_sockets 2$/m);
  });

  it('sends public-user-data to the actor’s public channel', async () => {
    const id = await newBounty(t, creator);
    const watcher = await connect();
    await watcher.emitWithAck('joinUserChannel', { userId: fan.id, channel: 'public' });
    const item = nextEvent<{ bounty_id: number; activity_type: string }>(
      watcher,
      RT_EVENTS.publicUserData,
      (p) => p.activity_type === 'claimed',
    );
    await claim(t, id, fan);
    expect(await item).toMatchObject({ bounty_id: id, activity_type: 'claimed' });
  });
});

describe('bounty events', () => {
  it('an up-the-ante made through the API reaches public-notifications with amount and userCount', async () => {
    const id = await newBounty(t, creator, { starting_cc: '500' });
    const viewer = await connect();
    const upped = nextEvent(viewer, RT_EVENTS.bountyUpped, (p) => p.bountyId === id);
    const activity = nextEvent(
      viewer,
      RT_EVENTS.bountyActivity,
      (p) => p.bounty_id === id && p.activity_type === 'uptheante',
    );
    const started = Date.now();
    const res = await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 300 });
    expect(res.statusCode).toBe(200);
    expect(await upped).toEqual({
      bountyId: id,
      amount: 8,
      amount_cc: 800,
      userCount: 1,
      antesCount: 1,
      starting_cc: 500,
      upped_cc: 300,
      userId: fan.id,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await activity).toMatchObject({ bounty_id: id, activity_type: 'uptheante', amount_cc: 300 });
  });

  it('a rolled-back change emits nothing', async () => {
    const id = await newBounty(t, creator);
    const viewer = await connect();
    const upped = collect(viewer, RT_EVENTS.bountyUpped);
    const before = await t.deps.database.db.$count(outboxEvents);

    const refused = await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 5_000 });
    expect(refused.statusCode).toBe(400);
    expect(await t.deps.database.db.$count(outboxEvents)).toBe(before);

    const ok = nextEvent(viewer, RT_EVENTS.bountyUpped);
    await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 100 });
    await ok;
    await sleep(100);
    expect(upped.map((p) => p.upped_cc)).toEqual([100]);
    await expectLedgerSound(t);
  });

  it('publishes on start-up what was left unpublished (crash between commit and publish)', async () => {
    await t.app.realtime.publisher.stop();
    await recordEvent(t.deps.database.db, { name: 'bountyDeleted', rooms: [ROOMS.public], payload: { bountyId: 77 } });
    const viewer = await connect();
    const got = nextEvent(viewer, RT_EVENTS.bountyDeleted);
    await sleep(100);
    await t.app.realtime.publisher.start();
    expect(await got).toEqual({ bountyId: 77 });
    const pending = await t.deps.database.db.select().from(outboxEvents).where(isNull(outboxEvents.publishedAt));
    expect(pending).toEqual([]);
  });

  it('emits bountyResult and the private bountyWinner on approval', async () => {
    const admin = await person(t, 0, { role: 'admin' });
    const id = await newBounty(t, creator);
    const claimId = await claim(t, id, fan);
    const winner = await connect(fan);
    const viewer = await connect();
    const won = nextEvent(winner, RT_EVENTS.bountyWinner);
    const result = nextEvent(viewer, RT_EVENTS.bountyResult);
    const verify = {
      platform: 'twitch',
      title: 'My lemon',
      description: 'Sour',
      category: 'Gaming',
      clip_url: 'https://clips.twitch.tv/abc',
    };
    expect((await post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, fan.headers, verify)).statusCode).toBe(200);
    expect(
      (await post(t, `/v1/admin/bounty/${id}/review`, admin.headers, { claimId, decision: 'approve' })).statusCode,
    ).toBe(200);
    expect(await result).toEqual({ bountyId: id, status: 'completed', claimUserId: fan.id });
    expect(await won).toMatchObject({ bountyId: id, status: 'completed', claimUserId: fan.id });
  });
});
