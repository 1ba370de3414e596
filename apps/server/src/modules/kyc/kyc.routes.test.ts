import { PAYOUT_MSG } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityVerifications, outboxEvents } from '../../db/schema';
import {
  findSandboxObject,
  SANDBOX_IDV_FAILURE,
  SANDBOX_PAYOUT_SIGNATURE_HEADER,
  sandboxPayoutCallback,
  signSandboxPayout,
  updateSandboxObject,
} from '../../platform/payouts';
import { createTestApp, type TestContext } from '../../test/setup';
import { sweepDue } from '..';
import { signedIn } from '../wallet/wallet-test-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { PUBLIC_URL: 'https://crowns.test' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const openCheck = async (headers: Headers, level?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/payment/kyc/create-idv-link-token${level ? `?level=${level}` : ''}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { sessionId: string; url: string; level: string };
};
const choose = (sessionId: string, identity: string) =>
  t.app.inject({
    method: 'POST',
    url: `/payouts/sandbox/identity/${sessionId}`,
    headers: form,
    payload: `identity=${identity}`,
  });
const status = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/v1/payment/kyc/status', headers })).json().data;
const complete = (headers: Headers, sessionId: string, path = 'idv-complete') =>
  t.app.inject({ method: 'POST', url: `/v1/payment/kyc/${path}`, headers, payload: { sessionId } });
const webhook = (rawBody: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/v1/webhooks/receive-idv-webhook', headers, payload: rawBody });
const auditOf = (userId: number) =>
  t.deps.database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));

