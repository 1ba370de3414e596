import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { purchases } from '../../db/schema';
import {
  bountyEscrow,
  EXTERNAL_CASH,
  getBalance,
  PLATFORM_REVENUE,
  transfer,
  transferMany,
  wallet,
} from '../../platform/ledger';
import { ledgerInvariants } from '../../platform/ledger/ledger-test-helpers';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../../platform/payments';
import { createTestApp, type TestContext } from '../../test/setup';
import { signedIn, walletBalance } from './wallet-test-helpers';

/** Raw ledger tests use account refs far from real user ids. */
const W = 1_000_000;

// Real concurrency needs real PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(!process.env.DATABASE_URL)('money under concurrency (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('200 concurrent debits of one wallet never overdraw; the balance equals the sum of its entries', async () => {
    const { db } = t.deps.database;
    await transfer(db, { from: EXTERNAL_CASH, to: wallet(W), amount: 150, type: 'purchase' });
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db
          .transaction((tx) =>
            transfer(tx, { from: wallet(W), to: wallet(W + 1 + (i % 5)), amount: 1, type: 'adjustment' }),
          )
          .then(
            () => 'ok',
            (e) => e.code as string,
          ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(150);
    expect(outcomes.filter((o) => o === 'INSUFFICIENT_FUNDS')).toHaveLength(50);
    expect(await getBalance(db, wallet(W))).toBe(0);
    const [sum] = await rowsOf<{ s: number }>(
      db,
      sql`select coalesce(sum(e.amount), 0)::bigint as s from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.kind = 'user_wallet' and a.ref_id = ${W}`,
    );
    expect(Number(sum!.s)).toBe(0);
    expect(await ledgerInvariants(db)).toEqual({
      sumOfBalances: 0,
      negativeWallets: 0,
      cacheDrift: 0,
      unbalancedTransfers: 0,
    });
  });

  it('criss-crossing transfers between the same wallets never deadlock', async () => {
    const { db } = t.deps.database;
    for (const u of [W + 20, W + 21, W + 22])
      await transfer(db, { from: EXTERNAL_CASH, to: wallet(u), amount: 1000, type: 'purchase' });
    const pairs = Array.from({ length: 300 }, (_, i) => [W + 20 + (i % 3), W + 20 + ((i + 1 + (i % 2)) % 3)] as const);
    await Promise.all(
      pairs.map(([a, b]) =>
        db.transaction((tx) => transfer(tx, { from: wallet(a), to: wallet(b), amount: 1, type: 'adjustment' })),
      ),
    );
    const total = (await Promise.all([W + 20, W + 21, W + 22].map((u) => getBalance(db, wallet(u))))).reduce(
      (s, x) => s + x,
      0,
    );
    expect(total).toBe(3000);
    expect((await ledgerInvariants(db)).cacheDrift).toBe(0);
  });

  it('50 concurrent add-funds with one Idempotency-Key create one purchase', async () => {
    const { user, headers } = await signedIn(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/wallet/add-funds',
          headers: { ...headers, 'idempotency-key': 'same-key' },
          payload: { crowns: 1000 },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => r.json().data.purchaseId)).size).toBe(1);
    expect(await t.deps.database.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(1);
  });

  it('a repeated, concurrent provider callback credits once', async () => {
    const { headers } = await signedIn(t);
    const { purchaseId } = (
      await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns: 900 } })
    ).json().data;
    const body = JSON.stringify({ purchaseId, outcome: 'succeeded', amountCents: 900 });
    const signature = signSandboxPayload(t.deps.secret, body);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/payments/sandbox/callback',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: body,
        }),
      ),
    );
    expect(results.filter((r) => r.json().applied)).toHaveLength(1);
    expect(await walletBalance(t, headers)).toBe(900);
  });
  it('100 payouts at once, each paying its fee to the house, never deadlock and add up exactly', async () => {
    const { db } = t.deps.database;
    const revenue = await getBalance(db, PLATFORM_REVENUE);
    for (let i = 0; i < 100; i++)
      await transfer(db, { from: EXTERNAL_CASH, to: bountyEscrow(W + i), amount: 100, type: 'purchase' });
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        db.transaction((tx) =>
          transferMany(tx, {
            type: 'adjustment',
            legs: [
              { from: bountyEscrow(W + i), to: wallet(W + 500 + (i % 7)), amount: 90 },
              { from: bountyEscrow(W + i), to: PLATFORM_REVENUE, amount: 10 },
            ],
          }),
        ),
      ),
    );
    expect(await getBalance(db, PLATFORM_REVENUE)).toBe(revenue + 1000);
    const [shards] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_accounts where kind = 'platform_revenue' and balance > 0`,
    );
    expect(shards!.n).toBeGreaterThan(1);
    expect(await ledgerInvariants(db)).toEqual({
      sumOfBalances: 0,
      negativeWallets: 0,
      cacheDrift: 0,
      unbalancedTransfers: 0,
    });
  });
});
