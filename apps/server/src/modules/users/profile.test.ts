import { MSG, ROOMS } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streams, users } from '../../db/schema';
import { expectLedgerSound, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser } from '../../test/users';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';
import { outbox } from '../challenges/challenge-response-test-helpers';
import { createChallengeFor } from '../challenges/challenge-test-helpers';

let t: TestContext;
let creator: Person;
let hunter: Person;
let fan: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 100_000);
  hunter = await person(t);
  fan = await person(t);
  admin = await person(t, 0, { role: 'admin' });
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const get = (url: string, who?: Person) => t.app.inject({ url, headers: who?.headers ?? {} });
const follow = (who: Person, target: Person) =>
  post(t, '/v1/followership/follow', who.headers, { follower_id: who.id, following_id: target.id, type: 'follow' });

/** A bounty by `creator` that `hunter` claims, submits and an admin approves; answers its claim id. */
async function wonBounty(title: string, fields: Record<string, string> = {}) {
  const bountyId = await newBounty(t, creator, { title, ...fields });
  const claimId = await claim(t, bountyId, hunter);
  await post(t, `/v1/bounty/${bountyId}/claim/${claimId}/verify`, hunter.headers, {
    ...verifyPayload,
    title,
  });
  const review = await post(t, `/v1/admin/bounty/${bountyId}/review`, admin.headers, { claimId, decision: 'approve' });
  expect(review.statusCode).toBe(200);
  return { bountyId, claimId };
}

describe('GET /users/profile/{name} and /users/{id}', () => {
  it('answers the public profile with linked platforms, follow counts and the viewer relation', async () => {
    const db = t.deps.database.db;
    await db
      .update(users)
      .set({ displayName: 'Hunter H', bio: 'I film things', isStreamer: true })
      .where(eq(users.id, hunter.id));
    await db.insert(streams).values([
      { userId: hunter.id, platform: 'kick', isLive: false, viewerCount: 0, displayName: 'hunterk' },
      { userId: hunter.id, platform: 'twitch', isLive: true, viewerCount: 1500, displayName: 'huntertv' },
    ]);
    expect((await follow(fan, hunter)).json().msg).toBe('follow');
    expect((await follow(hunter, creator)).json().msg).toBe('follow');

    const res = await get(`/v1/users/profile/@${hunter.user.scUsername.toUpperCase()}`, fan);
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(Object.keys(user).sort()).toEqual(
      [
        'banner_url',
        'bio',
        'bountyStats',
        'createdAt',
        'created_at',
        'display_name',
        'followerCount',
        'followingCount',
        'id',
        'image_url',
        'isFollowing',
        'isMe',
        'is_streamer',
        'is_streaming',
        'platforms',
        'sc_username',
        'streamDetails',
      ].sort(),
    );
    expect(user).toMatchObject({
      id: String(hunter.id),
      sc_username: hunter.user.scUsername,
      display_name: 'Hunter H',
      bio: 'I film things',
      is_streamer: true,
      followerCount: 1,
      followingCount: 1,
      isFollowing: true,
      isMe: false,
      created_at: hunter.user.createdAt.toISOString(),
    });
    expect(user.platforms.map((p: { platform: string; is_live: boolean }) => [p.platform, p.is_live])).toEqual([
      ['twitch', true],
      ['kick', false],
    ]);
    expect(user.streamDetails).toEqual([expect.objectContaining({ platform: 'twitch', viewer_count: 1500 })]);

    const anonymous = (await get(`/v1/users/${hunter.id}`)).json().user;
    expect(anonymous).toMatchObject({ isFollowing: false, isMe: false, followerCount: 1 });
    expect((await get(`/v1/users/${hunter.id}`, hunter)).json().user).toMatchObject({ isMe: true });
    expect((await get(`/v1/users/profile/${hunter.id}`)).json().user.id).toBe(String(hunter.id));
  });

  it('finds a name case-insensitively with or without @, falls back to the id, and prefers an all-digit name', async () => {
    const named = await person(t);
    for (const name of [
      named.user.scUsername.toUpperCase(),
      `@${named.user.scUsername}`,
      `%40${named.user.scUsername}`,
      String(named.id),
    ]) {
      const res = await get(`/v1/users/profile/${name}`);
      expect([name, res.statusCode, res.json().user?.id]).toEqual([name, 200, String(named.id)]);
    }
    const digits = await createUser(t.deps, { username: String(named.id) });
    expect((await get(`/v1/users/profile/${named.id}`)).json().user.id).toBe(String(digits.id));
    expect((await get(`/v1/users/${named.id}`)).json().user.id).toBe(String(named.id));
  });

  it('answers 404 User not found for unknown and deleted accounts, on both routes', async () => {
    const gone = await person(t);
    await t.deps.database.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
    for (const url of [
      '/v1/users/profile/nobody_here',
      '/v1/users/profile/@',
      `/v1/users/profile/${gone.user.scUsername}`,
      `/v1/users/${gone.id}`,
      '/v1/users/999999999',
      `/v1/users/stats?type=bounty&userId=${gone.id}`,
      `/v1/users/activity?username=${gone.user.scUsername}`,
      `/v1/users/submissions?userId=${gone.id}&filterBy=bountyClaims`,
      `/v1/followership/followers/${gone.id}`,
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, MSG.userNotFound]);
    }
    expect((await get('/v1/users/abc')).statusCode).toBe(400);
    expect(
      (await post(t, '/v1/followership/follow', fan.headers, { follower_id: fan.id, following_id: gone.id }))
        .statusCode,
    ).toBe(404);
    // Nor do they show in suggestions or search.
    const name = gone.user.scUsername;
    expect((await get(`/v1/users/usernames/?username=${name}`)).json().userNamesArr).toEqual([]);
    const search = await post(t, '/v1/search', {}, { search: name });
    expect(search.json().data.users).toEqual([]);
  });
});

