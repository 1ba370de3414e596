import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema';
import { setLive } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, type TestUser } from '../../test/users';

let t: TestContext;
let caller: TestUser;
const made: Record<string, TestUser> = {};
const followersOf = async (target: TestUser, n: number) => {
  for (let i = 0; i < n; i++) {
    const f = await createUser(t.deps);
    await t.deps.database.db.insert(follows).values({ followerId: f.id, followingId: target.id });
  }
};

beforeAll(async () => {
  t = await createTestApp();
  caller = await createUser(t.deps, { username: 'lemon_caller' });
  for (const name of ['Lemon_King', 'lemonade_live', 'sour_lemon', 'lemon_quiet', 'grape_ape'])
    made[name] = await createUser(t.deps, { username: name, streamer: name !== 'lemon_quiet' });
  made.lemon_admin = await createUser(t.deps, { username: 'lemon_admin', role: 'admin' });
  made.lemon_banned = await createUser(t.deps, { username: 'lemon_banned', suspended: true, streamer: true });
  await followersOf(made.sour_lemon!, 3);
  await followersOf(made.Lemon_King!, 1);
  await followersOf(made.grape_ape!, 5);
  await setLive(t, made.lemonade_live!.id, true);
  await t.deps.database.db.insert(follows).values({ followerId: caller.id, followingId: made.Lemon_King!.id });
});
afterAll(() => t.close());

const suggest = async (query: string, who?: TestUser) =>
  t.app.inject({ url: `/v1/users/usernames/?${query}`, headers: who ? await authHeaders(t.deps, who) : {} });
const names = (res: { json(): { userNamesArr: { sc_username: string }[] } }) =>
  res.json().userNamesArr.map((u) => u.sc_username);

describe('GET /users/usernames/', () => {
  it('search: contains, case-insensitive, trimmed, @ ignored; live first, then by followers; no admins, suspended or self', async () => {
    for (const q of ['search=lemon', 'search=%20%20LEMON%20', 'search=%40Lemon']) {
      const res = await suggest(q, caller);
      expect(res.statusCode, q).toBe(200);
      expect(names(res), q).toEqual(['lemonade_live', 'sour_lemon', 'Lemon_King', 'lemon_quiet']);
    }
    const king = (await suggest('search=king', caller)).json().userNamesArr;
    expect(king).toEqual([
      { id: made.Lemon_King!.id, sc_username: 'Lemon_King', image_url: null, followedFlag: true, is_live: false },
    ]);
    const live = (await suggest('search=lemonade', caller)).json().userNamesArr[0];
    expect(live).toMatchObject({ is_live: true, followedFlag: false });
  });

  it('anonymous callers get followedFlag false and are not excluded from anything', async () => {
    const res = await suggest('search=lemon');
    expect(names(res)).toEqual(['lemonade_live', 'sour_lemon', 'Lemon_King', 'lemon_caller', 'lemon_quiet']);
    expect(res.json().userNamesArr.every((u: { followedFlag: boolean }) => !u.followedFlag)).toBe(true);
  });

  it('username: exact match only (case-insensitive, @ ignored); blank or missing input finds nothing', async () => {
    expect(names(await suggest('username=%40lemon_king', caller))).toEqual(['Lemon_King']);
    expect(names(await suggest('username=lemon', caller))).toEqual([]);
    expect(names(await suggest('username=lemon_caller', caller))).toEqual([]);
    expect(names(await suggest('username=lemon_admin', caller))).toEqual([]);
    for (const q of ['search=', 'search=%40', 'search=%20', '']) expect(names(await suggest(q)), q).toEqual([]);
  });

  it('answers at most 10 and treats LIKE wildcards as text', async () => {
    for (let i = 0; i < 12; i++) await createUser(t.deps, { username: `many_${i}_x` });
    expect(names(await suggest('search=many_'))).toHaveLength(10);
    expect(names(await suggest('search=%25'))).toEqual([]);
    expect(names(await suggest('search=_'))).toHaveLength(10);
    expect(names(await suggest('search=y_%25_x'))).toEqual([]);
  });
});

describe('GET /users/top-streamers/', () => {
  it('streamers and anyone live, live first then by followerCount, paged (15 by default)', async () => {
    await setLive(t, made.lemon_quiet!.id, true);
    const res = await t.app.inject({ url: '/v1/users/top-streamers/?limit=15&page=1' });
    expect(res.statusCode).toBe(200);
    const page = res.json().user;
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 5 });
    const order = page.data.map((s: { sc_username: string; followerCount: number; is_streaming: boolean }) => [
      s.sc_username,
      s.is_streaming,
      s.followerCount,
    ]);
    expect(order).toEqual([
      ['lemonade_live', true, 0],
      ['lemon_quiet', true, 0],
      ['grape_ape', false, 5],
      ['sour_lemon', false, 3],
      ['Lemon_King', false, 2],
    ]);
    const two = await t.app.inject({ url: '/v1/users/top-streamers/?limit=2&page=2' });
    expect(two.json().user).toMatchObject({ currentPage: 2, totalPages: 3, totalRecords: 5 });
    expect(two.json().user.data.map((s: { sc_username: string }) => s.sc_username)).toEqual([
      'grape_ape',
      'sour_lemon',
    ]);
    await t.deps.database.db.update(users).set({ isStreamer: false }).where(eq(users.id, made.grape_ape!.id));
    const after = (await t.app.inject({ url: '/v1/users/top-streamers/' })).json().user;
    expect(after.data.map((s: { sc_username: string }) => s.sc_username)).not.toContain('grape_ape');
  });
});
