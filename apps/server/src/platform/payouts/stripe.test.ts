import { PAYOUT_MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { newKey, winCrowns, withdrawalRow } from '../../modules/payouts/payouts-test-helpers';
import { signedIn, walletBalance } from '../../modules/wallet/wallet-test-helpers';
import { createTestApp, type TestContext } from '../../test/setup';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in';
import { stripeSdk } from '../stripe-sdk';
import { createStripePayoutProvider, usePayoutProvider } from '.';

// The Stripe payouts adapter on the real SDK, sent to a local stand-in of Stripe's API (test/stripe-stand-in.ts);
// webhooks are signed here with the endpoint secret, as Stripe signs them.
type Params = Record<string, unknown>;
const SECRET = 'whsec_connect_test';
let t: TestContext;
let stripe: StripeStandIn;
let provider: ReturnType<typeof createStripePayoutProvider>;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  provider = createStripePayoutProvider(stripeSdk(stripe.secretKey, stripe.api), { webhookSecrets: [SECRET] });
  t = await createTestApp({}, { PUBLIC_URL: 'https://crowns.test' });
  usePayoutProvider(t.deps, provider);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const sent = (method: string, path: string) => stripe.requests.filter((r) => r.method === method && r.path === path);
const signed = (event: object, secret = SECRET) => {
  const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', ...event });
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
};
const sessionEvent = (type: string, ref: string, status: string, last_error: unknown = null) =>
  signed({
    type,
    data: {
      object: { id: 'vs_x', object: 'identity.verification_session', client_reference_id: ref, status, last_error },
    },
  });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const idvWebhook = (body: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/v1/webhooks/receive-idv-webhook', ...body });

/** Identity verified at Stripe: the session opened through the app, Stripe's state moved, the browser back. */
async function verifyIdentity(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/v1/payment/kyc/create-idv-link-token', headers });
  const { sessionId } = res.json().data;
  stripe.sessionByReference(sessionId)!.status = 'verified';
  return { sessionId, done: await post('/v1/payment/kyc/idv-complete', headers, { sessionId }) };
}

/** A bank account added through Connect onboarding: account link, Stripe's side finished, the public token back. */
async function addBank(headers: Record<string, string>) {
  const open = await t.app.inject({ method: 'GET', url: '/v1/payment/init-transfer?pmType=bank', headers });
  const { linkToken } = open.json().data;
  const account = sent('POST', '/v1/account_links').at(-1)!.params.account as string;
  stripe.finishOnboarding(account, 'bank_account');
  const added = await post('/v1/payment/kyc/set-access-token', headers, { publicToken: linkToken });
  return { account, linkToken, added };
}

describe('Stripe payouts adapter (real SDK, local stand-in of the API)', () => {
  it('opens Identity sessions (selfie for enhanced) and takes their state from Stripe and its webhooks', async () => {
    const { user, headers } = await signedIn(t);
    const res = await t.app.inject({ method: 'GET', url: '/v1/payment/kyc/create-idv-link-token', headers });
    const { sessionId, url, level } = res.json().data;
    expect(level).toBe('basic');
    const session = stripe.sessionByReference(sessionId)!;
    expect(url).toBe(session.url);
    const created = sent('POST', '/v1/identity/verification_sessions').at(-1)!;
    expect(created.idempotencyKey).toBe(`verification-${sessionId}`);
    expect(created.params).toMatchObject({
      type: 'document',
      client_reference_id: sessionId,
      options: { document: { require_matching_selfie: 'false' } },
      return_url: `https://crowns.test/wallet?withdraw=1&idv_session=${sessionId}`,
      metadata: { userId: String(user.id), level: 'basic' },
    });

    expect(
      (await idvWebhook(sessionEvent('identity.verification_session.processing', sessionId, 'processing'))).json(),
    ).toMatchObject({ applied: true });
    session.status = 'verified';
    const done = await post('/v1/payment/kyc/idv-complete', headers, { sessionId });
    expect(done.json()).toMatchObject({ message: PAYOUT_MSG.kycPassed, data: { status: 'passed' } });
    // The adapter asked Stripe, by our reference.
    expect(sent('GET', '/v1/identity/verification_sessions').at(-1)!.params).toEqual({
      client_reference_id: sessionId,
      limit: '1',
    });
    // The verified webhook arriving afterwards changes nothing.
    const late = await idvWebhook(sessionEvent('identity.verification_session.verified', sessionId, 'verified'));
    expect(late.json().applied).toBe(false);

    await t.app.inject({ method: 'GET', url: '/v1/payment/kyc/create-idv-link-token', headers });
    expect(sent('POST', '/v1/identity/verification_sessions').at(-1)!.params).toMatchObject({
      options: { document: { require_matching_selfie: 'true' } },
      metadata: { level: 'enhanced' },
    });
  });

  it('maps a refused document to failed with its reason, and refuses a bad signature', async () => {
    const { headers } = await signedIn(t);
    const { sessionId } = (
      await t.app.inject({ method: 'GET', url: '/v1/payment/kyc/create-idv-link-token', headers })
    ).json().data;
    const bad = sessionEvent('identity.verification_session.verified', sessionId, 'verified');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: bad.payload, secret: 'whsec_other' });
    const refused = await idvWebhook({ payload: bad.payload, headers: { ...bad.headers, 'stripe-signature': forged } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid signature.');
    // Stripe's own state says so too: the browser's return reads it.
    stripe.sessionByReference(sessionId)!.last_error = {
      code: 'document_expired',
      reason: 'The document is expired.',
    };
    const back = await post('/v1/payment/kyc/set-recent-idv-session', headers, { sessionId });
    expect(back.json().data).toMatchObject({ status: 'failed', message: PAYOUT_MSG.kycFailed });
    const unknown = await post('/v1/payment/kyc/idv-complete', headers, { sessionId: 'idv_not_ours' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PAYOUT_MSG.kycSessionNotFound);
  });

  it('adds a method through a Connect Express account link and reuses the account next time', async () => {
    const { user, headers } = await signedIn(t);
    const accountsBefore = sent('POST', '/v1/accounts').length;
    const open = await t.app.inject({ method: 'GET', url: '/v1/payment/init-transfer?pmType=bank', headers });
    const { linkToken, url } = open.json().data;
    const createdAccount = sent('POST', '/v1/accounts').at(-1)!;
    expect(createdAccount).toMatchObject({
      idempotencyKey: `connect-account-${linkToken}`,
      params: { type: 'express', country: 'US', metadata: { userId: String(user.id) } },
    });
    const link = sent('POST', '/v1/account_links').at(-1)!.params as Record<string, string>;
    const account = link.account!;
    expect(stripe.accounts.has(account)).toBe(true);
    expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${account}/`));
    expect(link.type).toBe('account_onboarding');
    expect(link.return_url).toBe(
      `https://crowns.test/wallet?withdraw=1&public_token=${encodeURIComponent(linkToken).replace(/%20/g, '+')}&pm=bank`,
    );
    expect(link.refresh_url).toBe('https://crowns.test/wallet?withdraw=1&link_exit=1');

    // Back before the onboarding was finished at Stripe: the account has no bank account yet.
    const early = await post('/v1/payment/kyc/set-access-token', headers, { publicToken: linkToken });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(PAYOUT_MSG.methodLinkInvalid);
    stripe.finishOnboarding(account, 'bank_account');
    const added = await post('/v1/payment/kyc/set-access-token', headers, { publicToken: linkToken });
    expect(added.json()).toMatchObject({
      message: PAYOUT_MSG.methodAdded('STRIPE TEST BANK ••6789'),
      data: { method: { type: 'bank', processor: 'stripe', last4: '6789' } },
    });
    expect(sent('GET', `/v1/accounts/${account}`)).toHaveLength(2);
    await t.app.inject({ method: 'GET', url: '/v1/payment/init-transfer?pmType=debit_card', headers });
    expect(sent('POST', '/v1/accounts').length).toBe(accountsBefore + 1);
    expect(sent('POST', '/v1/account_links').at(-1)!.params.account).toBe(account);

    const other = await signedIn(t);
    const stolen = await post('/v1/payment/kyc/set-access-token', other.headers, { publicToken: linkToken });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(PAYOUT_MSG.methodLinkInvalid);
  });

  it('a withdrawal: a transfer to the account and a payout from it, keyed by the withdrawal; payout.paid settles it', async () => {
    const { user, headers } = await signedIn(t);
    await t.deps.database.db
      .update(users)
      .set({ createdAt: new Date(t.clock.now().getTime() - 30 * 86_400_000) })
      .where(eq(users.id, user.id));
    await winCrowns(t, user.id, 5000);
    expect((await verifyIdentity(headers)).done.json().data.status).toBe('passed');
    const { account, added } = await addBank(headers);
    const method = added.json().data.method;

    const res = await post(
      '/v1/wallet/withdraw-funds',
      { ...headers, 'idempotency-key': newKey() },
      {
        crowns: 2500,
        paymentMethodId: method.id,
      },
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const key = `withdrawal-${id}`;
    // 2,500 crowns less the 2 % fee at 100 crowns a dollar: $24.50.
    expect(sent('POST', '/v1/transfers').at(-1)).toMatchObject({
      idempotencyKey: key,
      params: { amount: '2450', currency: 'usd', destination: account, metadata: { withdrawalId: String(id) } },
    });
    const payoutRequest = sent('POST', '/v1/payouts').at(-1)!;
    const external = stripe.accounts.get(account)!.external_accounts.data[0]!;
    expect(payoutRequest).toMatchObject({
      idempotencyKey: key,
      stripeAccount: account,
      params: { amount: '2450', destination: external.id, method: 'standard' },
    });
    const payout = [...stripe.payouts.values()].find((p) => (p.metadata as Params).withdrawalId === String(id))!;
    expect(stripe.balances.get(account)).toBe(0);
    expect(await withdrawalRow(t, id)).toMatchObject({ status: 'processing', providerRef: payout.id });

    // Stripe's payout.paid webhook of the Connect account, carrying the payout object as the API gave it.
    const paid = signed({ type: 'payout.paid', account, data: { object: { ...payout, status: 'paid' } } });
    const hook = () => t.app.inject({ method: 'POST', url: '/v1/payment/transfer-complete', ...paid });
    expect((await hook()).json()).toMatchObject({ received: true, applied: true });
    expect((await hook()).json()).toMatchObject({ applied: false });
    expect((await withdrawalRow(t, id)).status).toBe('paid');
    expect(await walletBalance(t, headers)).toBe(2500);
  });

  it('an answer lost on the way back is retried by the SDK with the same key: one transfer, one payout', async () => {
    const { user, headers } = await signedIn(t);
    const { account } = await addBank(headers);
    const ref = `${account}/${stripe.accounts.get(account)!.external_accounts.data[0]!.id}`;
    const request = {
      withdrawalId: 9001,
      userId: user.id,
      amountCents: 1234,
      method: { providerRef: ref, type: 'bank' as const },
    };
    stripe.failNext('POST', '/v1/transfers', 'drop-after-work');
    stripe.failNext('POST', '/v1/payouts', 'drop-after-work');
    const answer = await provider.createPayout(request);
    expect(answer.status).toBe('pending');
    const keyed = (path: string) => sent('POST', path).filter((r) => r.idempotencyKey === 'withdrawal-9001');
    expect(keyed('/v1/transfers').map((r) => r.replayed)).toEqual([false, true]);
    expect(keyed('/v1/payouts').map((r) => r.replayed)).toEqual([false, true]);
    const transfers = [...stripe.transfers.values()].filter((x) => (x.metadata as Params).withdrawalId === '9001');
    expect(transfers).toHaveLength(1);
    expect([...stripe.payouts.values()].filter((p) => p.id === answer.providerRef)).toHaveLength(1);
    // A retry of the whole submission (the sweep after a crash) is answered from Stripe's idempotency store.
    expect(await provider.createPayout(request)).toEqual(answer);
    expect([...stripe.transfers.values()].filter((x) => (x.metadata as Params).withdrawalId === '9001')).toHaveLength(
      1,
    );
  });

  it("Stripe's refusal fails the withdrawal with Stripe's message; its faults and a bad key are thrown for the sweep", async () => {
    const { user, headers } = await signedIn(t);
    const { account } = await addBank(headers);
    const ref = `${account}/${stripe.accounts.get(account)!.external_accounts.data[0]!.id}`;
    const request = (withdrawalId: number) => ({
      withdrawalId,
      userId: user.id,
      amountCents: 2450,
      method: { providerRef: ref, type: 'bank' as const },
    });
    const platform = stripe.balances.get('platform')!;
    stripe.balances.set('platform', 100);
    try {
      expect(await provider.createPayout(request(43))).toEqual({
        providerRef: 'refused-43',
        status: 'failed',
        failureMessage: expect.stringMatching(/^You have insufficient available funds in your Stripe account\./),
      });
    } finally {
      stripe.balances.set('platform', platform);
    }
    const missingBank = { ...request(44), method: { providerRef: `${account}/ba_gone`, type: 'bank' as const } };
    expect(await provider.createPayout(missingBank)).toMatchObject({
      status: 'failed',
      failureMessage: "No such external account: 'ba_gone'",
    });

    // A 5xx that lasts through the SDK's retries is not a refusal: thrown, so the sweep submits again later.
    stripe.failNext('POST', '/v1/transfers', { status: 500, error: { type: 'api_error', message: 'Internal' } }, 3);
    await expect(provider.createPayout(request(45))).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(sent('POST', '/v1/transfers').filter((r) => r.idempotencyKey === 'withdrawal-45')).toHaveLength(3);
    expect(await provider.createPayout(request(45))).toMatchObject({ status: 'pending' });
    const revoked = createStripePayoutProvider(stripeSdk('sk_test_revoked', stripe.api), { webhookSecrets: [SECRET] });
    await expect(revoked.createPayout(request(46))).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('parses payout webhooks, ignores other events, and has no gift cards', async () => {
    const paid = signed({
      type: 'payout.paid',
      account: 'acct_test_9',
      data: { object: { id: 'po_test_1', object: 'payout', metadata: { withdrawalId: '42' } } },
    });
    expect(provider.parseCallback(paid.payload, paid.headers)).toEqual({
      type: 'payout',
      withdrawalId: 42,
      providerRef: 'po_test_1',
      status: 'paid',
    });
    const failed = signed({
      type: 'payout.failed',
      data: {
        object: { id: 'po_2', object: 'payout', metadata: { withdrawalId: '43' }, failure_message: 'Account closed.' },
      },
    });
    expect(provider.parseCallback(failed.payload, failed.headers)).toMatchObject({
      status: 'failed',
      failureMessage: 'Account closed.',
    });
    const other = signed({ type: 'charge.succeeded', data: { object: { id: 'ch_1' } } });
    expect(provider.parseCallback(other.payload, other.headers)).toBeNull();
    expect(() => provider.parseCallback(paid.payload, {})).toThrow('Invalid signature.');
    expect(await provider.giftCardCatalogue()).toEqual([]);
    expect(await provider.issueGiftCard({ withdrawalId: 1, userId: 1, brandId: 'amazon', amountCents: 1000 })).toEqual({
      status: 'failed',
      failureMessage: PAYOUT_MSG.giftCardsUnavailable,
    });
  });
});
