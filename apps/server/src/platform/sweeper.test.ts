import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bounties } from '../db/schema';
import { SWEEP_JOBS } from '../modules';
import { newBounty } from '../modules/bounties/bounty-test-helpers';
import { advance, balance, HOUR, person, prepare } from '../test/people';
import { createTestApp, type TestContext } from '../test/setup';
import { startSweeper } from './sweeper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
});
afterAll(() => t.close());

const storedStatus = async (id: number) =>
  (await t.deps.database.db.select({ status: bounties.status }).from(bounties).where(eq(bounties.id, id)))[0]?.status;

describe('startSweeper', () => {
  it('applies due transitions on its interval (stored, with refunds) and stops cleanly', async () => {
    const creator = await person(t, 10_000);
    const id = await newBounty(t, creator, {
      duration_end_time: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    await advance(t, HOUR);
    expect(await storedStatus(id)).toBe('active');
    const sweeper = startSweeper(t.deps, SWEEP_JOBS, 20);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await storedStatus(id)) !== 'unclaimed')
      await new Promise((r) => setTimeout(r, 20));
    await sweeper.stop();
    expect(await storedStatus(id)).toBe('unclaimed');
    expect(await balance(t, creator.id)).toBe(10_000);
  });
});
