import { CHALLENGE_MSG as M, ROOMS, RT_EVENTS } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema';
import { challengePool, getBalance } from '../../platform/ledger';
import { advance, balance, HOUR, type Person, person, post, useLedgerApp } from '../../test/people';
import type { TestContext } from '../../test/setup';
import { sweepDue } from '..';
import { createChallengeFor } from './challenge-test-helpers';

const suite = useLedgerApp();
let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = suite.t;
  creator = await person(t);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const detail = async (id: number, headers: Record<string, string> = {}) =>
  (await get(`/v1/challenge/${id}`, headers)).json().challenge;
const add = (id: number, who: Person, body: object, key?: string) =>
  post(t, `/v1/challenge/add-to-prize/${id}`, { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) }, body);

describe('add to prize', () => {
  it('moves crowns wallet → pool once per Idempotency-Key and replays the answer', async () => {
    const id = await createChallengeFor(t, creator.id);
    const fan = await person(t, 1_000);
    const first = await add(id, fan, { cc_amount: 300 }, 'k-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 200, message: M.added, data: { challengeId: id, prize_cc: 800 } });
    const again = await add(id, fan, { cc_amount: 300 }, 'k-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balance(t, fan.id)).toBe(700);
    expect(await getBalance(t.deps.database.db, challengePool(id))).toBe(800);
    expect((await add(id, fan, { cc_amount: 200 }, 'k-1')).statusCode).toBe(422);
    expect((await add(id, fan, { cc_amount: 100 }, 'k-2')).json().data.prize_cc).toBe(900);
    expect((await detail(id)).contributors).toEqual([
      { user: expect.objectContaining({ id: fan.id }), amount_cc: 400 },
    ]);
  });

  it('refuses zero, fractions, more than the wallet, unknown and ended challenges, with nothing moved', async () => {
    const id = await createChallengeFor(t, creator.id);
    const fan = await person(t, 100);
    for (const [body, message] of [
      [{ cc_amount: 0 }, M.addZero],
      [{ cc_amount: 'abc' }, M.addZero],
      [{ cc_amount: 101 }, M.notEnoughAmount],
    ] as const) {
      const res = await add(id, fan, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await add(999_999, fan, { cc_amount: 1 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, M.notFound]);
    expect((await post(t, `/v1/challenge/add-to-prize/${id}`, {}, { cc_amount: 1 })).statusCode).toBe(401);
    await advance(t, 25 * HOUR);
    const late = await add(id, fan, { cc_amount: 1 });
    expect([late.statusCode, late.json().message]).toEqual([400, M.ended]);
    expect(await balance(t, fan.id)).toBe(100);
    await sweepDue(t.deps);
  });
});

describe('toggles and views', () => {
  it('upvote and favourite toggle per user over GET and POST, with exact counts', async () => {
    const id = await createChallengeFor(t, creator.id);
    const [a, b] = [await person(t), await person(t)];
    const up = (who: Person, method: 'GET' | 'POST' = 'POST') =>
      t.app.inject({ method, url: `/v1/challenge/upvote/${id}`, headers: who.headers });
    const fav = (who: Person, method: 'GET' | 'POST' = 'GET') =>
      t.app.inject({ method, url: `/v1/challenge/favorite/${id}`, headers: who.headers });
    expect((await up(a, 'GET')).json()).toEqual({ status: 200, message: M.upvoted, active: true, count: 1 });
    expect((await up(b)).json()).toMatchObject({ active: true, count: 2 });
    expect((await up(a)).json()).toEqual({ status: 200, message: M.upvoteRemoved, active: false, count: 1 });
    expect((await fav(a)).json()).toEqual({ status: 200, message: M.favorited, active: true, count: 1 });
    expect(await detail(id, a.headers)).toMatchObject({ isFavorite: true, isUpvoted: false, upvotesCount: 1 });
    expect(await detail(id, b.headers)).toMatchObject({ isFavorite: false, isUpvoted: true });
    expect((await fav(a, 'POST')).json()).toMatchObject({ message: M.unfavorited, active: false, count: 0 });
    expect((await t.app.inject({ url: `/v1/challenge/upvote/${id}` })).statusCode).toBe(401);
    const missing = await t.app.inject({ url: '/v1/challenge/favorite/999999', headers: a.headers });
    expect([missing.statusCode, missing.json().message]).toEqual([404, M.notFound]);
  });

  it('counts a view once per viewer per window', async () => {
    const id = await createChallengeFor(t, creator.id);
    const viewer = await person(t);
    const view = (headers: Record<string, string> = {}) => post(t, `/v1/challenge/view/${id}`, headers);
    expect((await view(viewer.headers)).json()).toMatchObject({ status: 200, counted: true, views: 1 });
    expect((await view(viewer.headers)).json()).toMatchObject({ counted: false, views: 1 });
    expect((await view()).json()).toMatchObject({ counted: true, views: 2 });
    expect((await detail(id)).views).toBe(2);
    expect((await post(t, '/v1/challenge/view/999999', {})).statusCode).toBe(404);
  });
});

describe('featured', () => {
  it('one at a time, chosen by an admin; only upcoming or live; else the largest live pool', async () => {
    const admin = await person(t, 0, { role: 'admin' });
    const readonly = await person(t, 0, { role: 'read_only_admin' });
    const small = await createChallengeFor(t, creator.id);
    const big = await createChallengeFor(t, creator.id, { prize_cc: '5000' });
    const feature = (who: Person, challenge_id: number | null) =>
      post(t, '/v1/admin/challenge/featured', who.headers, { challenge_id });
    expect((await get('/v1/challenge/featured')).json().challenge.id).toBe(big);
    expect((await feature(readonly, small)).statusCode).toBe(403);
    expect((await feature(creator, small)).statusCode).toBe(403);
    const res = await feature(admin, small);
    expect(res.json()).toMatchObject({
      status: 200,
      message: M.featured,
      data: { challenge: { id: small, featured: true } },
    });
    expect((await get('/v1/challenge/featured')).json()).toMatchObject({
      status: 200,
      challenge: { id: small, featured: true },
    });
    expect((await feature(admin, big)).statusCode).toBe(200);
    expect([(await detail(small)).featured, (await detail(big)).featured]).toEqual([false, true]);
    const candidates = (await get('/v1/admin/challenge/featured-candidates', readonly.headers)).json().challenge;
    expect(candidates.data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([small, big]));
    const missing = await feature(admin, 999_999);
    expect([missing.statusCode, missing.json().message]).toEqual([404, M.notFound]);
    expect((await feature(admin, null)).json().data.challenge).toBeNull();
    expect((await detail(big)).featured).toBe(false);
    // Every pick and the clearing reach every client as challengeFeatured on the public channel.
    const sent = await t.deps.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.name, RT_EVENTS.challengeFeatured))
      // In the order recorded: PostgreSQL returns rows the publisher has marked in no particular order.
      .orderBy(outboxEvents.id);
    expect(sent.map((e) => [e.rooms, (e.payload as { challengeId: number | null }).challengeId])).toEqual([
      [[ROOMS.public], small],
      [[ROOMS.public], big],
      [[ROOMS.public], null],
    ]);
    expect(sent[0]!.payload).toMatchObject({ message: M.featured, challenge: { id: small, featured: true } });
    await feature(admin, big);
    await advance(t, 25 * HOUR);
    const ended = await feature(admin, small);
    expect([ended.statusCode, ended.json().message]).toEqual([400, M.notFeaturable]);
    await sweepDue(t.deps);
    // The end clears the pick; nothing live is left to serve.
    expect((await detail(big)).featured).toBe(false);
    expect((await get('/v1/challenge/featured')).json()).toEqual({ status: 200, challenge: null });
  });
});