describe('live follow counts', () => {
  it('every follow and unfollow sends followCounts to both public-user rooms', async () => {
    const star = await person(t);
    const watcher = await person(t);
    const counts = async () =>
      (await outbox(t, 'followCounts')).filter((e) =>
        [ROOMS.publicUser(star.id), ROOMS.publicUser(watcher.id)].includes(e.rooms[0]!),
      );
    expect((await follow(watcher, star)).json().msg).toBe('follow');
    expect(await counts()).toEqual([
      { rooms: [ROOMS.publicUser(watcher.id)], payload: { userId: watcher.id, followerCount: 0, followingCount: 1 } },
      { rooms: [ROOMS.publicUser(star.id)], payload: { userId: star.id, followerCount: 1, followingCount: 0 } },
    ]);
    expect((await follow(watcher, star)).json().msg).toBe('unfollow');
    expect((await counts()).slice(2).map((e) => e.payload)).toEqual([
      { userId: watcher.id, followerCount: 0, followingCount: 0 },
      { userId: star.id, followerCount: 0, followingCount: 0 },
    ]);
  });
});

describe('GET /users/stats?type=bounty', () => {
  it('adds created, running and in-review counts to the bounty stats', async () => {
    const maker = await person(t, 10_000);
    const worker = await person(t);
    await newBounty(t, maker);
    const running = await newBounty(t, maker);
    await claim(t, running, worker);
    const reviewed = await newBounty(t, maker);
    const claimId = await claim(t, reviewed, worker);
    await post(t, `/v1/bounty/${reviewed}/claim/${claimId}/verify`, worker.headers, verifyPayload);

    expect((await get(`/v1/users/stats?type=bounty&userId=${maker.id}`)).json().bountyStats).toMatchObject({
      createdBounties: 3,
      totalBountiesAccepted: 0,
    });
    expect((await get(`/v1/users/stats?type=bounty&userId=${worker.id}`)).json()).toEqual({
      status: 200,
      bountyStats: {
        totalBountiesAccepted: 2,
        completedBounties: 0,
        failedBounties: 0,
        winRate: 0,
        totalWinAmount: 0,
        createdBounties: 0,
        claimedBounties: 1,
        inReviewBounties: 1,
      },
    });
  });
});

