import { PAYOUT_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_BANK_ACCOUNTS,
  SANDBOX_CREDIT_CARD,
  SANDBOX_DEBIT_CARDS,
  SANDBOX_METHOD_MSG,
  SANDBOX_ROUTING_NUMBER,
} from '../../platform/payouts';
import { createTestApp, type TestContext } from '../../test/setup';
import { signedIn } from '../wallet/wallet-test-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { PUBLIC_URL: 'https://crowns.test' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const openLink = async (headers: Headers, pmType: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/payment/init-transfer?pmType=${pmType}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { linkToken: string; url: string };
};
const submit = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: form,
    payload: new URLSearchParams(fields).toString(),
  });
const bank = { name: 'Ada Lovelace', routing: SANDBOX_ROUTING_NUMBER, account: SANDBOX_BANK_ACCOUNTS.pays };
const card = (number: string) => ({ name: 'Ada Lovelace', card: number, expiry: '12 / 39' });
const exchange = (headers: Headers, publicToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/payment/kyc/set-access-token', headers, payload: { publicToken } });
const publicTokenOf = (location: string) => new URL(location).searchParams.get('public_token')!;

describe('payout methods (sandbox)', () => {
  it('adds a bank account through the hosted page; the same token twice gives the same method', async () => {
    const { headers } = await signedIn(t);
    const link = await openLink(headers, 'bank');
    expect(link.url).toBe(`https://crowns.test/payouts/sandbox/method/${encodeURIComponent(link.linkToken)}`);
    const page = await t.app.inject(new URL(link.url).pathname);
    expect(page.statusCode).toBe(200);
    for (const n of [SANDBOX_ROUTING_NUMBER, SANDBOX_BANK_ACCOUNTS.pays, SANDBOX_BANK_ACCOUNTS.fails])
      expect(page.body).toContain(n);

    const res = await submit(link.url, bank);
    expect(res.statusCode).toBe(303);
    const back = new URL(res.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe('https://crowns.test/wallet');
    expect(back.searchParams.get('withdraw')).toBe('1');
    expect(back.searchParams.get('pm')).toBe('bank');
    const token = publicTokenOf(res.headers.location as string);

    const added = await exchange(headers, token);
    expect(added.statusCode).toBe(200);
    const label = 'Sandbox Bank checking ••6789';
    expect(added.json()).toMatchObject({
      message: PAYOUT_MSG.methodAdded(label),
      data: { method: { type: 'bank', processor: 'sandbox', label, last4: '6789' } },
    });
    const again = await exchange(headers, token);
    expect(again.json().data.method.id).toBe(added.json().data.method.id);

    const list = await t.app.inject({ method: 'GET', url: '/v1/payment/user-payment-methods', headers });
    expect(list.json().data).toHaveLength(1);
    // The link is used: the page no longer opens.
    expect((await t.app.inject(new URL(link.url).pathname)).statusCode).toBe(404);
  });

  it('adds a debit card, refuses a credit card at once and shows the test cards', async () => {
    const { headers } = await signedIn(t);
    const link = await openLink(headers, 'debit_card');
    const page = await t.app.inject(new URL(link.url).pathname);
    expect(page.body).toContain('4000 0566 5566 5556');
    expect(page.body).toContain('4000 0000 0000 9995');
    const credit = await submit(link.url, card(SANDBOX_CREDIT_CARD));
    expect(credit.statusCode).toBe(400);
    expect(credit.body).toContain(SANDBOX_METHOD_MSG.creditCard);
    const res = await submit(link.url, card(SANDBOX_DEBIT_CARDS.fails));
    expect(res.headers.location).toContain('pm=debit_card');
    const added = await exchange(headers, publicTokenOf(res.headers.location as string));
    expect(added.json()).toMatchObject({
      message: PAYOUT_MSG.methodAdded('Visa debit ••9995'),
      data: { method: { type: 'debit_card', last4: '9995' } },
    });
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/v1/payment/user-payment-methods?processor=sandbox&pmType=bank',
      headers,
    });
    expect(filtered.json().data).toEqual([]);
  });

  it('the page: bad routing number, cancel, unknown and expired links', async () => {
    const { headers } = await signedIn(t);
    const link = await openLink(headers, 'bank');
    const bad = await submit(link.url, { ...bank, routing: '123456789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SANDBOX_METHOD_MSG.routing);
    const cancel = await t.app.inject({ method: 'POST', url: `${new URL(link.url).pathname}/cancel` });
    expect(cancel.headers.location).toBe('https://crowns.test/wallet?withdraw=1&link_exit=1');
    const unknown = await t.app.inject('/payouts/sandbox/method/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(PAYOUT_MSG.methodLinkInvalid);
    t.clock.advance(31 * 60 * 1000);
    expect((await t.app.inject(new URL(link.url).pathname)).statusCode).toBe(404);
    expect((await submit(link.url, bank)).statusCode).toBe(404);
  });

  it("refuses someone else's token, an unknown one, and a bad pmType", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const link = await openLink(owner.headers, 'bank');
    const token = publicTokenOf((await submit(link.url, bank)).headers.location as string);
    for (const [headers, publicToken] of [
      [other.headers, token],
      [owner.headers, 'pub_sbx_nope'],
    ] as const) {
      const res = await exchange(headers, publicToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYOUT_MSG.methodLinkInvalid);
    }
    const empty = await exchange(owner.headers, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PAYOUT_MSG.methodLinkInvalid);
    const type = await t.app.inject({
      method: 'GET',
      url: '/v1/payment/init-transfer?pmType=paypal',
      headers: owner.headers,
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe(PAYOUT_MSG.methodTypeInvalid);
  });

  it('removes a method (own only, once); a removed method cannot come back by its old token', async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const link = await openLink(owner.headers, 'bank');
    const token = publicTokenOf((await submit(link.url, bank)).headers.location as string);
    const id = (await exchange(owner.headers, token)).json().data.method.id;
    const url = `/v1/payment/user-payment-methods/${id}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PAYOUT_MSG.methodNotFound);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(PAYOUT_MSG.methodRemoved);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/v1/payment/user-payment-methods', headers: owner.headers });
    expect(list.json().data).toEqual([]);
    expect((await exchange(owner.headers, token)).statusCode).toBe(400);
  });
});
