import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';

let t: TestContext;
let creator: Person;
let hunter: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 10_000);
  hunter = await person(t);
  admin = await person(t, 0, { role: 'admin' });
});
afterAll(() => t.close());

const stats = async (userId: number) => (await t.app.inject(`/v1/users/stats?type=bounty&userId=${userId}`)).json();
const me = async (who: Person) => (await t.app.inject({ url: '/v1/users/me', headers: who.headers })).json().user;

describe('bounty stats (spec 01 §3 bountyStats)', () => {
  it('counts accepted, completed and failed claims and the crowns won after the fee', async () => {
    expect(await stats(hunter.id)).toEqual({
      status: 200,
      bountyStats: {
        totalBountiesAccepted: 0,
        completedBounties: 0,
        failedBounties: 0,
        winRate: 0,
        totalWinAmount: 0,
        createdBounties: 0,
        claimedBounties: 0,
        inReviewBounties: 0,
      },
    });

    const won = await newBounty(t, creator, { starting_cc: '1000' });
    const wonClaim = await claim(t, won, hunter);
    expect((await me(hunter)).acceptedBounties).toBe(1);
    await post(t, `/v1/bounty/${won}/claim/${wonClaim}/verify`, hunter.headers, verifyPayload);
    await post(t, `/v1/admin/bounty/${won}/review`, admin.headers, { claimId: wonClaim, decision: 'approve' });

    const quit = await newBounty(t, creator);
    const quitClaim = await claim(t, quit, hunter);
    await post(t, `/v1/bounty/${quit}/claim/${quitClaim}/quit`, hunter.headers);

    const open = await newBounty(t, creator);
    await claim(t, open, hunter);

    // 1000 minus the 10% fee; one completed and one quit of the two decided claims: 50%.
    expect((await stats(hunter.id)).bountyStats).toEqual({
      totalBountiesAccepted: 3,
      completedBounties: 1,
      failedBounties: 1,
      winRate: 50,
      totalWinAmount: 900,
      createdBounties: 0,
      claimedBounties: 1,
      inReviewBounties: 0,
    });
    const mine = await me(hunter);
    expect(mine.acceptedBounties).toBe(1);
    expect(mine.bountyStats.totalWinAmount).toBe(900);
    await expectLedgerSound(t);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expect((await t.app.inject('/v1/users/stats?type=bounty&userId=999999')).statusCode).toBe(404);
    expect((await t.app.inject('/v1/users/stats?type=bounty&userId=abc')).statusCode).toBe(400);
  });
});
