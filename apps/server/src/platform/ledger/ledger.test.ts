import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createTestDatabase } from '../../test/setup';
import {
  bookedAccount,
  bountyEscrow,
  contributions,
  EXTERNAL_CASH,
  escrowBalance,
  getBalance,
  PLATFORM_REVENUE,
  payoutEscrow,
  refundContributors,
  transfer,
  transferMany,
  wallet,
} from '.';
import { HOUSE_SHARDS } from './accounts';
import { ledgerInvariants } from './ledger-test-helpers';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const fund = (userId: number, amount: number) =>
  transfer(database.db, { from: EXTERNAL_CASH, to: wallet(userId), amount, type: 'purchase' });

describe('ledger transfers', () => {
  it('moves crowns between accounts created on first use and keeps every transfer at zero', async () => {
    await fund(1, 100);
    const { transferId } = await transfer(database.db, {
      from: wallet(1),
      to: wallet(2),
      amount: 40,
      type: 'adjustment',
      ref: { type: 'test', id: 7 },
      memo: 'hello',
    });
    expect(transferId).toBeGreaterThan(0);
    expect(await getBalance(database.db, wallet(1))).toBe(60);
    expect(await getBalance(database.db, wallet(2))).toBe(40);
    expect(await getBalance(database.db, EXTERNAL_CASH)).toBe(-100);
    expect(await ledgerInvariants(database.db)).toEqual({
      sumOfBalances: 0,
      negativeWallets: 0,
      cacheDrift: 0,
      unbalancedTransfers: 0,
    });
  });

  it('refuses an overdraft with INSUFFICIENT_FUNDS, the caller message, and writes nothing', async () => {
    await fund(3, 10);
    const err = await transfer(database.db, {
      from: wallet(3),
      to: wallet(4),
      amount: 11,
      type: 'bounty_ante',
      insufficientMessage: "You don't have enough amount",
    }).catch((e) => e);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_FUNDS', httpStatus: 400, message: "You don't have enough amount" });
    const plain = await transfer(database.db, { from: wallet(3), to: wallet(4), amount: 11, type: 'adjustment' }).catch(
      (e) => e,
    );
    expect(plain.message).toBe("You don't have enough crowns for this.");
    expect(await getBalance(database.db, wallet(3))).toBe(10);
    expect(await getBalance(database.db, wallet(4))).toBe(0);
  });

  it('rolls back the whole caller transaction on an overdraft', async () => {
    await fund(5, 50);
    await expect(
      database.db.transaction(async (tx) => {
        await transfer(tx, { from: wallet(5), to: wallet(6), amount: 30, type: 'adjustment' });
        await transfer(tx, { from: wallet(5), to: wallet(6), amount: 30, type: 'adjustment' });
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await getBalance(database.db, wallet(5))).toBe(50);
    expect(await getBalance(database.db, wallet(6))).toBe(0);
  });

  it('rejects non-integer, negative and self legs as programming errors', async () => {
    await expect(
      transfer(database.db, { from: wallet(1), to: wallet(2), amount: 1.5, type: 'adjustment' }),
    ).rejects.toThrow(/positive integer/);
    await expect(
      transfer(database.db, { from: wallet(1), to: wallet(2), amount: -1, type: 'adjustment' }),
    ).rejects.toThrow();
    await expect(
      transfer(database.db, { from: wallet(1), to: wallet(1), amount: 1, type: 'adjustment' }),
    ).rejects.toThrow();
  });

  it('pays out an escrow with a fee and refunds contributors exactly once', async () => {
    await fund(10, 500);
    await fund(11, 500);
    const escrow = bountyEscrow(900);
    await transfer(database.db, { from: wallet(10), to: escrow, amount: 200, type: 'bounty_create' });
    await transfer(database.db, { from: wallet(11), to: escrow, amount: 50, type: 'bounty_ante' });
    await transfer(database.db, { from: wallet(10), to: escrow, amount: 25, type: 'bounty_ante' });
    expect(await escrowBalance(database.db, 900)).toBe(275);
    expect(await contributions(database.db, escrow)).toEqual([
      { userId: 10, amount: 225 },
      { userId: 11, amount: 50 },
    ]);
    const first = await database.db.transaction((tx) => refundContributors(tx, escrow, { type: 'bounty_refund' }));
    expect(first?.refunds).toHaveLength(2);
    const again = await database.db.transaction((tx) => refundContributors(tx, escrow, { type: 'bounty_refund' }));
    expect(again).toBeNull();
    expect(await getBalance(database.db, wallet(10))).toBe(500);
    expect(await getBalance(database.db, wallet(11))).toBe(500);

    const pool = bountyEscrow(901);
    await transferMany(database.db, {
      type: 'bounty_create',
      legs: [
        { from: wallet(10), to: pool, amount: 100 },
        { from: wallet(11), to: pool, amount: 99 },
      ],
    });
    const paid = await database.db.transaction((tx) =>
      payoutEscrow(tx, pool, { type: 'bounty_payout', winnerUserId: 12, feePercent: 10 }),
    );
    expect(paid).toMatchObject({ paid: 180, fee: 19 });
    expect(await getBalance(database.db, wallet(12))).toBe(180);
    expect(await getBalance(database.db, PLATFORM_REVENUE)).toBe(19);
    expect(
      await database.db.transaction((tx) =>
        payoutEscrow(tx, pool, { type: 'bounty_payout', winnerUserId: 12, feePercent: 10 }),
      ),
    ).toBeNull();
    expect((await ledgerInvariants(database.db)).sumOfBalances).toBe(0);
  });

  it('charges a deletion fee out of one contributor refund', async () => {
    await fund(20, 100);
    const escrow = bountyEscrow(902);
    await transfer(database.db, { from: wallet(20), to: escrow, amount: 100, type: 'bounty_create' });
    await database.db.transaction((tx) =>
      refundContributors(tx, escrow, { type: 'bounty_refund', fee: { userId: 20, amount: 5 } }),
    );
    expect(await getBalance(database.db, wallet(20))).toBe(95);
    expect(await escrowBalance(database.db, 902)).toBe(0);
    expect(await contributions(database.db, escrow)).toEqual([]);
  });
});

type Op =
  | { t: 'buy'; user: number; amount: number }
  | { t: 'fund'; user: number; escrow: number; amount: number }
  | { t: 'refund'; escrow: number }
  | { t: 'payout'; escrow: number; winner: number; fee: number };

const USERS = 4;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('buy' as const), user: fc.nat(USERS - 1), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({
    t: fc.constant('fund' as const),
    user: fc.nat(USERS - 1),
    escrow: fc.nat(2),
    amount: fc.integer({ min: 1, max: 400 }),
  }),
  fc.record({ t: fc.constant('refund' as const), escrow: fc.nat(2) }),
  fc.record({
    t: fc.constant('payout' as const),
    escrow: fc.nat(2),
    winner: fc.nat(USERS - 1),
    fee: fc.integer({ min: 0, max: 30 }),
  }),
);

describe('the house, split into shards (decision 022)', () => {
  const shardsOf = (kind: string) =>
    rowsOf<{ ref_id: number; balance: number }>(
      database.db,
      sql`select ref_id, balance from ledger_accounts where kind = ${kind} order by ref_id`,
    );

  it('books fees on several shards; its balance is their sum; one transaction keeps to one shard', async () => {
    const before = await getBalance(database.db, PLATFORM_REVENUE);
    await fund(500, 10_000);
    for (let i = 0; i < 40; i++)
      await transfer(database.db, { from: wallet(500), to: PLATFORM_REVENUE, amount: 1, type: 'adjustment' });
    const shards = await shardsOf('platform_revenue');
    expect(shards.every((s) => s.ref_id >= 0 && s.ref_id < HOUSE_SHARDS)).toBe(true);
    expect(shards.length).toBeGreaterThan(1);
    expect(await getBalance(database.db, PLATFORM_REVENUE)).toBe(before + 40);

    const booked = await database.db.transaction(async (tx) => {
      const first = bookedAccount(tx, PLATFORM_REVENUE);
      for (let i = 0; i < 5; i++)
        await transfer(tx, { from: wallet(500), to: PLATFORM_REVENUE, amount: 100, type: 'adjustment' });
      const inner = await tx.transaction(async (sp) => bookedAccount(sp, PLATFORM_REVENUE));
      return { first, inner, again: bookedAccount(tx, PLATFORM_REVENUE) };
    });
    expect(booked.inner).toEqual(booked.first);
    expect(booked.again).toEqual(booked.first);
    const after = await shardsOf('platform_revenue');
    const grown = after.filter((s) => s.balance - (shards.find((x) => x.ref_id === s.ref_id)?.balance ?? 0) === 500);
    expect(grown.map((s) => s.ref_id)).toEqual([booked.first.refId]);
    expect(await ledgerInvariants(database.db)).toMatchObject({ sumOfBalances: 0, cacheDrift: 0 });
  });

  it('leaves other accounts whole: a wallet is one row whatever the transaction', async () => {
    await database.db.transaction(async (tx) => {
      expect(bookedAccount(tx, wallet(7))).toEqual(wallet(7));
      expect(bookedAccount(tx, bountyEscrow(3))).toEqual(bountyEscrow(3));
    });
  });
});

describe('ledger property: random purchases, escrows, up-antes, refunds and payouts', () => {
  it('keeps every invariant after every step', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const base = 10_000 + run * 1000; // fresh users and escrows per run
        const user = (i: number) => base + i;
        // A paid-out escrow is closed for good (like its bounty); later ops on that slot use a new escrow.
        const generation = new Map<number, number>();
        const escrowId = (i: number) => base + 50 + i * 100 + (generation.get(i) ?? 0);
        const escrowRef = (i: number) => bountyEscrow(escrowId(i));
        const balances = new Map<number, number>();
        const live = new Map<number, Map<number, number>>(); // escrow -> contributor -> amount
        for (const op of ops) {
          if (op.t === 'buy') {
            await transfer(database.db, {
              from: EXTERNAL_CASH,
              to: wallet(user(op.user)),
              amount: op.amount,
              type: 'purchase',
            });
            balances.set(op.user, (balances.get(op.user) ?? 0) + op.amount);
          } else if (op.t === 'fund') {
            const have = balances.get(op.user) ?? 0;
            const result = await database.db
              .transaction((tx) =>
                transfer(tx, {
                  from: wallet(user(op.user)),
                  to: escrowRef(op.escrow),
                  amount: op.amount,
                  type: live.has(op.escrow) ? 'bounty_ante' : 'bounty_create',
                }),
              )
              .then(
                () => 'ok',
                (e) => e.code,
              );
            if (have >= op.amount) {
              expect(result).toBe('ok');
              balances.set(op.user, have - op.amount);
              const c = live.get(op.escrow) ?? new Map<number, number>();
              c.set(user(op.user), (c.get(user(op.user)) ?? 0) + op.amount);
              live.set(op.escrow, c);
            } else expect(result).toBe('INSUFFICIENT_FUNDS');
          } else if (op.t === 'refund') {
            await database.db.transaction((tx) =>
              refundContributors(tx, escrowRef(op.escrow), { type: 'bounty_refund' }),
            );
            for (const [u, amount] of live.get(op.escrow) ?? []) {
              const i = u - base;
              balances.set(i, (balances.get(i) ?? 0) + amount);
            }
            live.delete(op.escrow);
          } else {
            const res = await database.db.transaction((tx) =>
              payoutEscrow(tx, escrowRef(op.escrow), {
                type: 'bounty_payout',
                winnerUserId: user(op.winner),
                feePercent: op.fee,
              }),
            );
            const total = [...(live.get(op.escrow)?.values() ?? [])].reduce((s, a) => s + a, 0);
            expect(res?.paid ?? 0).toBe(total - Math.floor((total * op.fee) / 100));
            balances.set(op.winner, (balances.get(op.winner) ?? 0) + (res?.paid ?? 0));
            live.delete(op.escrow);
            if (res) generation.set(op.escrow, (generation.get(op.escrow) ?? 0) + 1);
          }
          const inv = await ledgerInvariants(database.db);
          expect(inv).toEqual({ sumOfBalances: 0, negativeWallets: 0, cacheDrift: 0, unbalancedTransfers: 0 });
          for (let i = 0; i < USERS; i++)
            expect(await getBalance(database.db, wallet(user(i)))).toBe(balances.get(i) ?? 0);
          for (let e = 0; e < 3; e++) {
            const model = live.get(e) ?? new Map<number, number>();
            const expected = [...model.values()].reduce((s, a) => s + a, 0);
            expect(await escrowBalance(database.db, escrowId(e))).toBe(expected);
            if (model.size > 0)
              expect(await contributions(database.db, escrowRef(e))).toEqual(
                [...model.entries()].sort(([a], [b]) => a - b).map(([userId, amount]) => ({ userId, amount })),
              );
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
