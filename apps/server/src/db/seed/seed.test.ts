import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CATEGORY_SEED } from '../../modules/reports/report-categories';
import { ledgerInvariants } from '../../platform/ledger/ledger-test-helpers';
import { verifyPassword } from '../../platform/passwords';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders } from '../../test/users';
import { bounties, follows, ledgerEntries, streams, users } from '../schema';
import { DEMO_CREDIT } from './demo-bounties';
import { DEMO_CHALLENGES } from './demo-challenges';
import { DEMO_FOLLOWS, DEMO_LIVE } from './demo-social';
import { DEMO_USERS } from './demo-users';
import { runSeed } from './index';

const userCount = async (t: TestContext) => (await t.deps.database.db.select({ n: count() }).from(users))[0]!.n;

describe('runSeed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('creates verified demo users with working passwords and returns their logins', async () => {
    const result = await runSeed(t.deps);
    expect(result.logins).toEqual(
      expect.arrayContaining([
        { role: 'Viewer', email: 'demo@crowns.gg', password: 'Demo1234!' },
        { role: 'Admin', email: 'admin@crowns.gg', password: 'Admin1234!' },
        { role: 'Read-only admin', email: 'readonly@crowns.gg', password: 'Readonly1234!' },
      ]),
    );
    expect(await userCount(t)).toBe(DEMO_USERS.length);
    const rows = await t.deps.database.db.select().from(users);
    expect(rows.every((r) => r.isVerified)).toBe(true);
    const byName = Object.fromEntries(rows.map((r) => [r.scUsername, r]));
    for (const name of ['kai_streams', 'luna_live', 'rexplays', 'mira_tv']) expect(byName[name]?.isStreamer).toBe(true);
    expect(byName.demo_viewer?.isStreamer).toBe(false);
    expect(byName.crowns_admin?.role).toBe('admin');
    expect(byName.crowns_readonly?.role).toBe('read_only_admin');
    expect(await verifyPassword(byName.demo_viewer!.passwordHash, 'Demo1234!')).toBe(true);
    expect(await verifyPassword(byName.crowns_admin!.passwordHash, 'Admin1234!')).toBe(true);

    // A seeded streamer is a usable account with a public profile.
    const profile = await t.app.inject('/v1/users/profile/@kai_streams');
    expect(profile.json().user).toMatchObject({ sc_username: 'kai_streams', is_streamer: true, image_url: null });
    const me = await t.app.inject({ url: '/v1/users/me', headers: await authHeaders(t.deps, byName.demo_viewer!) });
    expect(me.json().user.email).toBe('demo@crowns.gg');
  });

  it('makes kai_streams (twitch) and luna_live (kick) live and seeds the demo follows', async () => {
    const top = (await t.app.inject('/v1/users/top-streamers/')).json().user.data;
    expect(top.slice(0, 2).map((s: { sc_username: string; platform: string }) => [s.sc_username, s.platform])).toEqual([
      ['kai_streams', 'twitch'],
      ['luna_live', 'kick'],
    ]);
    expect(top[0]).toMatchObject({ is_streaming: true, followerCount: 4, title: 'Any% attempts — bounties open!' });
    expect(top.slice(2).every((s: { is_streaming: boolean }) => !s.is_streaming)).toBe(true);
    const { db } = t.deps.database;
    expect((await db.select({ n: count() }).from(follows))[0]!.n).toBe(DEMO_FOLLOWS.length);
    const [viewer] = await db.select().from(users).where(eq(users.scUsername, 'demo_viewer'));
    const followings = await t.app.inject(`/v1/followership/followings/${viewer!.id}`);
    expect(followings.json().followerList.totalRecords).toBe(3);
    const kai = top[0].id;
    const suggestion = await t.app.inject({
      url: `/v1/users/usernames/?username=kai_streams`,
      headers: await authHeaders(t.deps, viewer!),
    });
    expect(suggestion.json().userNamesArr).toEqual([
      { id: kai, sc_username: 'kai_streams', image_url: null, followedFlag: true, is_live: true },
    ]);
  });

  it('seeds funded wallets and real bounties: an available board, a claimed one, a completed one with its video, a daily', async () => {
    const { db } = t.deps.database;
    const [viewer] = await db.select().from(users).where(eq(users.scUsername, 'demo_viewer'));
    const headers = await authHeaders(t.deps, viewer!);
    const board = await t.app.inject({
      method: 'POST',
      url: '/v1/bounty/list?sortBy=amount&sortOrder=desc&limit=10',
      headers,
      payload: { queryFilter: { status: 'available' } },
    });
    // 2500 + 700 upped, 1000 + 500 + 300 upped, 2000; the no-scope one is claimed, the speedrun completed.
    expect(board.json().bounty.data.map((b: { title: string; amount_cc: number }) => [b.title, b.amount_cc])).toEqual([
      ['Beat the boss blindfolded', 3200],
      ['Sing a sea shanty live', 2000],
      ['Eat a ghost pepper', 1800],
    ]);
    const completed = (await t.app.inject('/v1/bounty/top-completed?sortBy=amount&limit=4')).json().bounty.data;
    expect(completed.map((b: { title: string }) => b.title)).toEqual([
      'Karaoke a power ballad',
      'Sub-20 minute speedrun',
    ]);
    expect(completed[1]).toMatchObject({ title: 'Sub-20 minute speedrun', status: 'completed' });
    expect(completed[1].claims[0]).toMatchObject({ status: 'completed', platform: 'youtube' });
    expect(completed[1].image_url).toMatch(/^\/files\/public\//);
    const image = await t.app.inject(completed[1].image_url);
    expect(image.statusCode).toBe(200);
    const daily = (await t.app.inject('/v1/bounty/daily')).json().data;
    expect(daily.map((b: { title: string }) => b.title)).toEqual(['Clip your best play']);
    const wallet = (await t.app.inject({ url: '/v1/wallet', headers })).json().data;
    // The karaoke prize (5000 less the 10 % fee) is the only part of the demo viewer's wallet that can be withdrawn.
    expect(wallet).toMatchObject({ balance: DEMO_CREDIT - 2500 - 1000 + 4500, withdrawable: 4500 });
    expect(await ledgerInvariants(db)).toEqual({
      sumOfBalances: 0,
      negativeWallets: 0,
      cacheDrift: 0,
      unbalancedTransfers: 0,
    });
  });

  it('seeds challenges: a featured live one with a pool and ranked responses, an upcoming one, one paid, one refunded', async () => {
    const featured = (await t.app.inject('/v1/challenge/featured')).json().challenge;
    expect(featured).toMatchObject({
      title: 'Lemon face challenge',
      status: 'live',
      featured: true,
      prize_cc: 4200,
      contributorsCount: 2,
      responsesCount: 3,
    });
    const all = await t.app.inject({ method: 'POST', url: '/v1/challenge/all?sortBy=recent', payload: {} });
    const byTitle = Object.fromEntries(
      all.json().challenge.data.map((c: { title: string; status: string }) => [c.title, c]),
    );
    expect(Object.keys(byTitle)).toHaveLength(DEMO_CHALLENGES.length);
    expect(byTitle['Sunrise 5K live']).toMatchObject({ status: 'upcoming', type: 'live', prize_cc: 1900 });
    expect(byTitle['One-take beatbox']).toMatchObject({
      status: 'paid',
      winner: { user: { sc_username: 'mira_tv' }, upvotes: 3, payout_cc: 2250 },
    });
    expect(byTitle['Speedpaint in 10 minutes']).toMatchObject({ status: 'refunded', winner: null });
    expect(await ledgerInvariants(t.deps.database.db)).toMatchObject({ sumOfBalances: 0, cacheDrift: 0 });
  });

  it('is idempotent: a second and third run create no duplicates and change nothing', async () => {
    const { db } = t.deps.database;
    await db.update(users).set({ bio: 'changed by the user' }).where(eq(users.scUsername, 'demo_viewer'));
    const again = await runSeed(t.deps);
    await runSeed(t.deps);
    expect(await userCount(t)).toBe(DEMO_USERS.length);
    expect(again.logins).toHaveLength(DEMO_USERS.length);
    const [viewer] = await db.select().from(users).where(eq(users.scUsername, 'demo_viewer'));
    expect(viewer!.bio).toBe('changed by the user');
    expect((await db.select({ n: count() }).from(follows))[0]!.n).toBe(DEMO_FOLLOWS.length);
    expect(await db.select().from(streams)).toHaveLength(DEMO_LIVE.length);
  });
});

