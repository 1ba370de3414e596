import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty } from './bounty-test-helpers';

let t: TestContext;
let alice: Person;
let bob: Person;
let target: Person;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  alice = await person(t, 100_000);
  bob = await person(t, 100_000);
  target = await person(t);
  const at = (h: number) => new Date(t.clock.now().getTime() + h * HOUR).toISOString();
  ids.cheap = await newBounty(t, alice, { title: 'Cheap lemon', starting_cc: '500', duration_end_time: at(10) });
  ids.rich = await newBounty(t, alice, {
    title: 'Rich dance',
    starting_cc: '5000',
    duration_end_time: at(30),
    category: '["Music"]',
  });
  ids.soon = await newBounty(t, bob, {
    title: 'Soon song',
    starting_cc: '800',
    duration_end_time: at(2),
    category: '["Music","Art"]',
  });
  ids.targeted = await newBounty(t, bob, { title: 'For you', target_user: String(target.id) });
  ids.short = await newBounty(t, bob, { title: 'Ends first', duration_end_time: at(1) });
  await post(t, `/v1/bounty/up-the-ante/${ids.cheap}`, bob.headers, { cc_amount: 10 });
  await post(t, `/v1/bounty/up-the-ante/${ids.cheap}`, bob.headers, { cc_amount: 10 });
  await post(t, `/v1/bounty/up-the-ante/${ids.soon}`, alice.headers, { cc_amount: 10 });
  await claim(t, ids.rich, bob);
  await advance(t, HOUR);
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const list = async (query: string, queryFilter: object = {}, who: Person = alice) => {
  const res = await post(t, `/v1/bounty/list?${query}`, who.headers, { queryFilter });
  expect(res.statusCode).toBe(200);
  return res.json().bounty as {
    data: { id: number; title: string }[];
    currentPage: number;
    totalPages: number;
    totalRecords: number;
  };
};
const titles = (r: { data: { title: string }[] }) => r.data.map((b) => b.title);