describe('GET /users/activity', () => {
  it("pages the user's bounty and challenge activity, newest first", async () => {
    const actor = await person(t, 10_000);
    const first = await newBounty(t, actor, { title: 'First one' });
    t.clock.advance(1000);
    const challengeId = await createChallengeFor(t, actor.id, { title: 'Lemon race' });
    t.clock.advance(1000);
    await post(t, `/v1/bounty/up-the-ante/${first}`, actor.headers, { cc_amount: 500 });

    const page1 = await get(`/v1/users/activity?page=1&limit=2&username=${actor.user.scUsername}`);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect({ currentPage: body.currentPage, totalPages: body.totalPages, totalRecords: body.totalRecords }).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalRecords: 3,
    });
    expect(body.data.map((a: { kind: string; model_action: string }) => `${a.kind}:${a.model_action}`)).toEqual([
      'bounty:uptheante',
      'challenge:created',
    ]);
    expect(body.data[0]).toMatchObject({
      message: 'upped the ante',
      amount_cc: 500,
      amount: 5,
      bounty: { id: first, title: 'First one', status: 'active' },
      challenge: null,
      user: { id: actor.id, sc_username: actor.user.scUsername },
    });
    expect(body.data[1].challenge).toMatchObject({ id: challengeId, title: 'Lemon race', slug: 'lemon-race' });

    const page2 = (await get(`/v1/users/activity?page=2&limit=2&userId=${actor.id}`)).json();
    expect(page2.data.map((a: { model_action: string }) => a.model_action)).toEqual(['created']);
    expect(page2.data[0].bounty.id).toBe(first);

    const quiet = await person(t);
    expect((await get(`/v1/users/activity?username=${quiet.user.scUsername}`)).json()).toEqual({
      status: 200,
      data: [],
      currentPage: 1,
      totalPages: 0,
      totalRecords: 0,
    });
    expect((await get('/v1/users/activity?username=')).statusCode).toBe(404);
  });
});

describe('GET /users/submissions', () => {
  it("lists a user's approved videos by views or date, with pages and hosted files", async () => {
    const a = await wonBounty('Alpha');
    t.clock.advance(1000);
    const b = await wonBounty('Bravo');
    t.clock.advance(1000);
    const c = await wonBounty('Charlie');
    const db = t.deps.database.db;
    const { bountyClaims } = await import('../../db/schema');
    await db.update(bountyClaims).set({ views: 7 }).where(eq(bountyClaims.id, b.claimId));
    await db.update(bountyClaims).set({ views: 3 }).where(eq(bountyClaims.id, c.claimId));
    await db
      .update(bountyClaims)
      .set({ fileKey: 'public/videos/1/abc.mp4', submitLink: null })
      .where(eq(bountyClaims.id, a.claimId));
    // Only approved videos are public: a submission in review stays out.
    const pending = await newBounty(t, creator, { title: 'Pending' });
    const pendingClaim = await claim(t, pending, hunter);
    await post(t, `/v1/bounty/${pending}/claim/${pendingClaim}/verify`, hunter.headers, verifyPayload);

    const url = (q: string) => `/v1/users/submissions?userId=${hunter.id}&filterBy=bountyClaims&${q}`;
    const top = (await get(url('limit=3&page=1&sortBy=views'))).json().submissions;
    expect(top.data.map((s: { bounty: { title: string } }) => s.bounty.title)).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(top).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 3 });
    expect(top.data[0]).toMatchObject({
      id: b.claimId,
      model_id: b.bountyId,
      submit_link: verifyPayload.clip_url,
      hosted: false,
      status: 'completed',
      count: 7,
      views: 7,
      bounty: { id: b.bountyId, title: 'Bravo', amount_cc: 500, creator: { id: creator.id } },
    });
    const hosted = top.data[2];
    expect(hosted.hosted).toBe(true);
    expect(hosted).toMatchObject({
      submit_link: '/files/public/videos/1/abc.mp4',
      thumbnail_url: '/files/public/videos/1/abc.poster.jpg',
    });
    expect(top.data[0].thumbnail_url).toBeNull();

    const newest = (await get(url('limit=2&page=1&sortBy=createdAt'))).json().submissions;
    expect(newest.data.map((s: { model_id: number }) => s.model_id)).toEqual([c.bountyId, b.bountyId]);
    expect(newest.totalPages).toBe(2);
    const oldest = (await get(url('limit=2&page=2&sortBy=-createdAt'))).json().submissions;
    expect(oldest.data.map((s: { model_id: number }) => s.model_id)).toEqual([c.bountyId]);

    // Other states are the owner's only (the stream manager).
    expect((await get(url('status=all'), fan)).statusCode).toBe(403);
    const mine = (await get(url('status=all&sortBy=createdAt'), hunter)).json().submissions;
    expect(mine.data.map((s: { status: string }) => s.status)).toEqual([
      'submitted',
      'completed',
      'completed',
      'completed',
    ]);
    expect((await get('/v1/users/submissions?userId=abc')).statusCode).toBe(400);
  });
});