describe('runSeed without demo data', () => {
  it('seeds no users when SEED_DEMO is off, nor on a database that already has users', async () => {
    const off = await createTestApp();
    expect((await runSeed(off.deps)).logins).toEqual([]);
    expect(await userCount(off)).toBe(0);
    expect(await off.deps.database.db.select().from(streams)).toEqual([]);
    const reasons = (await off.app.inject('/v1/utils/report-category')).json().data;
    expect(reasons.map((r: { name: string }) => r.name)).toEqual([...REPORT_CATEGORY_SEED]);
    await off.close();

    const used = await createTestApp({}, { SEED_DEMO: 'true' });
    await used.deps.database.db
      .insert(users)
      .values({ email: 'real@example.com', scUsername: 'real_user', passwordHash: 'x', birthdate: '1990-01-01' });
    expect((await runSeed(used.deps)).logins).toEqual([]);
    expect(await userCount(used)).toBe(1);
    await used.close();
  });
});

describe('runSeed interrupted', () => {
  it('leaves no demo data when a step fails, and the next run seeds all of it', async () => {
    const t = await createTestApp({}, { SEED_DEMO: 'true' });
    const { db } = t.deps.database;
    // The last step (the daily bounty) fails, as a start killed there would.
    for (const statement of [
      `create function fail_daily() returns trigger language plpgsql as $$
       begin if new.bounty_type = 'daily' then raise exception 'interrupted'; end if; return new; end $$`,
      'create trigger fail_daily before insert on bounties for each row execute function fail_daily()',
    ])
      await db.execute(sql.raw(statement));
    try {
      await expect(runSeed(t.deps)).rejects.toThrow();
      expect(await userCount(t)).toBe(0);
      expect(await db.select().from(bounties)).toEqual([]);
      expect(await db.select().from(ledgerEntries)).toEqual([]);
      expect(await db.select().from(follows)).toEqual([]);

      await db.execute(sql.raw('drop trigger fail_daily on bounties'));
      expect((await runSeed(t.deps)).logins).toHaveLength(DEMO_USERS.length);
      expect(await userCount(t)).toBe(DEMO_USERS.length);
      expect(await db.select().from(bounties)).toHaveLength(7);
      expect((await db.select({ n: count() }).from(follows))[0]!.n).toBe(DEMO_FOLLOWS.length);
      const [viewer] = await db.select().from(users).where(eq(users.scUsername, 'demo_viewer'));
      const wallet = (await t.app.inject({ url: '/v1/wallet', headers: await authHeaders(t.deps, viewer!) })).json();
      expect(wallet.data.balance).toBe(DEMO_CREDIT - 2500 - 1000 + 4500);
      expect(await ledgerInvariants(db)).toMatchObject({ sumOfBalances: 0, cacheDrift: 0 });
    } finally {
      await t.close();
    }
  });
});
