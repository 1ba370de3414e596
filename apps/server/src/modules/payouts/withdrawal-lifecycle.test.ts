import { PAYOUT_MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema';
import { EXTERNAL_CASH, getBalance, PLATFORM_REVENUE, wallet, withdrawalHold } from '../../platform/ledger';
import { ledgerInvariants } from '../../platform/ledger/ledger-test-helpers';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser } from '../../test/users';
import { sweepDue } from '../index';
import { SUBMIT_GRACE_MS } from './payout-sweep';
import {
  addMethod,
  mailsTo,
  payoutCallback,
  readyWinner,
  sendGiftCard,
  setKyc,
  withdraw,
  withdrawalRow,
} from './payouts-test-helpers';
import { requestWithdrawal } from './withdraw.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balances = async (userId: number, id: number) => {
  const { db } = t.deps.database;
  return {
    wallet: await getBalance(db, wallet(userId)),
    hold: await getBalance(db, withdrawalHold(id)),
    external: await getBalance(db, EXTERNAL_CASH),
    revenue: await getBalance(db, PLATFORM_REVENUE),
  };
};

const healthy = { sumOfBalances: 0, negativeWallets: 0, cacheDrift: 0, unbalancedTransfers: 0 };

describe('a withdrawal from request to outcome', () => {
  it('settles once: net to external cash, fee to revenue, hold 0; the user is told and mailed', async () => {
    const { user, method, headers } = await readyWinner(t, 10_000);
    const id = (await withdraw(t, headers, { crowns: 5000, paymentMethodId: method.id })).json().data.id as number;
    const before = await balances(user.id, id);
    const paid = await payoutCallback(t, id, 'paid');
    expect(paid.json()).toMatchObject({ received: true, applied: true });
    const after = await balances(user.id, id);
    expect(after).toEqual({
      wallet: 5000,
      hold: 0,
      external: before.external + 4900,
      revenue: before.revenue + 100,
    });
    const row = await withdrawalRow(t, id);
    expect(row.status).toBe('paid');
    expect(row.settledAt).not.toBeNull();
    const mails = await mailsTo(t, user.email);
    expect(mails.map((m) => m.subject)).toEqual([PAYOUT_MSG.withdrawalPaid]);
    expect(mails[0]!.text).toContain('$49.00');
    // A replay and a late failure change nothing.
    expect((await payoutCallback(t, id, 'paid')).json()).toMatchObject({ applied: false, status: 'paid' });
    expect((await payoutCallback(t, id, 'failed')).json()).toMatchObject({ applied: false, status: 'paid' });
    expect(await balances(user.id, id)).toEqual(after);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
    const history = (await t.app.inject({ url: '/v1/wallet/transaction?filter=withdrawal', headers })).json().data;
    expect(history.data.map((r: { status: string }) => r.status)).toEqual(['paid']);
    expect(await ledgerInvariants(t.deps.database.db)).toEqual(healthy);
  });

  it('reverses a failed payout in full, once; a paid after the failure is ignored', async () => {
    const { user, method, headers } = await readyWinner(t, 10_000);
    const id = (await withdraw(t, headers, { crowns: 4000, paymentMethodId: method.id })).json().data.id as number;
    const failed = await payoutCallback(t, id, 'failed', 'The bank account could not be found.');
    expect(failed.json()).toMatchObject({ applied: true, status: 'failed' });
    expect(await balances(user.id, id)).toMatchObject({ wallet: 10_000, hold: 0 });
    expect((await payoutCallback(t, id, 'paid')).json()).toMatchObject({ applied: false, status: 'failed' });
    expect(await balances(user.id, id)).toMatchObject({ wallet: 10_000, hold: 0 });
    const view = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/payment/transfer-intent-ui-status',
        headers,
        payload: { withdrawalId: id },
      })
    ).json().data;
    expect(view).toMatchObject({ status: 'failed', message: 'The bank account could not be found.' });
    const mails = await mailsTo(t, user.email);
    expect(mails.map((m) => m.subject)).toEqual([PAYOUT_MSG.withdrawalFailed]);
    expect(mails[0]!.text).toContain('The bank account could not be found.');
    expect((await t.app.inject({ url: '/v1/wallet', headers })).json().data).toMatchObject({ withdrawable: 10_000 });
    const history = (await t.app.inject({ url: '/v1/wallet/transaction?filter=withdrawal', headers })).json().data;
    expect(history.data.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [4000, 'failed'],
      [-4000, 'failed'],
    ]);
    expect(await ledgerInvariants(t.deps.database.db)).toEqual(healthy);
  });

  it('refuses a callback with a bad signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/transfer-complete',
      headers: { 'content-type': 'application/json', 'x-sandbox-payout-signature': 't=1,v1=00' },
      payload: JSON.stringify({ type: 'payout', withdrawalId: 1, providerRef: 'po_sbx_1', status: 'paid' }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('the sandbox settles after its delay through the sweep, and a failing account reverses', async () => {
    const { user, headers } = await readyWinner(t, 10_000);
    const failing = await addMethod(t, user.id, 'debit_card', true);
    const pays = await withdraw(t, headers, {
      crowns: 3000,
      paymentMethodId: (await addMethod(t, user.id, 'bank')).id,
    });
    const fails = await withdraw(t, headers, { crowns: 2000, paymentMethodId: failing.id });
    t.clock.advance(10 * 60_000);
    await sweepDue(t.deps);
    expect((await withdrawalRow(t, pays.json().data.id)).status).toBe('paid');
    expect(await withdrawalRow(t, fails.json().data.id)).toMatchObject({
      status: 'failed',
      message: 'The card issuer declined the payout.',
    });
    expect(await getBalance(t.deps.database.db, wallet(user.id))).toBe(7000);
  });

  it('a withdrawal committed but never sent is submitted by the sweep once, after the grace period', async () => {
    const { user, method } = await readyWinner(t, 10_000);
    const { withdrawalId } = await requestWithdrawal(t.deps, user.id, { crowns: 2500, paymentMethodId: method.id });
    await sweepDue(t.deps);
    expect((await withdrawalRow(t, withdrawalId)).submittedAt).toBeNull();
    t.clock.advance(SUBMIT_GRACE_MS + 1000);
    const done = await sweepDue(t.deps);
    expect(done.submitPayouts).toBe(1);
    const row = await withdrawalRow(t, withdrawalId);
    expect(row.submittedAt).not.toBeNull();
    expect(row.providerRef).toBe(`po_sbx_${withdrawalId}`);
    expect((await sweepDue(t.deps)).submitPayouts).toBe(0);
  });
});

