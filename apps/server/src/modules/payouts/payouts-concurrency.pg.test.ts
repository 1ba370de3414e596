import { PAYOUT_MSG } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { auditLog, sandboxPayoutObjects, withdrawals } from '../../db/schema';
import { getBalance, wallet, withdrawalHold } from '../../platform/ledger';
import { ledgerInvariants } from '../../platform/ledger/ledger-test-helpers';
import { createTestApp, type TestContext } from '../../test/setup';
import { sweepDue } from '../index';
import { SUBMIT_GRACE_MS } from './payout-sweep';
import { payoutCallback, readyWinner, withdraw, withdrawalRow } from './payouts-test-helpers';
import { requestWithdrawal } from './withdraw.service';

const healthy = { sumOfBalances: 0, negativeWallets: 0, cacheDrift: 0, unbalancedTransfers: 0 };

// Real concurrency needs real PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(!process.env.DATABASE_URL)('withdrawals under concurrency (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userWithdrawals = (userId: number) =>
    t.deps.database.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

  it('50 concurrent withdrawals that together exceed the withdrawable amount never overdraw', async () => {
    const { user, method, headers } = await readyWinner(t, 30_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(t, headers, { crowns: 2000, paymentMethodId: method.id })),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode !== 201))
      expect(r.json().message).toBe(PAYOUT_MSG.notWithdrawable(0));
    const { db } = t.deps.database;
    expect(await getBalance(db, wallet(user.id))).toBe(0);
    const rows = await userWithdrawals(user.id);
    expect(rows).toHaveLength(15);
    const held = await Promise.all(rows.map((w) => getBalance(db, withdrawalHold(w.id))));
    expect(held.reduce((s, x) => s + x, 0)).toBe(30_000);
    expect(await ledgerInvariants(db)).toEqual(healthy);
  });

  it('the same Idempotency-Key sent 20 times at once makes one withdrawal', async () => {
    const { user, method, headers } = await readyWinner(t, 10_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withdraw(
          t,
          headers,
          { crowns: 2500, paymentMethodId: method.id },
          'one-key',
          i % 2 ? '/v1/payment/transfer' : '/v1/wallet/withdraw-funds',
        ),
      ),
    );
    const ids = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    for (const r of results) expect([201, 409]).toContain(r.statusCode);
    expect(await userWithdrawals(user.id)).toHaveLength(1);
    expect(await getBalance(t.deps.database.db, wallet(user.id))).toBe(7500);
  });

  it('duplicate and out-of-order payout events have one effect', async () => {
    const { user, method, headers } = await readyWinner(t, 10_000);
    const id = (await withdraw(t, headers, { crowns: 5000, paymentMethodId: method.id })).json().data.id as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => payoutCallback(t, id, i % 3 === 0 ? 'failed' : 'paid')),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().applied)).toHaveLength(1);
    const row = await withdrawalRow(t, id);
    const { db } = t.deps.database;
    expect(await getBalance(db, withdrawalHold(id))).toBe(0);
    expect(await getBalance(db, wallet(user.id))).toBe(row.status === 'paid' ? 5000 : 10_000);
    const [moves] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_transfers where ref_type = 'withdrawal' and ref_id = ${String(id)}
          and type in ('withdrawal_settlement', 'withdrawal_reversal')`,
    );
    expect(Number(moves!.n)).toBe(1);
    const outcomes = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(outcomes.filter((a) => a.action === 'withdrawal.paid' || a.action === 'withdrawal.failed')).toHaveLength(1);
    expect(await ledgerInvariants(db)).toEqual(healthy);
  });

  it('a withdrawal committed but never sent (a crash) is submitted once by concurrent sweeps and settles once', async () => {
    const { user, method } = await readyWinner(t, 10_000);
    const { withdrawalId } = await requestWithdrawal(t.deps, user.id, { crowns: 4000, paymentMethodId: method.id });
    t.clock.advance(SUBMIT_GRACE_MS + 1000);
    const sweeps = await Promise.all(Array.from({ length: 4 }, () => sweepDue(t.deps)));
    expect(sweeps.reduce((s, d) => s + d.submitPayouts, 0)).toBe(1);
    const payouts = await t.deps.database.db
      .select()
      .from(sandboxPayoutObjects)
      .where(eq(sandboxPayoutObjects.id, `po_sbx_${withdrawalId}`));
    expect(payouts).toHaveLength(1);
    expect((await withdrawalRow(t, withdrawalId)).submittedAt).not.toBeNull();
    t.clock.advance(10 * 60_000);
    await Promise.all(Array.from({ length: 4 }, () => sweepDue(t.deps)));
    expect((await withdrawalRow(t, withdrawalId)).status).toBe('paid');
    expect(await getBalance(t.deps.database.db, withdrawalHold(withdrawalId))).toBe(0);
    expect(await getBalance(t.deps.database.db, wallet(user.id))).toBe(6000);
    expect(await ledgerInvariants(t.deps.database.db)).toEqual(healthy);
  });
});
