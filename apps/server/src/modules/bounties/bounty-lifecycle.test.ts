import { BOUNTY_MSG as M } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { escrowBalance, getBalance, PLATFORM_REVENUE } from '../../platform/ledger';
import { advance, balance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { sweepDue } from '..';
import { claim, getBounty, newBounty, verifyPayload } from './bounty-test-helpers';

let t: TestContext;
let creator: Person;
let claimer: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 100_000);
  claimer = await person(t, 100_000);
  admin = await person(t, 0, { role: 'admin' });
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const platform = () => getBalance(t.deps.database.db, PLATFORM_REVENUE);
const claimUrl = (id: number, claimId: number, action: string) => `/v1/bounty/${id}/claim/${claimId}/${action}`;
const review = (id: number, body: object, who: Person = admin) =>
  post(t, `/v1/admin/bounty/${id}/review`, who.headers, body);

/** A bounty of 500 with antes of 200 and 300 from two other users, claimed and submitted. */
async function submittedBounty() {
  const a = await person(t, 1000);
  const b = await person(t, 1000);
  const id = await newBounty(t, creator);
  await post(t, `/v1/bounty/up-the-ante/${id}`, a.headers, { cc_amount: 200 });
  await post(t, `/v1/bounty/up-the-ante/${id}`, b.headers, { cc_amount: 300 });
  const claimId = await claim(t, id, claimer);
  const res = await post(t, claimUrl(id, claimId, 'verify'), claimer.headers, verifyPayload);
  expect(res.json()).toMatchObject({ status: 200, message: M.submitted });
  return { id, claimId, a, b };
}

describe('verify and review', () => {
  it('submits: claim submitted with the link, bounty In Review (submitted)', async () => {
    const { id } = await submittedBounty();
    const b = await getBounty(t, id);
    expect(b.status).toBe('submitted');
    expect(b.claims[0]).toMatchObject({ status: 'submitted', submit_link: verifyPayload.clip_url, platform: 'twitch' });
  });

  it('checks the submission fields', async () => {
    const id = await newBounty(t, creator);
    const claimId = await claim(t, id, claimer);
    const send = (body: object) =>
      post(t, claimUrl(id, claimId, 'verify'), claimer.headers, { ...verifyPayload, ...body });
    expect((await send({ clip_url: '' })).json().message).toBe(M.linkRequired);
    expect((await send({ clip_url: 'not a link' })).json().message).toBe(M.linkInvalid);
    expect((await send({ title: 'x'.repeat(26) })).json().message).toBe(M.titleTooLong);
    expect((await send({ description: 'x'.repeat(151) })).json().message).toBe(M.descriptionTooLong);
    expect((await send({ platform: 'vimeo' })).json().message).toBe(M.platformRequired);
    const stranger = await person(t);
    expect((await post(t, claimUrl(id, claimId, 'verify'), stranger.headers, verifyPayload)).statusCode).toBe(403);
  });

  it('approve pays the escrow to the winner minus the 10% fee: 500 + 200 + 300 → 900 and 100', async () => {
    const { id, claimId } = await submittedBounty();
    const before = await balance(t, claimer.id);
    const revenue = await platform();
    const res = await review(id, { claimId, decision: 'approve' });
    expect(res.json()).toMatchObject({ status: 200, message: M.approved, data: { paid_cc: 900, fee_cc: 100 } });
    expect(await balance(t, claimer.id)).toBe(before + 900);
    expect(await platform()).toBe(revenue + 100);
    expect(await escrowBalance(t.deps.database.db, id)).toBe(0);
    const b = await getBounty(t, id);
    expect(b.status).toBe('completed');
    expect(b.claims[0].status).toBe('completed');
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit.map((a) => a.action)).toEqual(['bounty.review.approve']);
    expect((await review(id, { claimId, decision: 'approve' })).json().message).toBe(M.notInReview);
  });

  it('fail refunds every contributor exactly what they put in', async () => {
    const { id, claimId, a, b } = await submittedBounty();
    const [c0, a0, b0] = [await balance(t, creator.id), await balance(t, a.id), await balance(t, b.id)];
    expect((await review(id, { claimId, decision: 'fail' })).json().message).toBe(M.reasonRequired);
    const res = await review(id, { claimId, decision: 'fail', reason: 'Video is private' });
    expect(res.json()).toMatchObject({ status: 200, message: M.failedReview });
    expect(await balance(t, creator.id)).toBe(c0 + 500);
    expect(await balance(t, a.id)).toBe(a0 + 200);
    expect(await balance(t, b.id)).toBe(b0 + 300);
    expect(await getBounty(t, id)).toMatchObject({
      status: 'failed',
      failure_reason: 'requirements',
      failure_message: 'Your bounty was not completed due to unmet requirements.',
    });
  });

  it('is for admins only, writes by full admins only, and lists the queue oldest first with overdue', async () => {
    const { id, claimId } = await submittedBounty();
    const readOnly = await person(t, 0, { role: 'read_only_admin' });
    expect((await review(id, { claimId, decision: 'approve' }, claimer)).statusCode).toBe(403);
    expect((await review(id, { claimId, decision: 'approve' }, readOnly)).statusCode).toBe(403);
    const queue = async () =>
      (await t.app.inject({ url: '/v1/admin/bounty/review-queue', headers: readOnly.headers })).json().data;
    const mine = (await queue()).find((q: { claimId: number }) => q.claimId === claimId);
    expect(mine).toMatchObject({
      bountyId: id,
      overdue: false,
      submit_link: verifyPayload.clip_url,
      bounty: { creator: { id: creator.id, sc_username: creator.user.scUsername } },
      user: { id: claimer.id },
    });
    await advance(t, 49 * HOUR);
    const later = (await queue()).find((q: { claimId: number }) => q.claimId === claimId);
    expect(later.overdue).toBe(true);
    const submittedAts = (await queue()).map((q: { submitted_at: string }) => q.submitted_at);
    expect([...submittedAts].sort()).toEqual(submittedAts);
  });
});

