import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WALLET_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../platform/payments';
import { createTestApp, type TestContext } from '../../test/setup';
import { interFontUrl } from './sandbox-font';
import { buyCrowns, cardForm, signedIn, walletBalance } from './wallet-test-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const pay = (id: string, card: string = SANDBOX_CARDS.success) =>
  t.app.inject({ method: 'POST', url: `/pay/sandbox/${id}`, headers: form, payload: cardForm(card) });
const confirm = (id: string, action: 'complete' | 'fail') =>
  t.app.inject({ method: 'POST', url: `/pay/sandbox/${id}/confirm`, headers: form, payload: `action=${action}` });
const cancel = (id: string) => t.app.inject({ method: 'POST', url: `/pay/sandbox/${id}/cancel` });
const purchase = async (headers: Record<string, string>, id: string) =>
  (await t.app.inject({ url: `/v1/wallet/purchase/${id}`, headers })).json().data;
const cancelForm = (id: string) => `<form method="post" action="/pay/sandbox/${id}/cancel">`;

describe('sandbox checkout: retry', () => {
  it('a declined card keeps the checkout open: the message, the form again, and another card pays once', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId, pay: declined } = await buyCrowns(t, headers, 1000, SANDBOX_CARDS.decline);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(WALLET_MSG.cardDeclined);
    expect(declined.body).toContain('Pay $10.00');
    expect(declined.body).toContain('value="Ada Lovelace"');
    expect(declined.body).toContain(cancelForm(purchaseId));
    expect(await purchase(headers, purchaseId)).toMatchObject({ status: 'pending' });
    expect(await walletBalance(t, headers)).toBe(0);

    const again = await pay(purchaseId);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/wallet?purchase=${purchaseId}&status=succeeded`);
    expect(await walletBalance(t, headers)).toBe(1000);
    expect((await pay(purchaseId)).body).toContain('Payment complete.');
    expect(await walletBalance(t, headers)).toBe(1000);
  });

  it('a failed bank confirmation returns to the form; another card completes', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId } = await buyCrowns(t, headers, 1000, SANDBOX_CARDS.authenticate);
    const page = await t.app.inject({ url: `/pay/sandbox/${purchaseId}` });
    expect(page.body).toContain('Confirm this payment');
    expect(page.body).toContain(cancelForm(purchaseId));

    const failed = await confirm(purchaseId, 'fail');
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain(WALLET_MSG.authenticationFailed);
    expect(failed.body).toContain('Card number');
    expect(await purchase(headers, purchaseId)).toMatchObject({ status: 'pending' });
    expect(await walletBalance(t, headers)).toBe(0);

    expect((await pay(purchaseId, SANDBOX_CARDS.authenticate)).headers.location).toBe(`/pay/sandbox/${purchaseId}`);
    expect((await confirm(purchaseId, 'complete')).headers.location).toBe(
      `/wallet?purchase=${purchaseId}&status=succeeded`,
    );
    expect(await walletBalance(t, headers)).toBe(1000);
  });
});

describe('sandbox checkout: cancel', () => {
  it('the form offers the way back; cancelling returns to the wallet and closes the checkout', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId, checkoutUrl } = (
      await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 1500 } })
    ).json().data;
    expect((await t.app.inject({ url: checkoutUrl })).body).toContain(cancelForm(purchaseId));

    const res = await cancel(purchaseId);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/wallet?purchase=${purchaseId}&status=cancelled`);
    expect(await purchase(headers, purchaseId)).toMatchObject({
      status: 'declined',
      message: WALLET_MSG.checkoutCancelled,
    });
    const closed = await pay(purchaseId);
    expect(closed.body).toContain(WALLET_MSG.checkoutCancelled);
    expect(closed.body).toContain('Return to Crowns');
    expect(await walletBalance(t, headers)).toBe(0);
  });

  it('cancels from the bank confirmation and after a declined card too', async () => {
    const { headers } = await signedIn(t);
    const confirming = await buyCrowns(t, headers, 1000, SANDBOX_CARDS.authenticate);
    expect((await cancel(confirming.purchaseId)).headers.location).toBe(
      `/wallet?purchase=${confirming.purchaseId}&status=cancelled`,
    );
    expect((await confirm(confirming.purchaseId, 'complete')).body).toContain(WALLET_MSG.checkoutCancelled);

    const declined = await buyCrowns(t, headers, 1000, SANDBOX_CARDS.decline);
    expect((await cancel(declined.purchaseId)).headers.location).toBe(
      `/wallet?purchase=${declined.purchaseId}&status=cancelled`,
    );
    expect(await purchase(headers, declined.purchaseId)).toMatchObject({ status: 'declined' });
    expect(await walletBalance(t, headers)).toBe(0);
  });

  it('cancelling a paid checkout changes nothing and returns to the wallet as paid', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId } = await buyCrowns(t, headers, 1000);
    expect((await cancel(purchaseId)).headers.location).toBe(`/wallet?purchase=${purchaseId}&status=succeeded`);
    expect(await purchase(headers, purchaseId)).toMatchObject({ status: 'succeeded' });
    expect(await walletBalance(t, headers)).toBe(1000);
    expect((await cancel('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });
});

describe('sandbox checkout: look', () => {
  it("uses the product's tokens and font stack, with the web build's Inter when there is one", async () => {
    const { headers } = await signedIn(t);
    const { checkoutUrl } = (
      await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 1000 } })
    ).json().data;
    const page = (await t.app.inject({ url: checkoutUrl })).body;
    expect(page).toContain("'Inter Variable',system-ui");
    for (const token of ['#0e0e10', '#18181b', '#2f2f35', '#7c3aed', '#f5c518']) expect(page).toContain(token);

    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    expect(interFontUrl(dist)).toBeNull();
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'inter-latin-ext-wght-normal-AAA.woff2'), '');
    writeFileSync(join(dist, 'assets', 'inter-latin-wght-normal-Dx4kXJAl.woff2'), '');
    expect(interFontUrl(dist)).toBe('/assets/inter-latin-wght-normal-Dx4kXJAl.woff2');
  });
});
