import { MSG, RT_EVENTS, SOCIAL_MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { connectClient, listenOnFreePort, nextEvent } from '../../platform/realtime/test-client';
import { advance, HOUR, type Person, person, setLive } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';

let t: TestContext;
let fan: Person;
let kai: Person;
beforeEach(async () => {
  t = await createTestApp();
  fan = await person(t);
  kai = await person(t);
});
afterEach(() => t.close());

const follow = (who: Person, followingId: number, followerId = who.id, type: string = 'follow') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/followership/follow',
    headers: who.headers,
    payload: { follower_id: followerId, following_id: followingId, type },
  });
const followTypes = async (who: Person) =>
  (await t.app.inject({ url: '/v1/notification', headers: who.headers }))
    .json()
    .msg.filter((n: { notification_type: string }) => n.notification_type === 'followUser');
const followings = (userId: number, query = '') =>
  t.app.inject({ url: `/v1/followership/followings/${userId}${query}` });
const followers = (userId: number, query = '') => t.app.inject({ url: `/v1/followership/followers/${userId}${query}` });

describe('POST /followership/follow', () => {
  it("follows, answers msg 'follow', and the followed user sees followerCount 1 on their profile", async () => {
    const res = await follow(fan, kai.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, msg: 'follow' });
    expect((await t.app.inject({ url: `/v1/users/${kai.id}` })).json().user.followerCount).toBe(1);
  });

  it("following again unfollows (msg 'unfollow'), and a third call follows again", async () => {
    await follow(fan, kai.id);
    const again = await follow(fan, kai.id);
    expect(again.json()).toEqual({ status: 200, msg: 'unfollow' });
    expect((await t.app.inject({ url: `/v1/users/${kai.id}` })).json().user.followerCount).toBe(0);
    expect((await follow(fan, kai.id)).json().msg).toBe('follow');
  });

  it("refuses following yourself with the spec's message", async () => {
    const res = await follow(fan, fan.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You can't follow yourself");
  });

  it('refuses following on behalf of someone else (403), unknown users (404) and anonymous callers (401)', async () => {
    const other = await follow(fan, kai.id, kai.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(SOCIAL_MSG.followAsYourself);
    const unknown = await follow(fan, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.userNotFound);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/v1/followership/follow',
      payload: { follower_id: fan.id, following_id: kai.id, type: 'follow' },
    });
    expect(anon.statusCode).toBe(401);
    expect((await follow(fan, kai.id, fan.id, 'like')).json().message).toBe(SOCIAL_MSG.followType);
    expect((await t.app.inject({ url: `/v1/users/${kai.id}` })).json().user.followerCount).toBe(0);
  });

  it('cannot follow an admin or a suspended account, but can still unfollow someone suspended later', async () => {
    const admin = await person(t, 0, { role: 'admin' });
    expect((await follow(fan, admin.id)).statusCode).toBe(404);
    await follow(fan, kai.id);
    await t.deps.database.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, kai.id));
    expect((await follow(fan, kai.id)).json().msg).toBe('unfollow');
    expect((await follow(fan, kai.id)).statusCode).toBe(404);
  });

  it('notifies the followed user (followUser, followedBy) and sends the private followUser event', async () => {
    const url = await listenOnFreePort(t.app);
    const socket: Socket = await connectClient(url, kai.headers);
    try {
      const event = nextEvent(socket, RT_EVENTS.followUser);
      const notified = nextEvent(socket, RT_EVENTS.newNotification);
      await follow(fan, kai.id);
      const followedBy = { id: fan.id, sc_username: fan.user.scUsername, image_url: null };
      const [n] = await followTypes(kai);
      expect(n).toMatchObject({
        notification_type: 'followUser',
        title: 'New follower',
        message: `@${fan.user.scUsername} started following you.`,
        parent_id: fan.id,
        data: { followedBy, user: followedBy, role: 'targetUser' },
      });
      expect(await event).toEqual({ followedBy, following_id: kai.id, notificationId: n.id });
      expect(await notified).toMatchObject({ id: n.id, notification_type: 'followUser' });
    } finally {
      socket.close();
    }
  });

  it('does not notify again for a re-follow within the hour, but does after it', async () => {
    await follow(fan, kai.id);
    await follow(fan, kai.id);
    await follow(fan, kai.id);
    expect(await followTypes(kai)).toHaveLength(1);
    await advance(t, HOUR + 1000);
    await follow(fan, kai.id);
    await follow(fan, kai.id);
    expect(await followTypes(kai)).toHaveLength(2);
    expect(await followTypes(fan)).toEqual([]);
  });
});

describe('followings and followers lists', () => {
  it('followings: Streamer objects, live first then latest followed, 5 per page by default with hasMore', async () => {
    const streamers = [];
    for (let i = 0; i < 6; i++) {
      const s = await person(t);
      streamers.push(s);
      await follow(fan, s.id);
      t.clock.advance(1000);
    }
    await setLive(t, streamers[1]!.id, true);
    const page1 = await followings(fan.id);
    expect(page1.statusCode).toBe(200);
    const list = page1.json().followerList;
    expect(list).toMatchObject({ currentPage: 1, totalPages: 2, totalRecords: 6, hasMore: true });
    expect(list.data.map((s: { id: number }) => s.id)).toEqual(
      [streamers[1], streamers[5], streamers[4], streamers[3], streamers[2]].map((s) => s!.id),
    );
    expect(list.data[0]).toEqual({
      id: streamers[1]!.id,
      sc_username: streamers[1]!.user.scUsername,
      image_url: null,
      is_streaming: true,
      followerCount: 1,
      bountyCompletedCount: 0,
      title: null,
      platform: null,
      streamDetails: [],
      display_name: null,
      isFollowing: false,
    });
    const page2 = (await followings(fan.id, '?page=2')).json().followerList;
    expect(page2).toMatchObject({ currentPage: 2, hasMore: false });
    expect(page2.data.map((s: { id: number }) => s.id)).toEqual([streamers[0]!.id]);
    expect((await followings(fan.id, '?limit=10')).json().followerList.data).toHaveLength(6);
  });

  it('followers: newest first, 10 per page by default; unknown users answer 404', async () => {
    const fans = [];
    for (let i = 0; i < 11; i++) {
      const f = await person(t);
      fans.push(f);
      await follow(f, kai.id);
      t.clock.advance(1000);
    }
    const list = (await followers(kai.id)).json().followerList;
    expect(list).toMatchObject({ currentPage: 1, totalPages: 2, totalRecords: 11, hasMore: true });
    expect(list.data).toHaveLength(10);
    expect(list.data[0].id).toBe(fans[10]!.id);
    expect((await followers(kai.id, '?page=2')).json().followerList.data[0].id).toBe(fans[0]!.id);
    const missing = await followers(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.userNotFound);
    expect((await followings(999_999)).statusCode).toBe(404);
  });
});
