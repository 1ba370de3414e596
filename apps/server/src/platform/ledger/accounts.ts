import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { rowsOf } from './sql-rows';

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

/** Creates the accounts that do not exist yet (safe under concurrency). */
export async function ensureAccounts(tx: DbOrTx, refs: AccountRef[]) {
  if (refs.length === 0) return;
  await tx
    .insert(ledgerAccounts)
    .values(refs.map((r) => ({ kind: r.kind, refId: r.refId })))
    .onConflictDoNothing();
}

/** Cached balance of an account; 0 when it was never used. */
export async function getBalance(tx: DbOrTx, ref: AccountRef): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, ref.kind), eq(ledgerAccounts.refId, ref.refId)));
  return row?.balance ?? 0;
}

export const escrowBalance = (tx: DbOrTx, bountyId: number) => getBalance(tx, bountyEscrow(bountyId));

/** Locks an account row until the transaction ends (creating it first), and returns it. */
export async function lockAccount(tx: DbOrTx, ref: AccountRef) {
  await ensureAccounts(tx, [ref]);
  const [row] = await rowsOf<{ id: number; balance: number }>(
    tx,
    sql`select id, balance from ledger_accounts where kind = ${ref.kind} and ref_id = ${ref.refId} for update`,
  );
  if (!row) throw new Error(`ledger: account ${accountKey(ref)} missing after creation`);
  return { id: Number(row.id), balance: Number(row.balance) };
}