describe('gift cards', () => {
  it('lists the catalogue', async () => {
    const { headers } = await readyWinner(t, 0);
    const res = await t.app.inject({ url: '/v1/wallet/giftcards', headers });
    expect(res.json().data).toContainEqual({
      id: 'amazon',
      name: 'Amazon',
      amountsUsd: [10, 25, 50, 100],
      imageUrl: null,
    });
  });

  it('issues the card at once: settled without a fee, the code mailed, its last four kept', async () => {
    const { user, headers } = await readyWinner(t, 10_000);
    const res = await sendGiftCard(t, headers, { brandId: 'amazon', amountUsd: 25 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: PAYOUT_MSG.giftCardSent('Amazon'),
      data: { kind: 'gift_card', crowns: 2500, feeCrowns: 0, usd: 25, destination: 'Amazon gift card' },
    });
    const id = res.json().data.id as number;
    const row = await withdrawalRow(t, id);
    expect(row).toMatchObject({ status: 'paid', providerRef: `gc_sbx_${id}` });
    const [mail] = await mailsTo(t, user.email);
    const code = mail!.text.match(/SBX-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0];
    expect(code).toBeDefined();
    expect(row.codeHint).toBe(code!.slice(-4));
    expect(await balances(user.id, id)).toMatchObject({ wallet: 7500, hold: 0 });
  });

  it('reverses a card the provider refuses, and refuses unknown brands and amounts', async () => {
    const { user, headers } = await readyWinner(t, 5000);
    const res = await sendGiftCard(t, headers, { brandId: 'sandbox-decline', amountUsd: 10 });
    const row = await withdrawalRow(t, res.json().data.id);
    expect(row).toMatchObject({ status: 'failed', message: 'The gift card provider declined the order.' });
    expect(await getBalance(t.deps.database.db, wallet(user.id))).toBe(5000);
    expect((await mailsTo(t, user.email)).map((m) => m.subject)).toEqual([PAYOUT_MSG.withdrawalFailed]);
    const unknown = await sendGiftCard(t, headers, { brandId: 'nope', amountUsd: 10 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, PAYOUT_MSG.giftCardNotFound]);
    const amount = await sendGiftCard(t, headers, { brandId: 'amazon', amountUsd: 30 });
    expect([amount.statusCode, amount.json().message]).toEqual([400, PAYOUT_MSG.giftCardAmountInvalid]);
    const tooMuch = await sendGiftCard(t, headers, { brandId: 'amazon', amountUsd: 100 });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([400, PAYOUT_MSG.notWithdrawable(5000)]);
    expect(await t.deps.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id))).toHaveLength(1);
  });
});