describe('identity checks (sandbox)', () => {
  it('starts at none, opens a basic check on the hosted page, and Pat Passing passes', async () => {
    const { user, headers } = await signedIn(t);
    expect(await status(headers)).toMatchObject({ status: 'none', message: PAYOUT_MSG.kycRequired });
    const link = await openCheck(headers);
    expect(link.level).toBe('basic');
    expect(link.url).toBe(`https://crowns.test/payouts/sandbox/identity/${link.sessionId}`);
    expect(await status(headers)).toMatchObject({ status: 'pending', level: 'basic', message: PAYOUT_MSG.kycPending });

    const page = await t.app.inject(new URL(link.url).pathname);
    expect(page.statusCode).toBe(200);
    for (const name of ['Pat Passing', 'Fran Failing', 'Rey Review']) expect(page.body).toContain(name);

    const res = await choose(link.sessionId, 'pass');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`https://crowns.test/wallet?withdraw=1&idv_session=${link.sessionId}`);
    const after = await complete(headers, link.sessionId, 'set-recent-idv-session');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      message: PAYOUT_MSG.kycPassed,
      data: { status: 'passed', level: 'basic', recentSessionId: link.sessionId, message: null },
    });
    expect(after.json().data.verifiedAt).toBe(t.clock.now().toISOString());
    expect(await auditOf(user.id)).toEqual([{ action: 'kyc.passed', actorId: null }]);
    const events = await t.deps.database.db.select().from(outboxEvents).where(eq(outboxEvents.name, 'kycUpdated'));
    expect(events.some((e) => e.rooms.includes(`private-user-${user.id}`))).toBe(true);

    // The next check is the enhanced one.
    expect((await openCheck(headers)).level).toBe('enhanced');
  });

  it('Fran Failing fails with the provider reason; a repeat of the webhook changes nothing', async () => {
    const { user, headers } = await signedIn(t);
    const link = await openCheck(headers);
    await choose(link.sessionId, 'fail');
    const res = await complete(headers, link.sessionId);
    expect(res.json()).toMatchObject({ message: PAYOUT_MSG.kycFailed, data: { status: 'failed' } });
    const [row] = await t.deps.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.providerSessionId, link.sessionId));
    expect(row!.failureReason).toBe(SANDBOX_IDV_FAILURE);

    const again = sandboxPayoutCallback(t.deps, { type: 'verification', sessionId: link.sessionId, status: 'failed' });
    expect((await webhook(again.rawBody, again.headers)).json()).toMatchObject({ received: true, applied: false });
    // An older state never undoes a newer one.
    const older = sandboxPayoutCallback(t.deps, { type: 'verification', sessionId: link.sessionId, status: 'pending' });
    expect((await webhook(older.rawBody, older.headers)).json().applied).toBe(false);
    expect(await status(headers)).toMatchObject({ status: 'failed' });
    expect(await auditOf(user.id)).toEqual([{ action: 'kyc.failed', actorId: null }]);
  });

  it('Rey Review waits in review until the sweep decides it after the sandbox delay', async () => {
    const { user, headers } = await signedIn(t);
    const link = await openCheck(headers);
    await choose(link.sessionId, 'review');
    expect((await complete(headers, link.sessionId)).json()).toMatchObject({
      message: PAYOUT_MSG.kycInReview,
      data: { status: 'review' },
    });
    await sweepDue(t.deps);
    expect((await status(headers)).status).toBe('review');
    t.clock.advance(t.deps.env.SANDBOX_PAYOUT_DELAY_SECONDS * 1000);
    await sweepDue(t.deps);
    expect((await status(headers)).status).toBe('passed');
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(['kyc.review', 'kyc.passed']);
  });

  it('applies the webhook before the browser returns, and the browser after it: one state', async () => {
    const { user, headers } = await signedIn(t);
    const link = await openCheck(headers);
    await choose(link.sessionId, 'pass'); // the page delivered the webhook already
    const pass = sandboxPayoutCallback(t.deps, { type: 'verification', sessionId: link.sessionId, status: 'passed' });
    expect((await webhook(pass.rawBody, pass.headers)).json().applied).toBe(false);
    await complete(headers, link.sessionId);
    await complete(headers, link.sessionId, 'set-recent-idv-session');
    expect(await auditOf(user.id)).toEqual([{ action: 'kyc.passed', actorId: null }]);
  });

  it('the webhook, its repeats and the browser at the same moment: one transition, one audit row', async () => {
    const { user, headers } = await signedIn(t);
    const link = await openCheck(headers);
    // The provider decides without telling us yet (as if its webhook were still on the way).
    const { db } = t.deps.database;
    const session = (await findSandboxObject(db, 'idv_session', link.sessionId))!;
    await updateSandboxObject(db, 'idv_session', link.sessionId, { ...session.data, status: 'passed' }, t.clock.now());
    const pass = sandboxPayoutCallback(t.deps, { type: 'verification', sessionId: link.sessionId, status: 'passed' });
    const results = await Promise.all([
      webhook(pass.rawBody, pass.headers),
      webhook(pass.rawBody, pass.headers),
      complete(headers, link.sessionId),
      complete(headers, link.sessionId, 'set-recent-idv-session'),
      webhook(pass.rawBody, pass.headers),
    ]);
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([{ action: 'kyc.passed', actorId: null }]);
    expect(await status(headers)).toMatchObject({ status: 'passed', recentSessionId: link.sessionId });
  });

  it('never trusts the browser: a cancelled page stays pending when it says it completed', async () => {
    const { headers } = await signedIn(t);
    const link = await openCheck(headers);
    const cancel = await t.app.inject({ method: 'POST', url: `/payouts/sandbox/identity/${link.sessionId}/cancel` });
    expect(cancel.headers.location).toBe(`https://crowns.test/wallet?withdraw=1&idv_session=${link.sessionId}`);
    expect((await complete(headers, link.sessionId)).json()).toMatchObject({
      message: PAYOUT_MSG.kycPending,
      data: { status: 'pending' },
    });
  });

  it("answers 404 for another user's or an unknown session, 400 for a bad body", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const link = await openCheck(owner.headers);
    for (const id of [link.sessionId, 'idv_sbx_nope']) {
      const res = await complete(other.headers, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PAYOUT_MSG.kycSessionNotFound);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/kyc/idv-complete',
      headers: owner.headers,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PAYOUT_MSG.kycSessionNotFound);
    const level = await t.app.inject({
      method: 'GET',
      url: '/v1/payment/kyc/create-idv-link-token?level=gold',
      headers: owner.headers,
    });
    expect(level.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/payment/kyc/status' })).statusCode).toBe(401);
  });

  it('refuses a webhook with a bad, tampered or replayed signature', async () => {
    const { headers } = await signedIn(t);
    const link = await openCheck(headers);
    const event = { type: 'verification', sessionId: link.sessionId, status: 'passed' } as const;
    const { rawBody, headers: signed } = sandboxPayoutCallback(t.deps, event);
    const refused = async (body: string, h: Record<string, string>) => {
      const res = await webhook(body, h);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid signature.');
    };
    await refused(rawBody, { 'content-type': 'application/json' });
    await refused(rawBody.replace('passed', 'failed'), signed);
    const stale = new Date(t.clock.now().getTime() - 3600_000);
    await refused(rawBody, {
      'content-type': 'application/json',
      [SANDBOX_PAYOUT_SIGNATURE_HEADER]: signSandboxPayload(rawBody, stale),
    });
    expect((await status(headers)).status).toBe('pending');
    expect((await webhook(rawBody, signed)).json().applied).toBe(true);
    expect((await status(headers)).status).toBe('passed');
  });

  it('the hosted page: 404 for an unknown session, 400 for a made-up identity, a finished check says so', async () => {
    expect((await t.app.inject('/payouts/sandbox/identity/idv_sbx_nope')).statusCode).toBe(404);
    const { headers } = await signedIn(t);
    const link = await openCheck(headers);
    const bad = await choose(link.sessionId, 'mallory');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose one of the test identities.');
    await choose(link.sessionId, 'pass');
    const done = await t.app.inject(`/payouts/sandbox/identity/${link.sessionId}`);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('already submitted');
    // A second submission cannot change the provider's answer.
    await choose(link.sessionId, 'fail');
    expect((await complete(headers, link.sessionId)).json().data.status).toBe('passed');
  });
});

const signSandboxPayload = (rawBody: string, at: Date) => signSandboxPayout(t.deps.secret, rawBody, at);
