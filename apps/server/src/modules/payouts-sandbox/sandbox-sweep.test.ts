import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSandboxObject, payoutProvider, putSandboxObject, SANDBOX_PAYOUT_FAILURE } from '../../platform/payouts';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser } from '../../test/users';
import { sweepDue } from '..';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sandbox payouts sweep', () => {
  it('decides a payout only once its delay is over, by its method, and marks the callback delivered', async () => {
    const { db } = t.deps.database;
    const user = await createUser(t.deps);
    const method = (fails: boolean) =>
      putSandboxObject(
        db,
        'method',
        `pm_sweep_${user.id}_${fails}`,
        user.id,
        { type: 'debit_card', label: 'Visa debit ••9995', last4: '9995', failsAtPayout: fails },
        t.clock.now(),
      );
    const [pays, fails] = [await method(false), await method(true)];
    // Withdrawal ids the app does not know: the app acknowledges the callback and changes nothing.
    const submit = (withdrawalId: number, providerRef: string) =>
      payoutProvider(t.deps).createPayout({
        withdrawalId,
        userId: user.id,
        amountCents: 1000,
        method: { providerRef, type: 'debit_card' },
      });
    const a = await submit(990_000 + user.id * 2, pays.id);
    const b = await submit(990_001 + user.id * 2, fails.id);

    t.clock.advance((t.deps.env.SANDBOX_PAYOUT_DELAY_SECONDS - 1) * 1000);
    expect((await sweepDue(t.deps)).sandboxPayoutSettle).toBe(0);
    expect((await findSandboxObject(db, 'payout', a.providerRef))!.data.status).toBe('pending');

    t.clock.advance(1000);
    expect((await sweepDue(t.deps)).sandboxPayoutSettle).toBe(2);
    expect((await findSandboxObject(db, 'payout', a.providerRef))!.data).toMatchObject({
      status: 'paid',
      undelivered: false,
    });
    expect((await findSandboxObject(db, 'payout', b.providerRef))!.data).toMatchObject({
      status: 'failed',
      failureMessage: SANDBOX_PAYOUT_FAILURE.debit_card,
      undelivered: false,
    });
    expect((await sweepDue(t.deps)).sandboxPayoutSettle).toBe(0);
  });
});
