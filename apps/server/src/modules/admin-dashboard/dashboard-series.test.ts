import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { bounties, bountyActivity, bountyClaims, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import {
  bountyEscrow,
  challengePool,
  EXTERNAL_CASH,
  PLATFORM_REVENUE,
  PROMOTIONS,
  payoutEscrow,
  refundContributors,
  transfer,
  transferMany,
  wallet,
  withdrawalHold,
} from '../../platform/ledger';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, type TestUser } from '../../test/users';

const at = (iso: string) => new Date(`${iso}Z`);
const NOW = at('2026-11-25T12:00:00');

describe('GET /admin/dashboard/series', () => {
  let t: TestContext;
  let admin: TestUser;
  let readonly: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  const bounty = async (creator: TestUser, createdAt: string, title: string) => {
    const [row] = await t.deps.database.db
      .insert(bounties)
      .values({
        title,
        bountyType: 'video',
        creatorId: creator.id,
        startingCc: 500,
        amount: 500,
        durationStartTime: at(createdAt),
        durationEndTime: at('2026-12-31T00:00:00'),
        createdAt: at(createdAt),
      })
      .returning();
    return row!;
  };
  const activity = (bountyId: number, type: string, createdAt: string) =>
    t.deps.database.db
      .insert(bountyActivity)
      .values({ bountyId, activityType: type, message: type, createdAt: at(createdAt) });

  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(NOW) });
    const { db } = t.deps.database;
    admin = await createUser(t.deps, { role: 'admin' });
    readonly = await createUser(t.deps, { role: 'read_only_admin' });
    alice = await createUser(t.deps);
    bob = await createUser(t.deps);
    carol = await createUser(t.deps);
    await db.update(users).set({ createdAt: at('2026-11-01T08:00:00') });
    for (const day of ['2026-11-22T01:00:00', '2026-11-22T23:59:59', '2026-11-24T12:00:00']) {
      const u = await createUser(t.deps);
      await db
        .update(users)
        .set({ createdAt: at(day) })
        .where(eq(users.id, u.id));
    }

    // Before the 7-day window: alice buys 5,000 and funds bounty 1 with 1,000 (opening escrow 1,000).
    await transfer(db, {
      from: EXTERNAL_CASH,
      to: wallet(alice.id),
      amount: 5000,
      type: 'purchase',
      at: at('2026-11-10T09:00:00'),
    });
    const b1 = await bounty(alice, '2026-11-10T10:00:00', 'First');
    await transfer(db, {
      from: wallet(alice.id),
      to: bountyEscrow(b1.id),
      amount: 1000,
      type: 'bounty_create',
      at: at('2026-11-10T10:00:00'),
    });

    // 20th: bob buys 2,000 and funds bounty 2 with 500; carol submits to it at 10:00.
    await transfer(db, {
      from: EXTERNAL_CASH,
      to: wallet(bob.id),
      amount: 2000,
      type: 'purchase',
      at: at('2026-11-20T08:00:00'),
    });
    const b2 = await bounty(bob, '2026-11-20T09:00:00', 'Second');
    await transfer(db, {
      from: wallet(bob.id),
      to: bountyEscrow(b2.id),
      amount: 500,
      type: 'bounty_create',
      at: at('2026-11-20T09:00:00'),
    });
    const [claim2] = await db
      .insert(bountyClaims)
      .values({
        bountyId: b2.id,
        userId: carol.id,
        status: 'submitted',
        modifiedEndTime: at('2026-11-30T00:00:00'),
        submittedAt: at('2026-11-20T10:00:00'),
      })
      .returning();

    // 21st: bounty 1 pays carol 900 and the platform a 100 fee.
    await payoutEscrow(db, bountyEscrow(b1.id), {
      type: 'bounty_payout',
      winnerUserId: carol.id,
      feePercent: 10,
      at: at('2026-11-21T15:00:00'),
    });
    await activity(b1.id, 'completed', '2026-11-21T15:00:00');

    // 22nd: alice funds a challenge pool with 300; 23rd: its prize goes to carol, bounty 2 fails and refunds bob.
    await transfer(db, {
      from: wallet(alice.id),
      to: challengePool(9001),
      amount: 300,
      type: 'challenge_fund',
      at: at('2026-11-22T12:00:00'),
    });
    await transfer(db, {
      from: challengePool(9001),
      to: wallet(carol.id),
      amount: 300,
      type: 'challenge_prize',
      at: at('2026-11-23T08:00:00'),
    });
    await db
      .update(bountyClaims)
      .set({ status: 'failed', reviewedAt: at('2026-11-23T09:00:00') })
      .where(eq(bountyClaims.id, claim2!.id));
    await refundContributors(db, bountyEscrow(b2.id), { type: 'bounty_refund', at: at('2026-11-23T09:00:00') });
    await activity(b2.id, 'failed', '2026-11-23T09:00:00');

    // 24th: carol withdraws 1,000; it settles the same day, 980 out and a 20 fee.
    await transfer(db, {
      from: wallet(carol.id),
      to: withdrawalHold(77),
      amount: 1000,
      type: 'withdrawal',
      at: at('2026-11-24T10:00:00'),
    });
    await transferMany(db, {
      type: 'withdrawal_settlement',
      at: at('2026-11-24T16:00:00'),
      legs: [
        { from: withdrawalHold(77), to: EXTERNAL_CASH, amount: 980 },
        { from: withdrawalHold(77), to: PLATFORM_REVENUE, amount: 20 },
      ],
    });

    // 24th too: a daily bounty's reward (paid by promotions) counts as winnings; a promo credit and a purchase bonus
    // are neither winnings nor crowns bought.
    await transfer(db, {
      from: PROMOTIONS,
      to: wallet(bob.id),
      amount: 250,
      type: 'bounty_payout',
      at: at('2026-11-24T11:00:00'),
    });
    await transfer(db, {
      from: PROMOTIONS,
      to: wallet(bob.id),
      amount: 40,
      type: 'promo_credit',
      at: at('2026-11-24T11:00:00'),
    });
    await transfer(db, {
      from: PROMOTIONS,
      to: wallet(bob.id),
      amount: 60,
      type: 'promo_bonus',
      at: at('2026-11-24T11:00:00'),
    });

    // Today: alice funds bounty 3 with 700; bob submits to it at 06:00 and waits.
    const b3 = await bounty(alice, '2026-11-25T05:00:00', 'Third');
    await transfer(db, {
      from: wallet(alice.id),
      to: bountyEscrow(b3.id),
      amount: 700,
      type: 'bounty_create',
      at: at('2026-11-25T05:00:00'),
    });
    await db.insert(bountyClaims).values({
      bountyId: b3.id,
      userId: bob.id,
      status: 'submitted',
      modifiedEndTime: at('2026-11-30T00:00:00'),
      submittedAt: at('2026-11-25T06:00:00'),
    });
  });
  afterAll(() => t.close());

  const get = async (user: TestUser | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/v1/admin/dashboard/series${query}`,
      headers: user ? await authHeaders(t.deps, user) : {},
    });

  it('answers one point per UTC day with the seeded activity, missing days as zeros', async () => {
    const res = await get(admin, '?days=7');
    expect(res.statusCode).toBe(200);
    const { series } = res.json();
    const zero = {
      bought: 0,
      paidToWinners: 0,
      withdrawn: 0,
      fees: 0,
      bountiesCreated: 0,
      bountiesCompleted: 0,
      bountiesFailed: 0,
      signups: 0,
      oldestReviewMinutes: 0,
    };
    expect(series.days).toBe(7);
    expect(series.points).toEqual([
      { ...zero, day: '2026-11-19', escrow: 1000 },
      { ...zero, day: '2026-11-20', escrow: 1500, bought: 2000, bountiesCreated: 1, oldestReviewMinutes: 14 * 60 },
      {
        ...zero,
        day: '2026-11-21',
        escrow: 500,
        paidToWinners: 900,
        fees: 100,
        bountiesCompleted: 1,
        oldestReviewMinutes: 38 * 60,
      },
      { ...zero, day: '2026-11-22', escrow: 800, signups: 2, oldestReviewMinutes: 62 * 60 },
      { ...zero, day: '2026-11-23', escrow: 0, paidToWinners: 300, bountiesFailed: 1 },
      { ...zero, day: '2026-11-24', escrow: 0, paidToWinners: 250, withdrawn: 980, fees: 20, signups: 1 },
      { ...zero, day: '2026-11-25', escrow: 700, bountiesCreated: 1, oldestReviewMinutes: 6 * 60 },
    ]);
  });

  it('totals check: the last escrow point equals the escrow and pool balances; the longer range starts from zero', async () => {
    const { series } = (await get(admin, '?days=30')).json();
    expect(series.points).toHaveLength(30);
    expect(series.points[0].day).toBe('2026-10-27');
    expect(series.points[0].escrow).toBe(0);
    const tenth = series.points.find((p: { day: string }) => p.day === '2026-11-10');
    expect(tenth).toMatchObject({ bought: 5000, escrow: 1000, bountiesCreated: 1 });
    expect(series.points.at(-1).escrow).toBe(700);
    expect(series.escrowBalance).toBe(700);
    const ninety = (await get(admin, '?days=90')).json().series;
    expect(ninety.points).toHaveLength(90);
    expect(ninety.points.at(-1).escrow).toBe(ninety.escrowBalance);
    expect(ninety.points.reduce((sum: number, p: { bought: number }) => sum + p.bought, 0)).toBe(7000);
  });

  it('per-kind totals check: 90 days of each money series equal what the ledger itself holds', async () => {
    const { series } = (await get(admin, '?days=90')).json();
    const sum = (key: string) => series.points.reduce((s: number, p: Record<string, number>) => s + p[key]!, 0);
    const { db } = t.deps.database;
    const balanceOf = async (kind: string) =>
      Number(
        (
          await rowsOf<{ n: string }>(
            db,
            sql`select coalesce(sum(balance), 0) as n from ledger_accounts where kind = ${kind}`,
          )
        )[0]!.n,
      );
    // Read from the other side of each movement: account balances and the wallets' own entries.
    const [received] = await rowsOf<{ n: string }>(
      db,
      sql`select coalesce(sum(e.amount), 0) as n from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.kind = 'user_wallet'
        join ledger_transfers t on t.id = e.transfer_id and t.type in ('bounty_payout', 'challenge_prize')
        where e.amount > 0`,
    );
    expect(sum('fees')).toBe(await balanceOf('platform_revenue'));
    expect(sum('bought') - sum('withdrawn')).toBe(-(await balanceOf('external_cash')));
    expect(sum('paidToWinners')).toBe(Number(received!.n));
    expect(series.points.at(-1).escrow).toBe((await balanceOf('bounty_escrow')) + (await balanceOf('challenge_pool')));
    expect([sum('fees'), sum('bought'), sum('withdrawn'), sum('paidToWinners')]).toEqual([120, 7000, 980, 1450]);
  });

  it('defaults to 7 days and refuses other ranges', async () => {
    expect((await get(admin)).json().series.points).toHaveLength(7);
    const bad = await get(admin, '?days=14');
    expect(bad.statusCode).toBe(400);
  });

  it('lets a read-only admin read; a user is refused with 403 and an anonymous caller with 401', async () => {
    expect((await get(readonly, '?days=30')).statusCode).toBe(200);
    expect((await get(alice, '?days=30')).statusCode).toBe(403);
    expect((await get(null, '?days=30')).statusCode).toBe(401);
  });
});
