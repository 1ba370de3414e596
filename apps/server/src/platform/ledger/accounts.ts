import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactionOf } from '../../db/committed-changes';
import { rowsOf } from '../../db/rows';
import { ledgerAccounts } from '../../db/schema';

export type AccountKind = (typeof ledgerAccounts.$inferSelect)['kind'];
/** An account named by what it is; the row is created on first use. */
export type AccountRef = { kind: AccountKind; refId: number };

export const wallet = (userId: number): AccountRef => ({ kind: 'user_wallet', refId: userId });
export const bountyEscrow = (bountyId: number): AccountRef => ({ kind: 'bounty_escrow', refId: bountyId });
export const challengePool = (challengeId: number): AccountRef => ({ kind: 'challenge_pool', refId: challengeId });
export const withdrawalHold = (withdrawalId: number): AccountRef => ({ kind: 'withdrawal_hold', refId: withdrawalId });
export const PLATFORM_REVENUE: AccountRef = { kind: 'platform_revenue', refId: 0 };
export const EXTERNAL_CASH: AccountRef = { kind: 'external_cash', refId: 0 };
export const PROMOTIONS: AccountRef = { kind: 'promotions', refId: 0 };

export const accountKey = (a: AccountRef) => `${a.kind}:${a.refId}`;

/**
 * The house's accounts (platform revenue, the outside world's cash, promotions) take part in every payout, purchase
 * and promo, so one row each would make all of them wait on its lock. Each is split into HOUSE_SHARDS rows
 * (ref_id = the shard); callers name the house with ref_id 0 and the ledger books it on one shard per transaction
 * (decision 022). Its balance is the sum of its shards. Only kinds that are never debited below zero are split:
 * platform revenue is only ever credited; external cash and promotions may go negative.
 */
export const HOUSE_SHARDS = 16;
const HOUSE_KINDS: ReadonlySet<AccountKind> = new Set(['platform_revenue', 'external_cash', 'promotions']);
const isHouse = (ref: AccountRef) => HOUSE_KINDS.has(ref.kind);
const shardOfTransaction = new WeakMap<object, number>();

/**
 * The row `ref` is booked on by `executor`: itself, or for the house the shard of this transaction (the same for all
 * of its transfers and locks, so the accounts it locks up front are the ones it books on).
 */
export function bookedAccount(executor: DbOrTx, ref: AccountRef): AccountRef {
  if (!isHouse(ref)) return ref;
  const transaction = transactionOf(executor);
  let shard = transaction && shardOfTransaction.get(transaction);
  if (shard === undefined) {
    shard = randomInt(HOUSE_SHARDS);
    if (transaction) shardOfTransaction.set(transaction, shard);
  }
  return { kind: ref.kind, refId: shard };
}

/** Creates the accounts that do not exist yet (safe under concurrency). */
export async function ensureAccounts(tx: DbOrTx, refs: AccountRef[]) {
  if (refs.length === 0) return;
  await tx
    .insert(ledgerAccounts)
    .values(refs.map((r) => ({ kind: r.kind, refId: r.refId })))
    .onConflictDoNothing();
}

/** Cached balance of an account (the house's: of all its shards); 0 when it was never used. */
export async function getBalance(tx: DbOrTx, ref: AccountRef): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)`.mapWith(Number) })
    .from(ledgerAccounts)
    .where(
      isHouse(ref)
        ? eq(ledgerAccounts.kind, ref.kind)
        : and(eq(ledgerAccounts.kind, ref.kind), eq(ledgerAccounts.refId, ref.refId)),
    );
  return row?.balance ?? 0;
}

export const escrowBalance = (tx: DbOrTx, bountyId: number) => getBalance(tx, bountyEscrow(bountyId));

/** Locks an account row until the transaction ends (creating it first), and returns it. */
export async function lockAccount(tx: DbOrTx, account: AccountRef) {
  const ref = bookedAccount(tx, account);
  await ensureAccounts(tx, [ref]);
  const [row] = await rowsOf<{ id: number; balance: number }>(
    tx,
    sql`select id, balance from ledger_accounts where kind = ${ref.kind} and ref_id = ${ref.refId} for update`,
  );
  if (!row) throw new Error(`ledger: account ${accountKey(ref)} missing after creation`);
  return { id: Number(row.id), balance: Number(row.balance) };
}
