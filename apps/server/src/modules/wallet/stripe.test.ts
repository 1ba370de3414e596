import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStripeProvider,
  paymentProvider,
  SANDBOX_SIGNATURE_HEADER,
  type StripeCheckoutClient,
  signSandboxPayload,
  usePaymentProvider,
} from '../../platform/payments';
import { createTestApp, type TestContext } from '../../test/setup';
import { signedIn, walletBalance } from './wallet-test-helpers';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestContext;
const created: Stripe.Checkout.SessionCreateParams[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://crowns.test' },
  );
  // The real Stripe client is what the app picks with STRIPE_SECRET_KEY; the test swaps only its network call.
  expect(paymentProvider(t.deps).name).toBe('stripe');
  const client: StripeCheckoutClient = {
    checkout: {
      sessions: {
        create: async (params) => {
          created.push(params);
          return {
            id: `cs_test_${created.length}`,
            url: `https://checkout.stripe.com/c/pay/cs_test_${created.length}`,
          };
        },
      },
    },
  };
  usePaymentProvider(t.deps, createStripeProvider(client));
});
afterAll(() => t.close());

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
      id: 'cs_test_1',
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
    expect(checkoutUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(created[0]).toMatchObject({
      mode: 'payment',
      client_reference_id: purchaseId,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 2500 } }],
    });
    expect(created[0]!.success_url).toBe(`https://crowns.test/wallet?purchase=${purchaseId}&status=succeeded`);

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
});