describe('quit and extend', () => {
  it('quit: claim quitted, bounty failed (quitted) and everyone refunded', async () => {
    const a = await person(t, 1000);
    const id = await newBounty(t, creator);
    await post(t, `/v1/bounty/up-the-ante/${id}`, a.headers, { cc_amount: 250 });
    const claimId = await claim(t, id, claimer);
    const c0 = await balance(t, creator.id);
    const res = await post(t, claimUrl(id, claimId, 'quit'), claimer.headers);
    expect(res.json()).toMatchObject({ status: 200, message: M.quit });
    expect(await balance(t, creator.id)).toBe(c0 + 500);
    expect(await balance(t, a.id)).toBe(1000);
    const b = await getBounty(t, id);
    expect(b).toMatchObject({ status: 'failed', failure_reason: 'quitted' });
    expect(b.claims[0].status).toBe('quitted');
    expect((await post(t, claimUrl(id, claimId, 'quit'), claimer.headers)).json().message).toBe(M.claimNotOpen);
  });

  it('extend: once, 1-15 minutes, $1 per minute, later than the bounty end', async () => {
    const id = await newBounty(t, creator);
    const claimId = await claim(t, id, claimer);
    const send = (duration: unknown) => post(t, claimUrl(id, claimId, 'extend'), claimer.headers, { duration });
    expect((await send(0)).json().message).toBe(M.timeRequired);
    expect((await send(16)).json().message).toBe(M.extendTooLong);
    const before = await balance(t, claimer.id);
    const revenue = await platform();
    const res = await send(10);
    expect(res.json()).toMatchObject({ status: 200, message: M.extended, data: { charged_cc: 1000 } });
    expect(await balance(t, claimer.id)).toBe(before - 1000);
    expect(await platform()).toBe(revenue + 1000);
    const b = await getBounty(t, id);
    expect(new Date(b.claims[0].modified_end_time).getTime()).toBe(new Date(b.duration_end_time).getTime() + 600_000);
    expect((await send(5)).json().message).toBe(M.alreadyExtended);
  });

  it('extend refuses when the wallet is short', async () => {
    const poor = await person(t, 100);
    const id = await newBounty(t, creator);
    const claimId = await claim(t, id, poor);
    const res = await post(t, claimUrl(id, claimId, 'extend'), poor.headers, { duration: 2 });
    expect(res.json().message).toBe(M.notEnoughAmount);
    expect(await balance(t, poor.id)).toBe(100);
  });
});