describe('profile tabs: bounties created and completed (POST /bounty/list)', () => {
  it('lists the bounties a user created (user_id) and those they completed (completedBy), any status', async () => {
    const maker = await person(t, 10_000);
    const doer = await person(t);
    const open = await newBounty(t, maker, { title: 'Still open' });
    const done = await newBounty(t, maker, { title: 'Done one' });
    const claimId = await claim(t, done, doer);
    await post(t, `/v1/bounty/${done}/claim/${claimId}/verify`, doer.headers, verifyPayload);
    await post(t, `/v1/admin/bounty/${done}/review`, admin.headers, { claimId, decision: 'approve' });
    const other = await newBounty(t, maker, { title: 'Quit one' });
    const quitClaim = await claim(t, other, doer);
    await post(t, `/v1/bounty/${other}/claim/${quitClaim}/quit`, doer.headers);

    const list = async (queryFilter: object) =>
      (await post(t, '/v1/bounty/list?sortBy=recent&page=1&limit=10', {}, { queryFilter })).json().bounty;
    const created = await list({ user_id: maker.id });
    expect(created.data.map((b: { id: number }) => b.id)).toEqual([other, done, open]);
    const completed = await list({ completedBy: doer.id });
    expect(completed).toMatchObject({ totalRecords: 1, totalPages: 1, currentPage: 1 });
    expect(completed.data).toEqual([expect.objectContaining({ id: done, status: 'completed' })]);
    expect((await list({ completedBy: maker.id })).data).toEqual([]);
  });
});

describe('GET /users/earnings', () => {
  it("sums the signed-in user's bounty payouts from the ledger, newest first", async () => {
    const earner = await person(t);
    const bountyId = await newBounty(t, creator, { title: 'Pay me', starting_cc: '1000' });
    const claimId = await claim(t, bountyId, earner);
    await post(t, `/v1/bounty/${bountyId}/claim/${claimId}/verify`, earner.headers, verifyPayload);
    await post(t, `/v1/admin/bounty/${bountyId}/review`, admin.headers, { claimId, decision: 'approve' });

    const res = await get('/v1/users/earnings', earner);
    expect(res.statusCode).toBe(200);
    expect(res.json().earnings).toMatchObject({
      totalEarned: 900,
      bountyEarned: 900,
      challengeEarned: 0,
      currentPage: 1,
      totalPages: 1,
      totalRecords: 1,
      data: [{ kind: 'bounty', amount_cc: 900, bounty: { id: bountyId, title: 'Pay me' }, challenge: null }],
    });
    expect((await get('/v1/users/earnings')).statusCode).toBe(401);
  });
});

describe('GET /followership/followers and followings', () => {
  it('shows display names and whether the viewer follows each person; deleted accounts drop out', async () => {
    const star = await person(t);
    const a = await person(t);
    const b = await person(t);
    await follow(a, star);
    await follow(b, star);
    await follow(fan, a);
    await t.deps.database.db.update(users).set({ displayName: 'Ay' }).where(eq(users.id, a.id));

    const list = (await get(`/v1/followership/followers/${star.id}?page=1&limit=10`, fan)).json().followerList;
    expect(list.data.map((p: { id: number; display_name: string | null; isFollowing: boolean }) => p)).toEqual([
      expect.objectContaining({ id: b.id, display_name: null, isFollowing: false }),
      expect.objectContaining({ id: a.id, display_name: 'Ay', isFollowing: true }),
    ]);
    expect(list).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 2, hasMore: false });

    await t.deps.database.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, b.id));
    const after = (await get(`/v1/followership/followers/${star.id}`)).json().followerList;
    expect(after.data.map((p: { id: number }) => p.id)).toEqual([a.id]);
    expect((await get(`/v1/users/${star.id}`)).json().user.followerCount).toBe(1);

    const followings = (await get(`/v1/followership/followings/${a.id}?page=1&limit=5`)).json().followerList;
    expect(followings).toMatchObject({ totalRecords: 1, hasMore: false, currentPage: 1 });
    expect(followings.data[0]).toMatchObject({ id: star.id, isFollowing: false });
  });
});
