import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advance, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { sweepDue } from '..';
import { createChallengeFor, insertResponse } from './challenge-test-helpers';

/**
 * One board at one moment: `ended` (ended an hour ago, not yet swept), `live` and `live2` (running), `soon` (starts
 * in two hours, category IRL, type live). The sweep has not run, so every status below is read against the clock.
 */
let t: TestContext;
let alice: Person;
let bob: Person;
let carol: Person;
const ids: Record<'ended' | 'live' | 'live2' | 'soon', number> = { ended: 0, live: 0, live2: 0, soon: 0 };
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  [alice, bob, carol] = [await person(t), await person(t), await person(t, 1_000)];
  ids.ended = await createChallengeFor(t, alice.id, { title: 'Old lemon', duration_end_time: at(2 * HOUR) });
  await advance(t, HOUR);
  ids.live = await createChallengeFor(t, alice.id, { title: 'Lemon face', prize_cc: '900' });
  ids.live2 = await createChallengeFor(t, bob.id, {
    title: 'Hot sauce',
    prize_cc: '600',
    duration_end_time: at(3 * HOUR),
  });
  ids.soon = await createChallengeFor(t, bob.id, {
    title: 'Sunrise run',
    category: 'IRL',
    type: 'live',
    duration_start_time: at(3 * HOUR),
    duration_end_time: at(5 * HOUR),
  });
  await post(t, `/v1/challenge/add-to-prize/${ids.soon}`, carol.headers, { cc_amount: 100 });
  await insertResponse(t, ids.live2, carol.id, 0);
  await advance(t, 2 * HOUR);
});
afterAll(() => t.close());

const all = async (query: string, queryFilter: object = {}, headers: Record<string, string> = {}) => {
  const res = await post(t, `/v1/challenge/all?${query}`, headers, { queryFilter });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().challenge as {
    data: { id: number; status: string }[];
    totalRecords: number;
    totalPages: number;
    currentPage: number;
  };
};
const idsOf = (page: { data: { id: number }[] }) => page.data.map((c) => c.id);

describe('challenge lists', () => {
  it('filters by status against the clock, before any sweep', async () => {
    expect(idsOf(await all('filter=live&sortBy=prize'))).toEqual([ids.live, ids.live2]);
    expect(idsOf(await all('filter=upcoming'))).toEqual([ids.soon]);
    const ended = await all('filter=ended');
    expect(idsOf(ended)).toEqual([ids.ended]);
    expect(ended.data[0]!.status).toBe('ended');
    expect((await all('filter=all')).totalRecords).toBe(4);
    // An unknown keyword is 'all'.
    expect((await all('filter=nope')).totalRecords).toBe(4);
  });

  it('the sweep stores the same statuses the lists showed', async () => {
    const before = await all('filter=all&sortBy=recent');
    await sweepDue(t.deps);
    const after = await all('filter=all&sortBy=recent');
    expect(after.data.map((c) => c.status)).toEqual(
      before.data.map((c) => (c.status === 'ended' ? expect.stringMatching(/^(paid|refunded)$/) : c.status)),
    );
  });

  it('sorts, pages, filters by category, type, search and creator', async () => {
    expect(idsOf(await all('sortBy=ending_soon&filter=live'))).toEqual([ids.live2, ids.live]);
    expect(idsOf(await all('sortBy=starting_soon&sortOrder=desc&filter=all')).at(0)).toBe(ids.soon);
    expect(idsOf(await all('sortBy=recent'))).toEqual([ids.soon, ids.live2, ids.live, ids.ended]);
    const page2 = await all('sortBy=recent&limit=3&page=2');
    expect(page2).toMatchObject({ currentPage: 2, totalPages: 2, totalRecords: 4 });
    expect(idsOf(page2)).toEqual([ids.ended]);
    expect(idsOf(await all('', { category: 'IRL' }))).toEqual([ids.soon]);
    expect((await all('', { category: 'all', type: 'video' })).totalRecords).toBe(3);
    expect(idsOf(await all('', { type: 'live' }))).toEqual([ids.soon]);
    expect(idsOf(await all('search=LEMON&sortBy=recent'))).toEqual([ids.live, ids.ended]);
    expect(idsOf(await all(`userId=${bob.id}&sortBy=recent`))).toEqual([ids.soon, ids.live2]);
    expect((await all('search=%25')).totalRecords).toBe(0);
  });

  it('GET /challenge and /challenge/live', async () => {
    const list = (await t.app.inject({ url: '/v1/challenge?sortBy=prize' })).json();
    expect(list.status).toBe(200);
    expect(list.challenge.data[0].id).toBe(ids.live);
    const live = (await t.app.inject({ url: '/v1/challenge/live?limit=1' })).json();
    expect(live).toMatchObject({ status: 200, challenge: [{ id: ids.live, status: 'live' }] });
  });

  it('my challenges: created, responded to or funded; active ids only while open', async () => {
    const mine = async (who: Person, query = '') =>
      (await t.app.inject({ url: `/v1/users/challenges?sortBy=recent&${query}`, headers: who.headers })).json();
    expect(idsOf((await mine(carol)).challenge)).toEqual([ids.soon, ids.live2]);
    expect(idsOf((await mine(carol, 'filter=upcoming')).challenge)).toEqual([ids.soon]);
    expect(idsOf((await mine(alice)).challenge)).toEqual([ids.live, ids.ended]);
    const active = (await t.app.inject({ url: '/v1/users/active-challenges', headers: alice.headers })).json();
    expect(active).toEqual({ status: 200, challengeIds: [ids.live] });
    expect((await t.app.inject({ url: '/v1/users/challenges' })).statusCode).toBe(401);
  });

  it('activity feeds: everyone and one user, newest first, 10 a page', async () => {
    const feed = (await t.app.inject({ url: '/v1/challenge/activity' })).json().challenge;
    expect(feed.data.length).toBeLessThanOrEqual(10);
    expect(feed.totalRecords).toBeGreaterThanOrEqual(6);
    const carolFeed = (await t.app.inject({ url: `/v1/challenge/activity/profile/${carol.id}` })).json().challenge;
    expect(carolFeed.data).toEqual([
      expect.objectContaining({
        model_action: 'prize_added',
        amount_cc: 100,
        user: expect.objectContaining({ id: carol.id }),
        challenge: expect.objectContaining({ id: ids.soon, slug: 'sunrise-run', title: 'Sunrise run' }),
      }),
    ]);
  });
});
