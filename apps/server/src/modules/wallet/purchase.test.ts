import { CONFIG_DEFAULTS } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, users } from '../../db/schema';
import { SANDBOX_CARDS, SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../../platform/payments';
import { createTestApp, type TestContext } from '../../test/setup';
import { writeConfig } from '../config/config.repo';
import { buyCrowns, cardForm, signedIn, walletBalance } from './wallet-test-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addFunds = (headers: Record<string, string>, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/wallet/add-funds',
    headers: { ...headers, ...extra },
    payload: payload as object,
  });

describe('POST /v1/wallet/add-funds', () => {
  it('creates a pending purchase with a sandbox checkout URL and credits nothing yet', async () => {
    const { user, headers } = await signedIn(t);
    const res = await addFunds(headers, { crowns: 1000 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ crowns: 1000, usd: 10, status: 'pending' });
    expect(data.checkoutUrl).toBe(`/pay/sandbox/${data.purchaseId}`);
    const [row] = await t.deps.database.db.select().from(purchases).where(eq(purchases.id, data.purchaseId));
    expect(row).toMatchObject({ userId: user.id, status: 'pending', amountCents: 1000, provider: 'sandbox' });
    expect(await walletBalance(t, headers)).toBe(0);
    const status = await t.app.inject({ url: `/v1/wallet/purchase/${data.purchaseId}`, headers });
    expect(status.json().data).toMatchObject({ status: 'pending', crowns: 1000, usd: 10 });
  });

  it('refuses amounts below the minimum with the spec text, above the cap, and non-integers', async () => {
    const { headers } = await signedIn(t);
    const low = await addFunds(headers, {
      crowns: CONFIG_DEFAULTS.purchase_threshold * CONFIG_DEFAULTS.cc_per_usd - 1,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Enter CC Amount minimum $5');
    const high = await addFunds(headers, { crowns: 50001 });
    expect(high.json().message).toBe('You can buy at most 50000 crowns at once.');
    expect((await addFunds(headers, { crowns: 600.5 })).json().message).toBe('Crowns must be a whole number.');
    expect((await addFunds(headers, {})).statusCode).toBe(400);
    // Digits only: a string of digits is an amount, anything JavaScript would coerce is not.
    expect((await addFunds(headers, { crowns: '0x2BC' })).statusCode).toBe(400);
    expect(await t.deps.database.db.select().from(purchases).where(eq(purchases.crowns, 50001))).toHaveLength(0);
  });

  it('refuses purchases while purchase_flag is off', async () => {
    const { headers } = await signedIn(t);
    await writeConfig(t.deps.database.db, 'purchase_flag', false);
    const res = await addFunds(headers, { crowns: 1000 });
    await writeConfig(t.deps.database.db, 'purchase_flag', true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Buying crowns is currently unavailable. Please try again later.');
  });

  it('enforces daily_purchase_threshold per calendar day in the user time zone', async () => {
    const { user, headers } = await signedIn(t);
    await writeConfig(t.deps.database.db, 'daily_purchase_threshold', 100);
    await t.deps.database.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, user.id));
    t.clock.set(new Date('2026-03-10T03:30:00Z')); // 23:30 on 9 March in New York
    expect((await addFunds(headers, { crowns: 6000 })).statusCode).toBe(200);
    const over = await addFunds(headers, { crowns: 5000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('You have reached the daily purchase limit of $100. Please try again tomorrow.');
    // the header zone wins: in UTC it is already 10 March, but the 03:30 UTC purchase is that day too
    expect((await addFunds(headers, { crowns: 5000 }, { timeZone: 'UTC' })).statusCode).toBe(400);
    t.clock.set(new Date('2026-03-10T05:00:00Z')); // 01:00 on 10 March in New York: a new day
    expect((await addFunds(headers, { crowns: 5000 })).statusCode).toBe(200);
    await writeConfig(t.deps.database.db, 'daily_purchase_threshold', CONFIG_DEFAULTS.daily_purchase_threshold);
    t.clock.set(new Date());
  });

  it('needs a signed-in user', async () => {
    expect((await addFunds({}, { crowns: 1000 })).statusCode).toBe(401);
  });

  it('replays the first result for a repeated Idempotency-Key and refuses another body with 422', async () => {
    const { headers } = await signedIn(t);
    const key = { 'idempotency-key': 'buy-1' };
    const first = await addFunds(headers, { crowns: 1000 }, key);
    const again = await addFunds(headers, { crowns: 1000 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await addFunds(headers, { crowns: 2000 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_MISMATCH',
      message: 'This Idempotency-Key was already used with a different request.',
    });
    const failing = await addFunds(headers, { crowns: 1 }, { 'idempotency-key': 'buy-2' });
    const failingAgain = await addFunds(headers, { crowns: 1 }, { 'idempotency-key': 'buy-2' });
    expect(failingAgain.statusCode).toBe(400);
    expect(failingAgain.json()).toEqual(failing.json());
  });
});

describe('sandbox checkout page', () => {
  it('shows a dark, script-free hosted checkout with the amount in dollars and crowns', async () => {
    const { headers } = await signedIn(t);
    const { checkoutUrl } = (await addFunds(headers, { crowns: 2500 })).json().data;
    const page = await t.app.inject({ url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$25.00');
    expect(page.body).toContain('2,500 Crowns');
    expect(page.body).toContain('Card number');
    expect(page.body).not.toContain('<script');
    expect((await t.app.inject({ url: '/pay/sandbox/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/pay/sandbox/nope' })).statusCode).toBe(404);
  });

  it('4242 4242 4242 4242 succeeds: redirect to the wallet and crowns credited once', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId, pay } = await buyCrowns(t, headers, 1500);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/wallet?purchase=${purchaseId}&status=succeeded`);
    expect(await walletBalance(t, headers)).toBe(1500);
    const status = await t.app.inject({ url: `/v1/wallet/purchase/${purchaseId}`, headers });
    expect(status.json().data.status).toBe('succeeded');
    // paying the same checkout again changes nothing
    const again = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${purchaseId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: cardForm(),
    });
    expect(again.body).toContain('Payment complete.');
    expect(await walletBalance(t, headers)).toBe(1500);
  });

  it('4000 0027 6000 3184 asks for confirmation; Complete credits, Fail refuses', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId, pay } = await buyCrowns(t, headers, 1000, SANDBOX_CARDS.authenticate);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/pay/sandbox/${purchaseId}`);
    const confirm = await t.app.inject({ url: `/pay/sandbox/${purchaseId}` });
    expect(confirm.body).toContain('Confirm this payment');
    expect((await t.app.inject({ url: `/v1/wallet/purchase/${purchaseId}`, headers })).json().data.status).toBe(
      'requires_action',
    );
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const done = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${purchaseId}/confirm`,
      headers: form,
      payload: 'action=complete',
    });
    expect(done.headers.location).toBe(`/wallet?purchase=${purchaseId}&status=succeeded`);
    expect(await walletBalance(t, headers)).toBe(1000);

    const second = await buyCrowns(t, headers, 1000, SANDBOX_CARDS.authenticate);
    const failed = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${second.purchaseId}/confirm`,
      headers: form,
      payload: 'action=fail',
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain('We could not authenticate your payment.');
    expect(await walletBalance(t, headers)).toBe(1000);
  });

  it('re-renders the form with a message for bad card details', async () => {
    const { headers } = await signedIn(t);
    const { checkoutUrl } = (await addFunds(headers, { crowns: 1000 })).json().data;
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: checkoutUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: 'A',
          card: SANDBOX_CARDS.success,
          expiry: '12/39',
          cvc: '123',
          ...fields,
        }).toString(),
      });
    expect((await post({ card: '4242' })).body).toContain('Your card number is incomplete.');
    expect((await post({ expiry: '01/20' })).body).toContain('expiry date is in the past');
    expect((await post({ cvc: '1' })).body).toContain('security code is incomplete');
    expect((await post({ card: '5555555555554444' })).body).toContain('not a sandbox test card');
    const bad = await post({ name: '' });
    expect(bad.statusCode).toBe(400);
    expect(await walletBalance(t, headers)).toBe(0);
  });
});

