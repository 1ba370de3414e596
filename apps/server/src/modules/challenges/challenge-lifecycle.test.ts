import { CHALLENGE_MSG as M } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeActivity, challenges, notifications, outboxEvents } from '../../db/schema';
import { challengePool, getBalance, PLATFORM_REVENUE } from '../../platform/ledger';
import { advance, balance, HOUR, person, post, useLedgerApp } from '../../test/people';
import type { TestContext } from '../../test/setup';
import { sweepDue } from '..';
import { challengeSweepJobs } from './challenge-sweep';
import { createChallengeFor, insertResponse } from './challenge-test-helpers';

const suite = useLedgerApp();
let t: TestContext;
beforeAll(async () => {
  t = suite.t;
});

const db = () => t.deps.database.db;
const pool = (id: number) => getBalance(db(), challengePool(id));
const revenue = () => getBalance(db(), PLATFORM_REVENUE);
const stored = async (id: number) => (await db().select().from(challenges).where(eq(challenges.id, id)))[0]!;
const detail = async (id: number, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/v1/challenge/${id}`, headers })).json().challenge;
const actions = async (id: number) =>
  (
    await db()
      .select({ action: challengeActivity.action })
      .from(challengeActivity)
      .where(eq(challengeActivity.challengeId, id))
      .orderBy(challengeActivity.id)
  ).map((a) => a.action);
const endNotes = async (id: number) =>
  db()
    .select({ userId: notifications.userId, data: notifications.data, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.notificationType, 'challengeEnd'), eq(notifications.parentId, id)));
const addPrize = (id: number, headers: Record<string, string>, cc: number) =>
  post(t, `/v1/challenge/add-to-prize/${id}`, headers, { cc_amount: cc });

describe('challenge lifecycle', () => {
  it('upcoming → live → ended → paid: pool escrowed, winner paid pool − fee, fee to revenue, once', async () => {
    const creator = await person(t);
    const [a, b] = [await person(t, 1_000), await person(t, 1_000)];
    const [r1, r2, r3] = [await person(t), await person(t), await person(t)];
    const id = await createChallengeFor(t, creator.id, {
      duration_start_time: new Date(t.clock.now().getTime() + HOUR).toISOString(),
      duration_end_time: new Date(t.clock.now().getTime() + 3 * HOUR).toISOString(),
    });
    expect((await stored(id)).status).toBe('upcoming');
    expect((await addPrize(id, a.headers, 300)).json()).toMatchObject({
      status: 200,
      message: M.added,
      data: { prize_cc: 800, contributorsCount: 1 },
    });
    await advance(t, HOUR);
    // Read as live before any sweep; the sweep stores it once.
    expect((await detail(id)).status).toBe('live');
    expect(await sweepDue(t.deps)).toMatchObject({ challengeLive: 1 });
    expect((await stored(id)).status).toBe('live');
    expect((await addPrize(id, b.headers, 200)).statusCode).toBe(200);
    expect(await pool(id)).toBe(1_000);
    const d = await detail(id);
    expect(d).toMatchObject({ prize_cc: 1_000, starting_cc: 500, contributorsCount: 2, amount: 10 });
    expect(d.contributors.map((c: { amount_cc: number }) => c.amount_cc)).toEqual([300, 200]);

    // r2 and r3 tie on upvotes; r2 responded first and wins.
    await insertResponse(t, id, r1.id, 2, 0);
    const winning = await insertResponse(t, id, r2.id, 5, 1_000);
    await insertResponse(t, id, r3.id, 5, 2_000);
    const revenueBefore = await revenue();
    await advance(t, 2 * HOUR);
    expect((await detail(id)).status).toBe('ended');
    expect(await sweepDue(t.deps)).toMatchObject({ challengeEnded: 1, challengeSettle: 1 });
    expect(await sweepDue(t.deps)).toMatchObject({ challengeEnded: 0, challengeSettle: 0 });

    // 10% payout fee (transaction_fee_percent) of 1000.
    expect(await balance(t, r2.id)).toBe(900);
    expect(await revenue()).toBe(revenueBefore + 100);
    expect(await pool(id)).toBe(0);
    expect([await balance(t, r1.id), await balance(t, r3.id), await balance(t, creator.id)]).toEqual([0, 0, 0]);
    const row = await stored(id);
    expect(row).toMatchObject({ status: 'paid', winnerResponseId: winning, payoutCc: 900 });
    expect(await detail(id, r2.headers)).toMatchObject({
      status: 'paid',
      myResponseId: winning,
      winner: { response_id: winning, user: { id: r2.id }, upvotes: 5, payout_cc: 900, platform: 'youtube' },
    });
    expect(await actions(id)).toEqual(['created', 'prize_added', 'live', 'prize_added', 'ended', 'won']);

    const notes = await endNotes(id);
    const flagOf = (userId: number) =>
      notes.filter((n) => n.userId === userId).map((n) => (n.data as { flag: string }).flag);
    expect(flagOf(r2.id)).toEqual(['won']);
    expect(notes.find((n) => n.userId === r2.id)!.message).toContain('900 crowns');
    expect([flagOf(creator.id), flagOf(a.id), flagOf(b.id), flagOf(r1.id)]).toEqual([['paid'], ['paid'], ['paid'], []]);
    const privateEnds = await db().select().from(outboxEvents).where(eq(outboxEvents.name, 'challengeEnd'));
    const rooms = privateEnds
      .filter((e) => (e.payload as { challengeId: number }).challengeId === id)
      .flatMap((e) => e.rooms);
    expect(rooms).toEqual(
      expect.arrayContaining([
        `challenge-${id}`,
        `private-user-${r2.id}`,
        `private-user-${creator.id}`,
        `private-user-${a.id}`,
      ]),
    );

    // Too late to add to the prize.
    const late = await addPrize(id, a.headers, 100);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.ended);
  });

  it('no response: every contributor gets back exactly what they put in', async () => {
    const creator = await person(t);
    const a = await person(t, 1_000);
    const id = await createChallengeFor(t, creator.id, { prize_cc: '700' });
    await addPrize(id, a.headers, 250);
    expect(await balance(t, a.id)).toBe(750);
    const revenueBefore = await revenue();
    await advance(t, 25 * HOUR);
    expect(await sweepDue(t.deps)).toMatchObject({ challengeEnded: 1, challengeSettle: 1 });
    expect([await balance(t, creator.id), await balance(t, a.id), await pool(id)]).toEqual([700, 1_000, 0]);
    expect(await revenue()).toBe(revenueBefore);
    expect((await stored(id)).status).toBe('refunded');
    expect(await detail(id)).toMatchObject({ status: 'refunded', winner: null });
    const notes = await endNotes(id);
    expect(notes.map((n) => [n.userId, (n.data as { flag: string }).flag]).sort()).toEqual(
      [
        [creator.id, 'refunded'],
        [a.id, 'refunded'],
      ].sort(),
    );
    expect(notes.find((n) => n.userId === a.id)!.message).toContain('250 crowns');
    expect((await actions(id)).slice(-2)).toEqual(['ended', 'refunded']);
  });

  it('a crash between the end and the payout is caught up by the next sweep, exactly once', async () => {
    const creator = await person(t);
    const winner = await person(t);
    const id = await createChallengeFor(t, creator.id);
    await insertResponse(t, id, winner.id, 0);
    await advance(t, 25 * HOUR);
    // Only the end step runs (the process dies before the settle step).
    const endJob = challengeSweepJobs.find((j) => j.name === 'challengeEnded')!;
    expect(await endJob.takeOne(t.deps)).toBe(true);
    expect((await stored(id)).status).toBe('ended');
    expect(await pool(id)).toBe(500);
    expect(await sweepDue(t.deps)).toMatchObject({ challengeEnded: 0, challengeSettle: 1 });
    expect(await sweepDue(t.deps)).toMatchObject({ challengeSettle: 0 });
    expect(await balance(t, winner.id)).toBe(450);
    expect((await stored(id)).status).toBe('paid');
  });

  it('concurrent sweeps settle each challenge once', async () => {
    const creator = await person(t);
    const ids: number[] = [];
    const responders = [];
    for (let i = 0; i < 4; i++) {
      ids.push(await createChallengeFor(t, creator.id));
      const r = await person(t);
      responders.push(r);
      await insertResponse(t, ids[i]!, r.id, i);
    }
    await advance(t, 25 * HOUR);
    const passes = await Promise.all([sweepDue(t.deps), sweepDue(t.deps), sweepDue(t.deps)]);
    const settled = passes.reduce((s, p) => s + p.challengeSettle, 0);
    const ended = passes.reduce((s, p) => s + p.challengeEnded, 0);
    expect([ended, settled]).toEqual([4, 4]);
    for (const r of responders) expect(await balance(t, r.id)).toBe(450);
    for (const id of ids) expect((await stored(id)).status).toBe('paid');
  });
});
