import { LEADERBOARD_MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { advance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';
import { LEADERBOARD_TTL_MS } from './leaderboard.service';

const DAY = 24 * HOUR;

let t: TestContext;
let creator: Person;
let admin: Person;
let ana: Person;
let ben: Person;
let cleo: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 100_000);
  admin = await person(t, 0, { role: 'admin' });
  [ana, ben, cleo] = [await person(t), await person(t), await person(t)];
});
afterAll(() => t.close());

/** A bounty of `crowns` that `winner` claims, submits and is approved for: paid the crowns minus the 10% fee. */
async function win(winner: Person, title: string, crowns: number) {
  const id = await newBounty(t, creator, { title, starting_cc: String(crowns) });
  const claimId = await claim(t, id, winner);
  await post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, winner.headers, verifyPayload);
  const res = await post(t, `/v1/admin/bounty/${id}/review`, admin.headers, { claimId, decision: 'approve' });
  expect(res.statusCode).toBe(200);
  return id;
}

/** A daily bounty's reward, paid from the platform's promotions account without a fee. */
async function winDaily(winner: Person, title: string, crowns: number) {
  const now = t.clock.now().getTime();
  const created = await post(t, '/v1/admin/bounty/daily', admin.headers, {
    title,
    description: 'Once a day',
    category: ['Music'],
    rules: ['Dance'],
    reward_cc: crowns,
    number_of_claims: 5,
    duration_start_time: new Date(now - HOUR).toISOString(),
    duration_end_time: new Date(now + 20 * HOUR).toISOString(),
  });
  const id = created.json().data.bounty.id as number;
  const claimId = await claim(t, id, winner);
  await post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, winner.headers, verifyPayload);
  await post(t, `/v1/admin/bounty/${id}/review`, admin.headers, { claimId, decision: 'approve' });
}

const board = async (query: string) => {
  const res = await t.app.inject({ url: `/v1/leaderboard${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const earners = (body: { data: { earners: { rank: number; user: { id: number }; crownsWon: number }[] } }) =>
  body.data.earners.map((e) => [e.rank, e.user.id, e.crownsWon]);
const wins = (body: {
  data: { bounties: { bounty: { title: string }; winner: { id: number }; crownsWon: number }[] };
}) => body.data.bounties.map((b) => [b.bounty.title, b.winner.id, b.crownsWon]);

describe('GET /leaderboard', () => {
  it('ranks earners and completed bounties by crowns paid out, within the week, the month or all time', async () => {
    // 40 days ago: Ana wins big. 20 days ago: Ben. This week: Cleo twice (one a daily bounty) and Ana once.
    await win(ana, 'Old big one', 5_000);
    await advance(t, 20 * DAY);
    await win(ben, 'Mid month', 2_000);
    await advance(t, 17 * DAY);
    await win(cleo, 'Fresh one', 1_000);
    await advance(t, 2 * DAY);
    await winDaily(cleo, 'Daily dance', 300);
    await win(ana, 'Small fresh', 500);
    await expectLedgerSound(t);

    const week = await board('?period=week');
    expect(week).toMatchObject({ status: 200, data: { period: 'week' } });
    expect(week.data.since).toBe(new Date(t.clock.now().getTime() - 7 * DAY).toISOString());
    expect(earners(week)).toEqual([
      [1, cleo.id, 1_200],
      [2, ana.id, 450],
    ]);
    expect(week.data.earners[0]).toMatchObject({
      user: { id: cleo.id, sc_username: cleo.user.scUsername, image_url: null },
      bountiesWon: 2,
    });
    expect(wins(week)).toEqual([
      ['Fresh one', cleo.id, 900],
      ['Small fresh', ana.id, 450],
      ['Daily dance', cleo.id, 300],
    ]);

    expect(earners(await board('?period=month'))).toEqual([
      [1, ben.id, 1_800],
      [2, cleo.id, 1_200],
      [3, ana.id, 450],
    ]);

    const all = await board('?period=all');
    expect(all.data.since).toBeNull();
    expect(earners(all)).toEqual([
      [1, ana.id, 4_950],
      [2, ben.id, 1_800],
      [3, cleo.id, 1_200],
    ]);
    expect(all.data.earners[0].bountiesWon).toBe(2);
    expect(wins(all)[0]).toEqual(['Old big one', ana.id, 4_500]);
    expect(wins(await board('?period=all&limit=2'))).toEqual([
      ['Old big one', ana.id, 4_500],
      ['Mid month', ben.id, 1_800],
    ]);
  });

  it('drops a payout from the week once it is more than 7 days old, and leaves suspended accounts out', async () => {
    // Cleo's 'Fresh one' was paid 2 days ago; 5 days and a second later it is 7 days and 1 second old.
    await advance(t, 5 * DAY + 1_000);
    const week = await board('?period=week');
    expect(wins(week)).toEqual([
      ['Small fresh', ana.id, 450],
      ['Daily dance', cleo.id, 300],
    ]);
    expect(earners(week)).toEqual([
      [1, ana.id, 450],
      [2, cleo.id, 300],
    ]);

    await t.deps.database.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, ana.id));
    await advance(t, LEADERBOARD_TTL_MS);
    const after = await board('?period=week');
    expect(earners(after)).toEqual([[1, cleo.id, 300]]);
    expect(wins(after)).toEqual([['Daily dance', cleo.id, 300]]);
  });

  it('answers an empty board for a period without payouts, and 400 for a bad period or limit', async () => {
    await advance(t, 8 * DAY);
    expect((await board('?period=week')).data).toMatchObject({ earners: [], bounties: [] });

    const bad = await t.app.inject({ url: '/v1/leaderboard?period=year' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LEADERBOARD_MSG.badPeriod);
    const tooMany = await t.app.inject({ url: '/v1/leaderboard?limit=500' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(LEADERBOARD_MSG.badLimit);
  });
});
