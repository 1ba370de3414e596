import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type AccountRef, lockAccount, PLATFORM_REVENUE, wallet } from './accounts';
import { type TransferMeta, type TransferResult, transfer, transferMany } from './transfer';

export type Contribution = { userId: number; amount: number };

/**
 * A user's crowns into an escrow or prize pool (a bounty's reward or ante, a challenge's prize or addition), booked
 * against what the escrow is for (`ref`, `memo`), at `at`; an empty wallet fails with `insufficientMessage`.
 */
export const contribute = (
  tx: DbOrTx,
  c: Contribution & { escrow: AccountRef } & Required<Pick<TransferMeta, 'type' | 'ref' | 'memo' | 'at'>> &
    Pick<TransferMeta, 'insufficientMessage'>,
) => {
  const { userId, escrow, ...meta } = c;
  return transfer(tx, { ...meta, from: wallet(userId), to: escrow });
};

/**
 * What each user put into an escrow (or prize pool) and has not been given back: the sum of their
 * wallet's legs against that account. Meaningful until the escrow is paid out; refunds bring it to 0.
 */
export async function contributions(tx: DbOrTx, escrow: AccountRef): Promise<Contribution[]> {
  const rows = await rowsOf<{ user_id: number; amount: number }>(
    tx,
    sql`
    select w.ref_id as user_id, sum(e.amount)::bigint as amount
    from ledger_accounts ea
    join ledger_entries e on e.account_id = ea.id
    join ledger_accounts w on w.id = e.counter_account_id and w.kind = 'user_wallet'
    where ea.kind = ${escrow.kind} and ea.ref_id = ${escrow.refId}
    group by w.ref_id
    having sum(e.amount) > 0
    order by w.ref_id`,
  );
  return rows.map((r) => ({ userId: Number(r.user_id), amount: Number(r.amount) }));
}

/**
 * Gives every contributor back exactly what they put in, as one transfer. Locks the escrow first, so
 * concurrent or repeated calls refund once: the second finds no live contributions and returns null.
 * `fee` charges one user (e.g. the creator deleting a bounty) a fee to platform revenue out of their refund.
 */
export async function refundContributors(
  tx: DbOrTx,
  escrow: AccountRef,
  meta: TransferMeta & { fee?: { userId: number; amount: number } },
): Promise<(TransferResult & { refunds: Contribution[] }) | null> {
  const locked = await lockAccount(tx, escrow);
  const refunds = await contributions(tx, escrow);
  const total = refunds.reduce((s, c) => s + c.amount, 0);
  if (total !== locked.balance)
    throw new Error(`ledger: escrow ${escrow.kind}:${escrow.refId} holds ${locked.balance}, contributions ${total}`);
  if (refunds.length === 0) return null;
  const { fee, ...transferMeta } = meta;
  const legs = refunds.map((c) => ({ from: escrow, to: wallet(c.userId), amount: c.amount }));
  if (fee && fee.amount > 0) legs.push({ from: wallet(fee.userId), to: PLATFORM_REVENUE, amount: fee.amount });
  const result = await transferMany(tx, { ...transferMeta, legs });
  return { ...result, refunds };
}

/**
 * Pays the whole escrow to the winner, minus `feePercent` (rounded down) to platform revenue, as one
 * transfer. Returns null when the escrow is empty (already paid or refunded).
 */
export async function payoutEscrow(
  tx: DbOrTx,
  escrow: AccountRef,
  meta: TransferMeta & { winnerUserId: number; feePercent: number },
): Promise<(TransferResult & { paid: number; fee: number }) | null> {
  const { winnerUserId, feePercent, ...transferMeta } = meta;
  const { balance } = await lockAccount(tx, escrow);
  if (balance <= 0) return null;
  const fee = Math.floor((balance * Math.min(Math.max(feePercent, 0), 100)) / 100);
  const paid = balance - fee;
  const legs = [
    { from: escrow, to: wallet(winnerUserId), amount: paid },
    { from: escrow, to: PLATFORM_REVENUE, amount: fee },
  ].filter((l) => l.amount > 0);
  const result = await transferMany(tx, { ...transferMeta, legs });
  return { ...result, paid, fee };
}
