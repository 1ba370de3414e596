import { BOUNTY_MSG, MSG, RT_EVENTS, SOCIAL_MSG } from '@crowns/contracts';
import { desc } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { collect, connectClient, listenOnFreePort, nextEvent, sleep } from '../../platform/realtime/test-client';
import { type Person, person, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { createBountyRequest } from '../bounties/bounty-test-helpers';

let t: TestContext;
let admin: Person;
let kai: Person;
beforeEach(async () => {
  t = await createTestApp();
  await prepare(t);
  admin = await person(t, 0, { role: 'admin' });
  kai = await person(t);
});
afterEach(() => t.close());

const setStream = (body: object, userId = kai.id, who = admin) =>
  t.app.inject({ method: 'POST', url: `/v1/admin/streams/${userId}`, headers: who.headers, payload: body });
const audits = () => t.deps.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
const profile = async () => (await t.app.inject({ url: `/v1/users/${kai.id}` })).json().user;

describe('POST /admin/streams/{userId}', () => {
  it('going live, retitling and going offline emit the three streamer events, each audited', async () => {
    const url = await listenOnFreePort(t.app);
    const socket: Socket = await connectClient(url);
    try {
      const active = nextEvent(socket, RT_EVENTS.streamerActive);
      const live = await setStream({ platform: 'twitch', is_live: true, title: 'Speedrun', category: 'Mario' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: 200, message: SOCIAL_MSG.streamUpdated, event: 'streamerActive' });
      const detail = {
        platform: 'twitch',
        display_name: kai.user.scUsername,
        is_live: true,
        viewer_count: 0,
        thumbnail_url: null,
        title: 'Speedrun',
        twitch_category: 'Mario',
      };
      expect(await active).toEqual({
        id: kai.id,
        sc_username: kai.user.scUsername,
        image_url: null,
        is_streaming: true,
        followerCount: 0,
        bountyCompletedCount: 0,
        title: 'Speedrun',
        platform: 'twitch',
        streamDetails: [detail],
      });
      expect((await profile()).is_streaming).toBe(true);

      const update = nextEvent(socket, RT_EVENTS.streamerStreamUpdate);
      await setStream({ platform: 'twitch', is_live: true, title: 'Hard mode', category: 'Mario' });
      expect(await update).toEqual({ id: kai.id, platform: 'twitch', category: 'Mario', title: 'Hard mode' });

      const inactive = nextEvent(socket, RT_EVENTS.streamerInactive);
      await setStream({ platform: 'twitch', is_live: false });
      expect(await inactive).toEqual({ id: kai.id, platform: 'twitch' });
      expect((await profile()).is_streaming).toBe(false);

      expect(
        (await audits()).map((a) => [a.action, a.actorId, a.targetId, (a.data as { event: string }).event]),
      ).toEqual([
        ['stream.set', admin.id, String(kai.id), 'streamerInactive'],
        ['stream.set', admin.id, String(kai.id), 'streamerStreamUpdate'],
        ['stream.set', admin.id, String(kai.id), 'streamerActive'],
      ]);
    } finally {
      socket.close();
    }
  });

  it('a request that changes nothing writes nothing and emits nothing; viewer counts alone emit nothing', async () => {
    const url = await listenOnFreePort(t.app);
    const socket = await connectClient(url);
    try {
      const first = nextEvent(socket, RT_EVENTS.streamerActive);
      await setStream({ platform: 'kick', is_live: true, title: 'Cozy' });
      await first;
      const events = [RT_EVENTS.streamerActive, RT_EVENTS.streamerInactive, RT_EVENTS.streamerStreamUpdate].map((e) =>
        collect(socket, e),
      );
      const same = await setStream({ platform: 'kick', is_live: true, title: 'Cozy' });
      expect(same.json()).toMatchObject({ message: SOCIAL_MSG.streamUnchanged, changed: false, event: null });
      expect(await audits()).toHaveLength(1);
      const viewers = await setStream({ platform: 'kick', is_live: true, viewer_count: 2500 });
      expect(viewers.json()).toMatchObject({ changed: true, event: null });
      expect(viewers.json().streamer.streamDetails[0]).toMatchObject({ viewer_count: 2500, title: 'Cozy' });
      await sleep(300);
      expect(events.flat()).toEqual([]);
      expect((await setStream({ platform: 'youtube', is_live: false })).json().changed).toBe(false);
    } finally {
      socket.close();
    }
  });

  it('live on two platforms: streamDetails lists both (busiest first); one going offline keeps the user live', async () => {
    await setStream({ platform: 'twitch', is_live: true, viewer_count: 100, title: 'A' });
    await setStream({ platform: 'kick', is_live: true, viewer_count: 900, title: 'B' });
    const both = (await setStream({ platform: 'kick', is_live: true, viewer_count: 900, title: 'B' })).json().streamer;
    expect(both).toMatchObject({ is_streaming: true, platform: 'kick', title: 'B' });
    expect(both.streamDetails.map((d: { platform: string }) => d.platform)).toEqual(['kick', 'twitch']);
    const one = (await setStream({ platform: 'kick', is_live: false })).json().streamer;
    expect(one).toMatchObject({ is_streaming: true, platform: 'twitch', title: 'A' });
    expect(one.streams.map((s: { platform: string; is_live: boolean }) => [s.platform, s.is_live])).toEqual([
      ['kick', false],
      ['twitch', true],
    ]);
  });

  it('the live-bounty rule follows the switch: refused while offline, accepted once live', async () => {
    const creator = await person(t, 10_000);
    const live = { bounty_type: 'live', target_user: String(kai.id) };
    const refused = await createBountyRequest(t, creator.headers, live);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BOUNTY_MSG.targetNotLive);
    await setStream({ platform: 'twitch', is_live: true });
    const created = await createBountyRequest(t, creator.headers, live);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.bounty.target_user).toMatchObject({ id: kai.id, is_live: true });
    await setStream({ platform: 'twitch', is_live: false });
    expect((await createBountyRequest(t, creator.headers, live)).json().message).toBe(BOUNTY_MSG.targetNotLive);
  });

  it('validates the body and the user, and refuses read-only admins, users and anonymous callers', async () => {
    const bad = await setStream({ platform: 'myspace', is_live: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SOCIAL_MSG.streamPlatform);
    expect((await setStream({ platform: 'twitch' })).json().message).toBe(SOCIAL_MSG.streamLiveFlag);
    const unknown = await setStream({ platform: 'twitch', is_live: true }, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.userNotFound);
    const onAdmin = await setStream({ platform: 'twitch', is_live: true }, admin.id);
    expect(onAdmin.statusCode).toBe(400);
    expect(onAdmin.json().message).toBe(SOCIAL_MSG.streamNotForAdmins);

    const readOnly = await person(t, 0, { role: 'read_only_admin' });
    const refused = await setStream({ platform: 'twitch', is_live: true }, kai.id, readOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.readOnlyAdmin);
    expect((await setStream({ platform: 'twitch', is_live: true }, kai.id, kai)).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/streams/${kai.id}`,
      payload: { platform: 'twitch', is_live: true },
    });
    expect(anon.statusCode).toBe(401);
    expect((await profile()).is_streaming).toBe(false);
    expect(await audits()).toEqual([]);
  });
});

describe('GET /admin/streams', () => {
  it('lists streamers with every platform row, live first; read-only admins may read, users may not', async () => {
    const rex = await person(t);
    await setStream({ platform: 'kick', is_live: true, title: 'Live now' }, rex.id);
    await setStream({ platform: 'twitch', is_live: true }, kai.id);
    await setStream({ platform: 'twitch', is_live: false }, kai.id);
    const readOnly = await person(t, 0, { role: 'read_only_admin' });
    const res = await t.app.inject({ url: '/v1/admin/streams', headers: readOnly.headers });
    expect(res.statusCode).toBe(200);
    const { provider, streamers } = res.json();
    expect(provider).toBe('simulated');
    expect(streamers).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 2 });
    expect(streamers.data.map((s: { id: number; is_streaming: boolean }) => [s.id, s.is_streaming])).toEqual([
      [rex.id, true],
      [kai.id, false],
    ]);
    expect(streamers.data[1].streams).toEqual([
      expect.objectContaining({ platform: 'twitch', is_live: false, started_at: null }),
    ]);
    const search = await t.app.inject({
      url: `/v1/admin/streams?search=@${admin.user.scUsername}`,
      headers: admin.headers,
    });
    expect(search.json().streamers.data).toEqual([]);
    expect((await t.app.inject({ url: '/v1/admin/streams', headers: kai.headers })).statusCode).toBe(403);
  });
});