describe('POST /v1/bounty/list and /bounty/all', () => {
  it('lists available bounties (not the ended one) sorted by amount, popularity and end', async () => {
    const byAmount = await list('sortBy=amount', { status: 'available' });
    expect(titles(byAmount)).toEqual(['Soon song', 'Cheap lemon', 'For you']);
    expect(byAmount).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 3 });
    expect(titles(await list('sortBy=popular', { status: 'available' }))[0]).toBe('Cheap lemon');
    expect(titles(await list('sortBy=ending_soon', { status: 'available' }))[0]).toBe('Soon song');
    expect(titles(await list('sortBy=amount&sortOrder=asc', { status: 'available' }))[0]).toBe('For you');
  });

  it('filters by status, category, search, target, private and creator, and pages', async () => {
    expect(titles(await list('', { status: 'claimed' }))).toEqual(['Rich dance']);
    expect(titles(await list('', { status: 'failed' }))).toEqual(['Ends first']);
    expect(titles(await list('sortBy=amount', { category: 'Music' }))).toEqual(['Rich dance', 'Soon song']);
    expect(titles(await list('', { search: 'lem' }))).toEqual(['Cheap lemon']);
    expect(titles(await list('', { targetUser: target.id }))).toEqual(['For you']);
    expect(titles(await list('', { private: true }, target))).toEqual(['For you']);
    expect(titles(await list('', { private: 'true' }, alice))).toEqual([]);
    const all = await post(t, '/v1/bounty/all?sortBy=recent&limit=1&page=2', alice.headers, {
      queryFilter: { user_id: alice.id },
    });
    expect(all.json().bounty).toMatchObject({ currentPage: 2, totalPages: 2, totalRecords: 2 });
    expect(all.json().bounty.data[0].title).toBe('Cheap lemon');
  });

  it('GET /bounty/created and /bounty/claimed', async () => {
    const created = await t.app.inject({ url: '/v1/bounty/created', headers: bob.headers });
    expect(created.json().bounty.totalRecords).toBe(3);
    const claimed = await t.app.inject({ url: '/v1/bounty/claimed', headers: bob.headers });
    expect(titles(claimed.json().bounty)).toEqual(['Rich dance']);
    const other = await t.app.inject({ url: `/v1/bounty/claimed?userId=${bob.id}` });
    expect(titles(other.json().bounty)).toEqual(['Rich dance']);
  });

  it("queryFilter.mine lists the viewer's created and claimed bounties; visitors get none", async () => {
    expect(titles(await list('', { mine: true }, bob)).sort()).toEqual(
      ['Ends first', 'For you', 'Rich dance', 'Soon song'].sort(),
    );
    expect(titles(await list('', { mine: true, status: 'claimed' }, bob))).toEqual(['Rich dance']);
    expect(titles(await list('', { mine: 'true', status: 'claimed' }, alice))).toEqual(['Rich dance']);
    expect(titles(await list('', { mine: true }, target))).toEqual([]);
    const visitor = await post(t, '/v1/bounty/list', {}, { queryFilter: { mine: true } });
    expect(visitor.json().bounty.totalRecords).toBe(0);
  });

  it("GET /bounty/claimed includes the user's current daily claims; the board lists never show dailies", async () => {
    const admin = await person(t, 0, { role: 'admin' });
    const res = await post(t, '/v1/admin/bounty/daily', admin.headers, {
      title: 'Daily wave',
      category: ['Music'],
      rules: ['Wave'],
      reward_cc: 300,
      number_of_claims: 3,
      duration_start_time: new Date(t.clock.now().getTime() - HOUR).toISOString(),
      duration_end_time: new Date(t.clock.now().getTime() + 5 * HOUR).toISOString(),
    });
    const dailyId = res.json().data.bounty.id as number;
    const carol = await person(t);
    await claim(t, dailyId, carol);
    const claimed = await t.app.inject({ url: '/v1/bounty/claimed', headers: carol.headers });
    expect(titles(claimed.json().bounty)).toEqual(['Daily wave']);
    expect(titles(await list('', {}, carol))).not.toContain('Daily wave');
    expect(titles(await list('', { mine: true }, carol))).toEqual([]);
  });

  it('GET /admin/bounty/user lists user bounties for admins only', async () => {
    const admin = await person(t, 0, { role: 'read_only_admin' });
    const res = await t.app.inject({ url: `/v1/admin/bounty/user?status=claimed`, headers: admin.headers });
    expect(titles(res.json().bounty)).toEqual(['Rich dance']);
    expect((await t.app.inject({ url: '/v1/admin/bounty/user', headers: bob.headers })).statusCode).toBe(403);
  });

  it('top-completed and submitted-bounties filter by status and target', async () => {
    const top = await t.app.inject({ url: '/v1/bounty/top-completed?sortBy=amount&sortOrder=desc&page=1&limit=4' });
    expect(top.json().bounty).toMatchObject({ data: [], totalRecords: 0 });
    const sub = await t.app.inject({ url: `/v1/bounty/submitted-bounties?page=1&limit=5&target_user=${target.id}` });
    expect(sub.json().bounty.totalRecords).toBe(0);
  });
});

describe('bounty activity', () => {
  it("lists one bounty's activity newest first with the fields of the activity item", async () => {
    const res = await t.app.inject({ url: `/v1/bounty/activity/${ids.cheap}?page=1&limit=10` });
    expect(res.statusCode).toBe(200);
    const { data, currentPage, totalPages } = res.json().bounty;
    expect({ currentPage, totalPages }).toEqual({ currentPage: 1, totalPages: 1 });
    expect(data.map((a: { activity_type: string }) => a.activity_type)).toEqual(['uptheante', 'uptheante', 'created']);
    expect(data[0]).toMatchObject({
      bounty_id: ids.cheap,
      bounty_name: 'Cheap lemon',
      username: bob.user.scUsername,
      amount: 0.1,
      amount_cc: 10,
      creator: { id: alice.id },
    });
  });

  it('filters the feed by type and by streamer', async () => {
    const ups = await t.app.inject({ url: '/v1/bounty/activity?type=uptheante&limit=10' });
    expect(ups.json().bounty.totalRecords).toBe(3);
    const forTarget = await t.app.inject({
      url: `/v1/bounty/activity/?streamerId=${target.id}&filter=feed&page=1&limit=10`,
    });
    expect(forTarget.json().bounty.data.map((a: { bounty_name: string }) => a.bounty_name)).toEqual(['For you']);
  });
});