describe('the admin review queue', () => {
  /** $509.60 after the fee: large enough to wait for a review. */
  async function inReview() {
    const { user, method, headers } = await readyWinner(t, 60_000);
    const big = await withdraw(t, headers, { crowns: 52_000, paymentMethodId: method.id });
    return { user, headers, id: big.json().data.id as number };
  }

  it('lists the open queue with the user, identity check and year total; read-only admins cannot decide', async () => {
    const admin = await authHeaders(t.deps, await createUser(t.deps, { role: 'admin' }));
    const readOnly = await authHeaders(t.deps, await createUser(t.deps, { role: 'read_only_admin' }));
    const winner = await readyWinner(t, 100_000);
    await setKyc(t, winner.user.id, 'enhanced', 'passed');
    const id = (await withdraw(t, winner.headers, { crowns: 60_000, paymentMethodId: winner.method.id })).json().data
      .id;
    const list = await t.app.inject({ url: '/v1/admin/withdrawals', headers: readOnly });
    expect(list.statusCode).toBe(200);
    const item = list.json().data.data.find((w: { id: number }) => w.id === id);
    expect(item).toMatchObject({
      status: 'review',
      reviewReason: 'amount',
      yearUsd: 0,
      user: { id: winner.user.id, email: winner.user.email },
      kyc: { status: 'passed', level: 'enhanced' },
    });
    expect(list.json().data).toMatchObject({ currentPage: 1 });
    const denied = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/withdrawals/${id}/approve`,
      headers: readOnly,
    });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/admin/withdrawals', headers: winner.headers })).statusCode).toBe(403);
    const approved = await t.app.inject({ method: 'POST', url: `/v1/admin/withdrawals/${id}/approve`, headers: admin });
    expect(approved.json()).toMatchObject({
      status: 200,
      message: PAYOUT_MSG.approved,
      data: { status: 'processing' },
    });
    expect((await withdrawalRow(t, id)).submittedAt).not.toBeNull();
    await payoutCallback(t, id, 'paid');
    const detail = (await t.app.inject({ url: `/v1/admin/withdrawals/${id}`, headers: readOnly })).json().data;
    expect(detail.withdrawal.status).toBe('paid');
    expect(detail.trail.map((s: { action: string; actor: string | null }) => [s.action, s.actor])).toEqual([
      ['withdrawal.requested', winner.user.scUsername],
      ['withdrawal.approved', expect.any(String)],
      ['withdrawal.submitted', null],
      ['withdrawal.paid', null],
    ]);
    const again = await t.app.inject({ method: 'POST', url: `/v1/admin/withdrawals/${id}/approve`, headers: admin });
    expect([again.statusCode, again.json().message]).toEqual([409, PAYOUT_MSG.reviewNotPending]);
  });

  it('holds with a reason, then rejects: the crowns go back and the user is mailed', async () => {
    const admin = await authHeaders(t.deps, await createUser(t.deps, { role: 'admin' }));
    const { user, id } = await inReview();
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/withdrawals/${id}/hold`,
      headers: admin,
      payload: { reason: ' ' },
    });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, PAYOUT_MSG.reasonRequired]);
    const held = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/withdrawals/${id}/hold`,
      headers: admin,
      payload: { reason: 'Checking the bank account owner' },
    });
    expect(held.json()).toMatchObject({
      message: PAYOUT_MSG.held,
      data: { status: 'held', message: 'Checking the bank account owner' },
    });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/withdrawals/${id}/reject`,
      headers: admin,
      payload: { reason: 'Owner does not match' },
    });
    expect(rejected.json()).toMatchObject({ message: PAYOUT_MSG.rejected, data: { status: 'rejected' } });
    expect(await balances(user.id, id)).toMatchObject({ wallet: 60_000, hold: 0 });
    expect((await mailsTo(t, user.email)).map((m) => m.text).join('\n')).toContain('Owner does not match');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/withdrawals/${id}/reject`,
      headers: admin,
      payload: { reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/withdrawals/99999999/approve',
      headers: admin,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, PAYOUT_MSG.withdrawalNotFound]);
    expect(await ledgerInvariants(t.deps.database.db)).toEqual(healthy);
  });
});
