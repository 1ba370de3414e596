import { BOUNTY_MSG as M } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bounties, bountyActivity } from '../../db/schema';
import { escrowBalance } from '../../platform/ledger';
import { advance, balance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, getBounty, newBounty } from './bounty-test-helpers';

let t: TestContext;
let creator: Person;
let other: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 100_000);
  other = await person(t, 100_000);
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const claimRes = (id: number, who: Person) => post(t, `/v1/bounty/${id}/claim`, who.headers);
const ante = (id: number, who: Person, cc_amount: unknown, headers: Record<string, string> = {}) =>
  post(t, `/v1/bounty/up-the-ante/${id}`, { ...who.headers, ...headers }, { cc_amount });

describe('POST /v1/bounty/{id}/claim', () => {
  it('claims an active bounty: claim row claimed until the bounty end, bounty claimed', async () => {
    const id = await newBounty(t, creator);
    const res = await claimRes(id, other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: M.claimed });
    const b = await getBounty(t, id, other.headers);
    expect(b).toMatchObject({ status: 'claimed', claimCount: 1, isClaimed: true, streamer: { id: other.id } });
    expect(b.claims).toEqual([
      expect.objectContaining({
        user_id: other.id,
        status: 'claimed',
        modified_end_time: b.duration_end_time,
        user: { image_url: null, sc_username: other.user.scUsername },
      }),
    ]);
    expect((await getBounty(t, id, creator.headers)).isClaimed).toBe(false);
  });

  it('answers the spec messages: already claimed, limit reached, own bounty, not active', async () => {
    const id = await newBounty(t, creator);
    await claim(t, id, other);
    expect((await claimRes(id, other)).json()).toMatchObject({ message: M.alreadyClaimed });
    const third = await person(t);
    const limit = await claimRes(id, third);
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toBe(M.claimLimit);
    const own = await claimRes(id, creator);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownBounty);

    const ended = await newBounty(t, creator, {
      duration_end_time: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    await advance(t, HOUR + 1);
    expect((await claimRes(ended, other)).json()).toMatchObject({ code: 'VALIDATION', message: M.noLongerActive });
  });

  it('refuses a bounty that has not started yet', async () => {
    const id = await newBounty(t, creator);
    await t.deps.database.db
      .update(bounties)
      .set({ durationStartTime: new Date(t.clock.now().getTime() + HOUR) })
      .where(eq(bounties.id, id));
    expect((await claimRes(id, other)).json().message).toBe(M.notStarted);
  });

  it('lets only the target claim a targeted bounty', async () => {
    const target = await person(t);
    const id = await newBounty(t, creator, { target_user: String(target.id) });
    const res = await claimRes(id, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notTarget);
    expect((await claimRes(id, target)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown bounty and 401 without tokens', async () => {
    expect((await claimRes(987_654, other)).statusCode).toBe(404);
    expect((await post(t, '/v1/bounty/1/claim', {})).statusCode).toBe(401);
  });
});

describe('POST /v1/bounty/up-the-ante/{id}', () => {
  it('moves crowns to the escrow and updates amount, antesCount and userCount (distinct, not the creator)', async () => {
    const id = await newBounty(t, creator);
    const third = await person(t, 1000);
    const before = await balance(t, other.id);
    const res = await ante(id, other, 200);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: M.upped });
    await ante(id, other, 100);
    await ante(id, creator, 50);
    await ante(id, third, 300);
    const b = await getBounty(t, id);
    expect(b).toMatchObject({ amount_cc: 1150, amount: 11.5, starting_cc: 500, antesCount: 4, userCount: 2 });
    expect(await escrowBalance(t.deps.database.db, id)).toBe(1150);
    expect(await balance(t, other.id)).toBe(before - 300);
    const activity = await t.deps.database.db.select().from(bountyActivity).where(eq(bountyActivity.bountyId, id));
    expect(activity.filter((a) => a.activityType === 'uptheante').map((a) => a.amount)).toEqual([200, 100, 50, 300]);
  });

  it('refuses 0, more than the balance, and a bounty that is no longer active', async () => {
    const id = await newBounty(t, creator);
    for (const bad of [0, -5, 'abc', 1.5]) {
      const res = await ante(id, other, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.anteZero);
    }
    const poor = await person(t, 100);
    expect((await ante(id, poor, 101)).json()).toMatchObject({ message: M.notEnoughAmount });
    expect(await balance(t, poor.id)).toBe(100);

    await claim(t, id, other);
    expect((await ante(id, poor, 10)).statusCode).toBe(200); // claimed still takes antes
    await post(t, `/v1/bounty/${id}/claim/${(await getBounty(t, id)).claims[0].id}/quit`, other.headers);
    expect((await ante(id, poor, 10)).json()).toMatchObject({ message: M.noLongerActive });
  });

  it('honours Idempotency-Key: a replay moves nothing twice', async () => {
    const id = await newBounty(t, creator);
    const key = { 'idempotency-key': `ante-${id}` };
    const first = await ante(id, other, 70, key);
    const again = await ante(id, other, 70, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await getBounty(t, id)).amount_cc).toBe(570);
    expect((await ante(id, other, 71, key)).statusCode).toBe(422);
  });
});
