import { BOUNTY_MSG as M } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bounties, bountyClaims } from '../../db/schema';
import { escrowBalance } from '../../platform/ledger';
import { advance, balance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { sweepDue } from '..';
import { claim, getBounty, newBounty, verifyPayload } from './bounty-test-helpers';

/** Real concurrency needs real PostgreSQL (PGlite runs one statement at a time). */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('bounties under concurrency (PostgreSQL)', () => {
  let t: TestContext;
  let creator: Person;
  let crowd: Person[];
  beforeAll(async () => {
    t = await createTestApp();
    await prepare(t);
    creator = await person(t, 100_000);
    crowd = [];
    for (let i = 0; i < 100; i++) crowd.push(await person(t, 1000));
  }, 120_000);
  afterEach(() => expectLedgerSound(t));
  afterAll(() => t.close());

  it('100 users claim a bounty limited to N claims at once: exactly N succeed', async () => {
    const id = await newBounty(t, creator);
    const N = 7;
    await t.deps.database.db
      .update(bounties)
      .set({ bountyType: 'daily', numberOfClaims: N })
      .where(eq(bounties.id, id));
    const results = await Promise.all(crowd.map((p) => post(t, `/v1/bounty/${id}/claim`, p.headers)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(N);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().message === M.claimLimit)).toBe(true);
    const rows = await t.deps.database.db.select().from(bountyClaims).where(eq(bountyClaims.bountyId, id));
    expect(rows).toHaveLength(N);
    expect((await getBounty(t, id)).claimCount).toBe(N);
  });

  it('100 users claim a normal bounty at once: exactly one succeeds', async () => {
    const id = await newBounty(t, creator);
    const results = await Promise.all(crowd.map((p) => post(t, `/v1/bounty/${id}/claim`, p.headers)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await getBounty(t, id)).status).toBe('claimed');
  });

  it('100 concurrent up-the-antes: amount = start + sum and the escrow matches', async () => {
    const id = await newBounty(t, creator);
    const amounts = crowd.map((_, i) => 1 + (i % 37));
    const results = await Promise.all(
      crowd.map((p, i) => post(t, `/v1/bounty/up-the-ante/${id}`, p.headers, { cc_amount: amounts[i] })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const sum = amounts.reduce((s, x) => s + x, 0);
    const b = await getBounty(t, id);
    expect(b).toMatchObject({ amount_cc: 500 + sum, antesCount: 100, userCount: 100 });
    expect(await escrowBalance(t.deps.database.db, id)).toBe(500 + sum);
  });

  it('a sweep racing a submit never both expires and accepts the claim', async () => {
    for (let round = 0; round < 10; round++) {
      const id = await newBounty(t, creator, {
        duration_end_time: new Date(t.clock.now().getTime() + HOUR).toISOString(),
      });
      const who = crowd[round]!;
      const claimId = await claim(t, id, who);
      // The claim falls due exactly now: both the submit and the sweep may think they are first.
      await advance(t, HOUR - 1);
      await t.deps.database.db.execute(
        sql`update bounty_claims set modified_end_time = ${new Date(t.clock.now().getTime() + 2).toISOString()}::timestamptz where id = ${claimId}`,
      );
      const submitting = post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, who.headers, verifyPayload);
      // Time passes the deadline at a different moment of the submit's flight each round.
      const sweeping = new Promise((r) => setTimeout(r, round * 3)).then(() => {
        t.clock.advance(3);
        return sweepDue(t.deps);
      });
      const [submit] = await Promise.all([submitting, sweeping]);
      const [row] = await t.deps.database.db.select().from(bountyClaims).where(eq(bountyClaims.id, claimId));
      const b = await getBounty(t, id);
      if (submit.statusCode === 200) {
        expect(row!.status).toBe('submitted');
        expect(b.status).toBe('submitted');
        expect(await escrowBalance(t.deps.database.db, id)).toBe(500);
      } else {
        expect(submit.json().message).toBe(M.noLongerActive);
        await sweepDue(t.deps);
        const [after] = await t.deps.database.db.select().from(bountyClaims).where(eq(bountyClaims.id, claimId));
        expect(after!.status).toBe('expired');
        expect(await escrowBalance(t.deps.database.db, id)).toBe(0);
      }
    }
  }, 60_000);

  it('three sweepers at once take every due bounty exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await newBounty(t, creator, { duration_end_time: new Date(t.clock.now().getTime() + HOUR).toISOString() }),
      );
    await sweepDue(t.deps);
    const before = await balance(t, creator.id);
    await advance(t, HOUR);
    const passes = await Promise.all([sweepDue(t.deps), sweepDue(t.deps), sweepDue(t.deps)]);
    expect(passes.reduce((s, p) => s + p.unclaimed, 0)).toBeGreaterThanOrEqual(12);
    expect(await balance(t, creator.id)).toBe(before + 12 * 500);
    for (const id of ids) expect((await getBounty(t, id)).status).toBe('unclaimed');
  }, 60_000);
});
