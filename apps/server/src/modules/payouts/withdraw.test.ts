import { PAYOUT_MSG, WALLET_MSG } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payoutMethods, withdrawals } from '../../db/schema';
import { getBalance, wallet, withdrawalHold } from '../../platform/ledger';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser } from '../../test/users';
import { writeConfig } from '../config/config.repo';
import { addMethod, readyWinner, setKyc, winCrowns, withdraw, withdrawalRow } from './payouts-test-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await writeConfig(t.deps.database.db, 'withdrawal_flag', true);
});

const quote = (headers: Record<string, string>, crowns: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/payment/kyc/validate-amount', headers, payload: { crowns } });

/** Nothing was written for the user: no withdrawal, no audit row, the whole balance still in the wallet. */
async function expectNothingWritten(userId: number, balance: number) {
  const { db } = t.deps.database;
  expect(await db.select().from(withdrawals).where(eq(withdrawals.userId, userId))).toEqual([]);
  expect(
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), eq(auditLog.targetType, 'withdrawal'))),
  ).toEqual([]);
  expect(await getBalance(db, wallet(userId))).toBe(balance);
}

describe('POST /v1/payment/kyc/validate-amount', () => {
  it('quotes fee, dollars, withdrawable and minimum for a verified winner', async () => {
    const { headers } = await readyWinner(t, 10_000);
    const res = await quote(headers, 5000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      data: {
        crowns: 5000,
        usd: 50,
        feeCrowns: 100,
        feeUsd: 1,
        netUsd: 49,
        feePercent: 2,
        withdrawable: 10_000,
        minimumCrowns: 2000,
        minimumUsd: 20,
        kycRequired: null,
        kyc: expect.objectContaining({ status: 'passed', level: 'basic', message: null }),
        review: false,
        ok: true,
        message: null,
      },
    });
  });

  it('says why not: below the minimum, above withdrawable, withdrawals off', async () => {
    const { headers } = await readyWinner(t, 10_000);
    expect((await quote(headers, 1999)).json().data).toMatchObject({ ok: false, message: PAYOUT_MSG.minimum(20) });
    expect((await quote(headers, 10_001)).json().data).toMatchObject({
      ok: false,
      message: PAYOUT_MSG.notWithdrawable(10_000),
    });
    await writeConfig(t.deps.database.db, 'withdrawal_flag', false);
    expect((await quote(headers, 5000)).json().data).toMatchObject({
      ok: false,
      message: PAYOUT_MSG.withdrawalsDisabled,
    });
  });

  it('names the identity check an amount needs, and its state', async () => {
    const { user, headers } = await readyWinner(t, 70_000, { kyc: false });
    expect((await quote(headers, 5000)).json().data).toMatchObject({
      ok: false,
      kycRequired: 'basic',
      message: PAYOUT_MSG.kycRequired,
    });
    await setKyc(t, user.id, 'basic', 'pending');
    expect((await quote(headers, 5000)).json().data).toMatchObject({
      kycRequired: 'basic',
      message: PAYOUT_MSG.kycPending,
    });
    await setKyc(t, user.id, 'basic', 'review');
    expect((await quote(headers, 5000)).json().data).toMatchObject({ message: PAYOUT_MSG.kycInReview });
    await setKyc(t, user.id, 'basic', 'passed');
    expect((await quote(headers, 5000)).json().data).toMatchObject({ ok: true, kycRequired: null });
    // 62,000 crowns less the 2 % fee is $607.60: past the $600 a year, and past the $500 review line.
    expect((await quote(headers, 62_000)).json().data).toMatchObject({
      ok: false,
      review: true,
      kycRequired: 'enhanced',
      message: PAYOUT_MSG.kycEnhancedRequired(600),
    });
    await setKyc(t, user.id, 'enhanced', 'passed');
    expect((await quote(headers, 62_000)).json().data).toMatchObject({ ok: true, kycRequired: null });
    await setKyc(t, user.id, 'enhanced', 'failed');
    expect((await quote(headers, 5000)).json().data).toMatchObject({ ok: false, message: PAYOUT_MSG.kycFailed });
  });

  it('refuses a missing or fractional amount with the contract words', async () => {
    const { headers } = await readyWinner(t, 0);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/kyc/validate-amount',
      headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PAYOUT_MSG.crownsRequired);
    const fraction = await quote(headers, 10.5);
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toBe(PAYOUT_MSG.crownsWhole);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/payment/kyc/validate-amount', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('POST /v1/wallet/withdraw-funds', () => {
  it('holds the crowns, records and audits the request, and sends it to the provider after commit', async () => {
    const { user, method, headers } = await readyWinner(t, 10_000);
    const res = await withdraw(t, headers, { crowns: 5000, paymentMethodId: method.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 201,
      message: PAYOUT_MSG.withdrawalRequested,
      data: {
        kind: 'bank',
        status: 'processing',
        crowns: 5000,
        feeCrowns: 100,
        usd: 49,
        destination: method.label,
        message: null,
        settledAt: null,
      },
    });
    const id = body.data.id as number;
    const { db } = t.deps.database;
    expect(await getBalance(db, wallet(user.id))).toBe(5000);
    expect(await getBalance(db, withdrawalHold(id))).toBe(5000);
    const row = await withdrawalRow(t, id);
    expect(row).toMatchObject({
      status: 'processing',
      provider: 'sandbox',
      providerRef: `po_sbx_${id}`,
      amountCents: 4900,
    });
    expect(row.submittedAt).not.toBeNull();
    const trail = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(trail).toMatchObject([
      { action: 'withdrawal.requested', actorId: user.id, targetType: 'withdrawal' },
      { action: 'withdrawal.submitted', actorId: null, data: { providerRef: `po_sbx_${id}` } },
    ]);
    const wallet2 = (await t.app.inject({ url: '/v1/wallet', headers })).json().data;
    expect(wallet2).toMatchObject({ balance: 5000, withdrawable: 5000 });
    const history = (await t.app.inject({ url: '/v1/wallet/transaction?filter=withdrawal', headers })).json().data;
    expect(history.data).toMatchObject([
      {
        type: 'withdrawal',
        amount: -5000,
        counterpart: method.label,
        status: 'processing',
        ref_type: 'withdrawal',
        ref_id: String(id),
      },
    ]);
    const status = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/transfer-intent-ui-status',
      headers,
      payload: { withdrawalId: id },
    });
    expect(status.json()).toEqual({ status: 200, data: body.data });
  });

  it('answers the same withdrawal to a retry with the same Idempotency-Key, on either path', async () => {
    const { user, method, headers } = await readyWinner(t, 10_000);
    const first = await withdraw(t, headers, { crowns: 3000, paymentMethodId: method.id }, 'same-key');
    const again = await withdraw(
      t,
      headers,
      { crowns: 3000, paymentMethodId: method.id },
      'same-key',
      '/v1/payment/transfer',
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.deps.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id))).toHaveLength(1);
    const other = await withdraw(
      t,
      headers,
      { crowns: 2000, paymentMethodId: method.id },
      null,
      '/v1/payment/transfer',
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(WALLET_MSG.idempotencyKeyInvalid);
  });

  it('refuses with the contract message and writes nothing', async () => {
    const { user, method, headers } = await readyWinner(t, 10_000);
    const stranger = await createUser(t.deps);
    const strangersMethod = await addMethod(t, stranger.id, 'debit_card');
    const removed = await addMethod(t, user.id, 'debit_card');
    await t.deps.database.db
      .update(payoutMethods)
      .set({ removedAt: t.clock.now() })
      .where(eq(payoutMethods.id, removed.id));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ crowns: 1999, paymentMethodId: method.id }, 400, PAYOUT_MSG.minimum(20)],
      [{ crowns: 10_001, paymentMethodId: method.id }, 400, PAYOUT_MSG.notWithdrawable(10_000)],
      [{ crowns: 5000, paymentMethodId: strangersMethod.id }, 400, PAYOUT_MSG.methodNotFound],
      [{ crowns: 5000, paymentMethodId: removed.id }, 400, PAYOUT_MSG.methodNotFound],
      [{ crowns: 5000 }, 400, PAYOUT_MSG.methodRequired],
      [{ paymentMethodId: method.id }, 400, PAYOUT_MSG.crownsRequired],
    ];
    for (const [payload, code, message] of cases) {
      const res = await withdraw(t, headers, payload);
      expect([res.statusCode, res.json().message]).toEqual([code, message]);
    }
    await writeConfig(t.deps.database.db, 'withdrawal_flag', false);
    const off = await withdraw(t, headers, { crowns: 5000, paymentMethodId: method.id });
    expect([off.statusCode, off.json().message]).toEqual([400, PAYOUT_MSG.withdrawalsDisabled]);
    await expectNothingWritten(user.id, 10_000);
  });

  it('needs an identity check first (403), and the second one past $600 a year', async () => {
    const { user, method, headers } = await readyWinner(t, 70_000, { kyc: false });
    const none = await withdraw(t, headers, { crowns: 5000, paymentMethodId: method.id });
    expect([none.statusCode, none.json().message]).toEqual([403, PAYOUT_MSG.kycRequired]);
    await setKyc(t, user.id, 'basic', 'failed');
    const failed = await withdraw(t, headers, { crowns: 5000, paymentMethodId: method.id });
    expect([failed.statusCode, failed.json().message]).toEqual([403, PAYOUT_MSG.kycFailed]);
    await expectNothingWritten(user.id, 70_000);
    await setKyc(t, user.id, 'basic', 'passed');
    expect((await withdraw(t, headers, { crowns: 40_000, paymentMethodId: method.id })).statusCode).toBe(201);
    // $392 this year so far; 22,000 more crowns is $431.20 more: past $600.
    const second = await withdraw(t, headers, { crowns: 22_000, paymentMethodId: method.id });
    expect([second.statusCode, second.json().message]).toEqual([403, PAYOUT_MSG.kycEnhancedRequired(600)]);
    await setKyc(t, user.id, 'enhanced', 'passed');
    expect((await withdraw(t, headers, { crowns: 22_000, paymentMethodId: method.id })).statusCode).toBe(201);
  });

  it('waits for a review when the account is new, the amount large, or it is the fourth in a day', async () => {
    const fresh = await createUser(t.deps);
    await winCrowns(t, fresh.id, 5000);
    await setKyc(t, fresh.id, 'basic', 'passed');
    const freshMethod = await addMethod(t, fresh.id);
    const freshHeaders = await authHeaders(t.deps, fresh);
    const res = await withdraw(t, freshHeaders, { crowns: 3000, paymentMethodId: freshMethod.id });
    expect(res.json()).toMatchObject({
      status: 201,
      message: PAYOUT_MSG.withdrawalInReview,
      data: { status: 'review', message: PAYOUT_MSG.withdrawalInReview },
    });
    const row = await withdrawalRow(t, res.json().data.id);
    expect(row).toMatchObject({ reviewReason: 'new_account', submittedAt: null, providerRef: null });

    const { method, headers } = await readyWinner(t, 100_000);
    const big = await withdraw(t, headers, { crowns: 52_000, paymentMethodId: method.id });
    expect((await withdrawalRow(t, big.json().data.id)).reviewReason).toBe('amount');
    for (let i = 0; i < 2; i++)
      expect((await withdraw(t, headers, { crowns: 2000, paymentMethodId: method.id })).json().data.status).toBe(
        'processing',
      );
    const fourth = await withdraw(t, headers, { crowns: 2000, paymentMethodId: method.id });
    expect((await withdrawalRow(t, fourth.json().data.id)).reviewReason).toBe('frequency');
  });

  it('shows a withdrawal to its owner only', async () => {
    const { method, headers } = await readyWinner(t, 10_000);
    const id = (await withdraw(t, headers, { crowns: 2000, paymentMethodId: method.id })).json().data.id;
    const other = await readyWinner(t, 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/transfer-intent-ui-status',
      headers: other.headers,
      payload: { withdrawalId: id },
    });
    expect([res.statusCode, res.json().message]).toEqual([404, PAYOUT_MSG.withdrawalNotFound]);
  });
});