describe('POST /v1/payments/sandbox/callback', () => {
  it('credits only with a valid signature, exactly once when repeated', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId } = (await addFunds(headers, { crowns: 700 })).json().data;
    const body = JSON.stringify({ purchaseId, outcome: 'succeeded', amountCents: 700 });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/payments/sandbox/callback',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
    const forged = await send('0'.repeat(64));
    expect(forged.statusCode).toBe(400);
    expect(await walletBalance(t, headers)).toBe(0);
    const signature = signSandboxPayload(t.deps.secret, body);
    const results = await Promise.all([send(signature), send(signature), send(signature)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.json().applied)).toHaveLength(1);
    expect(await walletBalance(t, headers)).toBe(700);
  });

  it('ignores a callback whose amount does not match the purchase', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId } = (await addFunds(headers, { crowns: 700 })).json().data;
    const body = JSON.stringify({ purchaseId, outcome: 'succeeded', amountCents: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/callback',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(t.deps.secret, body),
      },
      payload: body,
    });
    expect(res.json().applied).toBe(false);
    expect(await walletBalance(t, headers)).toBe(0);
  });

  it('keeps a purchase private to its buyer', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const { purchaseId } = (await addFunds(a.headers, { crowns: 700 })).json().data;
    const res = await t.app.inject({ url: `/v1/wallet/purchase/${purchaseId}`, headers: b.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Purchase not found.');
  });
});
