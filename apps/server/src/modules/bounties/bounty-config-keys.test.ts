import { BOUNTY_MSG as M } from '@crowns/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, PLATFORM_REVENUE } from '../../platform/ledger';
import { advance, balance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty, verifyPayload } from './bounty-test-helpers';

/** The bounty constants that are settings: a change on /admin/settings applies to the next request, no restart. */
let t: TestContext;
let admin: Person;
let creator: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  admin = await person(t, 0, { role: 'admin' });
  creator = await person(t, 1_000_000);
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const setSetting = async (key: string, value: unknown) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/v1/admin/settings/${key}`,
    headers: admin.headers,
    payload: { value },
  });
  expect(res.statusCode).toBe(200);
};
const claimUrl = (id: number, claimId: number, action: string) => `/v1/bounty/${id}/claim/${claimId}/${action}`;

describe('bounty settings', () => {
  it('bounty_extension_usd_per_minute: the next extension is charged at the new price', async () => {
    const claimer = await person(t, 10_000);
    const id = await newBounty(t, creator);
    const claimId = await claim(t, id, claimer);
    await setSetting('bounty_extension_usd_per_minute', 3);
    const before = await balance(t, claimer.id);
    const revenue = await getBalance(t.deps.database.db, PLATFORM_REVENUE);
    const res = await post(t, claimUrl(id, claimId, 'extend'), claimer.headers, { duration: 10 });
    // 10 minutes × $3 × 100 crowns per dollar.
    expect(res.json()).toMatchObject({ status: 200, message: M.extended, data: { charged_cc: 3000 } });
    expect(await balance(t, claimer.id)).toBe(before - 3000);
    expect(await getBalance(t.deps.database.db, PLATFORM_REVENUE)).toBe(revenue + 3000);
    await setSetting('bounty_extension_usd_per_minute', 1);
  });

  it("open_claims_per_user: one claim over the limit answers 'Bounty claim limit reached.'; a submission frees a place", async () => {
    const claimer = await person(t);
    await setSetting('open_claims_per_user', 2);
    const ids = [await newBounty(t, creator), await newBounty(t, creator), await newBounty(t, creator)];
    const first = await claim(t, ids[0]!, claimer);
    await claim(t, ids[1]!, claimer);
    const refused = await post(t, `/v1/bounty/${ids[2]}/claim`, claimer.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.claimLimit);

    const submitted = await post(t, claimUrl(ids[0]!, first, 'verify'), claimer.headers, verifyPayload);
    expect(submitted.statusCode).toBe(200);
    expect((await post(t, `/v1/bounty/${ids[2]}/claim`, claimer.headers)).statusCode).toBe(200);

    await setSetting('open_claims_per_user', 3);
    const fourth = await newBounty(t, creator);
    expect((await post(t, `/v1/bounty/${fourth}/claim`, claimer.headers)).statusCode).toBe(200);
  });

  it('review_sla_hours: the queue marks a submission overdue after the configured hours, with its overdue_at', async () => {
    const claimer = await person(t);
    const id = await newBounty(t, creator);
    const claimId = await claim(t, id, claimer);
    expect((await post(t, claimUrl(id, claimId, 'verify'), claimer.headers, verifyPayload)).statusCode).toBe(200);
    const submittedAt = t.clock.now().getTime();
    const mine = async () =>
      (await t.app.inject({ url: '/v1/admin/bounty/review-queue', headers: admin.headers }))
        .json()
        .data.find((q: { claimId: number }) => q.claimId === claimId);

    await advance(t, 3 * HOUR);
    expect(await mine()).toMatchObject({
      overdue: false,
      overdue_at: new Date(submittedAt + 48 * HOUR).toISOString(),
    });
    await setSetting('review_sla_hours', 2);
    expect(await mine()).toMatchObject({ overdue: true, overdue_at: new Date(submittedAt + 2 * HOUR).toISOString() });
    await setSetting('review_sla_hours', 48);
  });
});
