import { WALLET_MSG } from '@crowns/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema';
import {
  createStripeProvider,
  paymentProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
  usePaymentProvider,
} from '../../platform/payments';
import { stripeSdk } from '../../platform/stripe-sdk';
import { createTestApp, type TestContext } from '../../test/setup';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in';
import { signedIn, walletBalance } from './wallet-test-helpers';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestContext;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(
    {},
    { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://crowns.test' },
  );
  // STRIPE_SECRET_KEY picks Stripe; the test keeps that provider and only sends its SDK to the local stand-in.
  expect(paymentProvider(t.deps).name).toBe('stripe');
  usePaymentProvider(t.deps, createStripeProvider(stripeSdk(stripe.secretKey, stripe.api)));
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const checkoutRequests = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');

const webhook = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};

const completed = (purchaseId: string, amount: number, type = 'checkout.session.completed') => ({
  id: `evt_${Math.random()}`,
  object: 'event',
  type,
  data: {
    object: {
      id: 'cs_test_from_event',
      object: 'checkout.session',
      client_reference_id: purchaseId,
      metadata: { purchaseId },
      amount_total: amount,
      payment_status: 'paid',
    },
  },
});

describe('Stripe provider', () => {
  it('opens a Checkout Session and credits on a signed checkout.session.completed, once', async () => {
    const { headers } = await signedIn(t);
    const res = await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 2500 } });
    expect(res.statusCode).toBe(200);
    const { purchaseId, checkoutUrl } = res.json().data;
    // What the SDK sent over the wire: the form-encoded session, keyed by the purchase.
    const sent = checkoutRequests().at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', idempotencyKey: `purchase-${purchaseId}`, replayed: false });
    expect(sent.params).toMatchObject({
      mode: 'payment',
      client_reference_id: purchaseId,
      metadata: { purchaseId },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '2500' } }],
      success_url: `https://crowns.test/wallet?purchase=${purchaseId}&status=succeeded`,
      cancel_url: `https://crowns.test/wallet?purchase=${purchaseId}&status=cancelled`,
    });
    const session = [...stripe.checkoutSessions.values()].find((s) => s.client_reference_id === purchaseId)!;
    expect(session.amount_total).toBe(2500);
    expect(checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);

    const first = await webhook(completed(purchaseId, 2500));
    expect(first.statusCode).toBe(200);
    expect(first.json().applied).toBe(true);
    const again = await webhook(completed(purchaseId, 2500));
    expect(again.json().applied).toBe(false);
    expect(await walletBalance(t, headers)).toBe(2500);
    const status = await t.app.inject({ url: `/v1/wallet/purchase/${purchaseId}`, headers });
    expect(status.json().data.status).toBe('succeeded');
  });

  it('refuses a bad signature with 400 and credits nothing', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId } = (
      await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 1000 } })
    ).json().data;
    const forged = await webhook(completed(purchaseId, 1000), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid signature.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed(purchaseId, 1000)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await walletBalance(t, headers)).toBe(0);
  });

  it('does not let a sandbox-signed callback credit a Stripe purchase', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId } = (
      await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 1000 } })
    ).json().data;
    const body = JSON.stringify({ purchaseId, outcome: 'succeeded' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/callback',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(t.deps.secret, body),
      },
      payload: body,
    });
    // Under Stripe the sandbox callback and checkout pages do not exist at all.
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/pay/sandbox/${purchaseId}` })).statusCode).toBe(404);
    expect(await walletBalance(t, headers)).toBe(0);
  });

  it('marks an expired session declined and ignores unrelated events', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId } = (
      await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 1000 } })
    ).json().data;
    const expired = await webhook(completed(purchaseId, 1000, 'checkout.session.expired'));
    expect(expired.json().status).toBe('declined');
    expect(
      (await webhook({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: {} } })).statusCode,
    ).toBe(200);
    expect(await walletBalance(t, headers)).toBe(0);
  });

  it('a response lost on the way back: the SDK retries with the same key and Stripe answers the same session', async () => {
    const { headers } = await signedIn(t);
    const before = stripe.checkoutSessions.size;
    stripe.failNext('POST', '/v1/checkout/sessions', 'drop-after-work');
    const res = await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 1500 } });
    expect(res.statusCode).toBe(200);
    const { purchaseId, checkoutUrl } = res.json().data;
    const tries = checkoutRequests().filter((r) => r.idempotencyKey === `purchase-${purchaseId}`);
    expect(tries.map((r) => r.replayed)).toEqual([false, true]);
    expect(stripe.checkoutSessions.size).toBe(before + 1);
    const session = [...stripe.checkoutSessions.values()].find((s) => s.client_reference_id === purchaseId)!;
    expect(checkoutUrl).toBe(session.url);
  });

  it('Stripe failing (5xx after its retries, or a refused key) declines the purchase with a 502', async () => {
    const { headers } = await signedIn(t);
    stripe.failNext(
      'POST',
      '/v1/checkout/sessions',
      { status: 500, error: { type: 'api_error', message: 'An unknown error occurred' } },
      3,
    );
    const before = checkoutRequests().length;
    const res = await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 1000 } });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(WALLET_MSG.providerUnavailable);
    // The SDK's own retries (two by default), each with the key it was given.
    const tries = checkoutRequests().slice(before);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((r) => r.idempotencyKey)).size).toBe(1);

    usePaymentProvider(t.deps, createStripeProvider(stripeSdk('sk_test_revoked', stripe.api)));
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/v1/wallet/add-funds',
        headers,
        payload: { crowns: 1000 },
      });
      expect(refused.statusCode).toBe(502);
    } finally {
      usePaymentProvider(t.deps, createStripeProvider(stripeSdk(stripe.secretKey, stripe.api)));
    }
    const declined = await t.deps.database.db.select().from(purchases);
    expect(
      declined.filter((p) => p.status === 'declined' && p.failureMessage === WALLET_MSG.providerUnavailable),
    ).toHaveLength(2);
  });
});