describe('DELETE /v1/bounty/{id}', () => {
  it('refunds the creator minus the 5% deletion fee and reads cancelled', async () => {
    const id = await newBounty(t, creator, { starting_cc: '1000' });
    const c0 = await balance(t, creator.id);
    const revenue = await platform();
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/bounty/${id}`, headers: creator.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, msg: M.deleted, data: { refunded_cc: 950, fee_cc: 50 } });
    expect(await balance(t, creator.id)).toBe(c0 + 950);
    expect(await platform()).toBe(revenue + 50);
    expect((await getBounty(t, id)).status).toBe('cancelled');
  });

  it('is for the creator only, while active with no antes', async () => {
    const del = (id: number, who: Person) =>
      t.app.inject({ method: 'DELETE', url: `/v1/bounty/${id}`, headers: who.headers });
    const id = await newBounty(t, creator);
    expect((await del(id, claimer)).statusCode).toBe(403);
    await post(t, `/v1/bounty/up-the-ante/${id}`, claimer.headers, { cc_amount: 10 });
    expect((await del(id, creator)).json().message).toBe(M.cannotDelete);
    const claimed = await newBounty(t, creator);
    await claim(t, claimed, claimer);
    expect((await del(claimed, creator)).json().message).toBe(M.cannotDelete);
  });
});

describe('time: sweeper and evaluation on read', () => {
  it('unclaimed at the end: refunds everyone, once', async () => {
    await sweepDue(t.deps);
    const a = await person(t, 1000);
    const id = await newBounty(t, creator, {
      duration_end_time: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
    });
    await post(t, `/v1/bounty/up-the-ante/${id}`, a.headers, { cc_amount: 400 });
    const c0 = await balance(t, creator.id);
    expect((await sweepDue(t.deps)).unclaimed).toBe(0);
    await advance(t, 2 * HOUR);
    expect((await getBounty(t, id)).status).toBe('unclaimed');
    expect((await sweepDue(t.deps)).unclaimed).toBeGreaterThanOrEqual(1);
    expect(await balance(t, creator.id)).toBe(c0 + 500);
    expect(await balance(t, a.id)).toBe(1000);
    expect(await getBounty(t, id)).toMatchObject({ status: 'unclaimed', failure_reason: 'unclaimed' });
    expect((await sweepDue(t.deps)).unclaimed).toBe(0);
    expect(await balance(t, creator.id)).toBe(c0 + 500);
  });

  it('claimed but not submitted by the claim end: claim expired, bounty failed, refunds; submit then refused', async () => {
    await sweepDue(t.deps);
    const id = await newBounty(t, creator, {
      duration_end_time: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    const claimId = await claim(t, id, claimer);
    await post(t, claimUrl(id, claimId, 'extend'), claimer.headers, { duration: 5 });
    await advance(t, HOUR + 60_000);
    expect((await getBounty(t, id)).status).toBe('claimed'); // still inside the extension
    await advance(t, 5 * 60_000);
    const read = await getBounty(t, id);
    expect(read).toMatchObject({ status: 'failed', failure_reason: 'expired' });
    expect(read.claims[0].status).toBe('expired');
    const late = await post(t, claimUrl(id, claimId, 'verify'), claimer.headers, verifyPayload);
    expect(late.json().message).toBe(M.noLongerActive);
    const c0 = await balance(t, creator.id);
    expect((await sweepDue(t.deps)).expired).toBe(1);
    expect(await balance(t, creator.id)).toBe(c0 + 500);
    const after = await getBounty(t, id);
    expect(after).toMatchObject({
      status: 'failed',
      failure_message: 'Your bounty was not completed within the required time.',
    });
    expect(after.claims[0].status).toBe('expired');
  });
});
