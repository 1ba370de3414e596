import type { TransferType } from '@crowns/contracts';
import { WALLET_MSG } from '@crowns/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError } from '../errors';
import { type AccountRef, accountKey, bookedAccount } from './accounts';

/** One movement of `amount` crowns (a positive integer) from one account to another. */
export type Leg = { from: AccountRef; to: AccountRef; amount: number };

export type TransferMeta = {
  type: TransferType;
  /** What the money pays for, e.g. { type: 'bounty', id: 12 }. */
  ref?: { type: string; id: string | number };
  /** Shown as the counterpart in wallet history (bounty title, 'Card purchase', promo code...). */
  memo?: string | null;
  /** Booking time; pass deps.clock.now(). Defaults to the database's now(). */
  at?: Date;
  /** Message of the INSUFFICIENT_FUNDS error when a constrained account would go negative. */
  insufficientMessage?: string;
};

export type TransferResult = { transferId: number };

export function insufficientFunds(message: string = WALLET_MSG.insufficientFunds) {
  return new AppError('INSUFFICIENT_FUNDS', 400, message);
}

/** Moves crowns between two accounts: `transfer(tx, { from, to, amount, type, ref })`. */
export function transfer(tx: DbOrTx, input: TransferMeta & Leg): Promise<TransferResult> {
  const { from, to, amount, ...meta } = input;
  return transferMany(tx, { ...meta, legs: [{ from, to, amount }] });
}

/**
 * Books several legs as one transfer (e.g. payout: escrow → winner and escrow → platform fee).
 * One call of the ledger_post() SQL function (migration 0005) updates the accounts one by one in
 * (kind, ref_id) order — each update takes its row lock, in one global order, so no deadlocks — creating
 * missing accounts, then writes the transfer and its entries. The CHECK constraint on ledger_accounts refuses any wallet,
 * escrow, pool or revenue balance below zero, so an overdraft fails the whole statement atomically
 * and aborts the caller's transaction: INSUFFICIENT_FUNDS.
 */
export async function transferMany(tx: DbOrTx, input: TransferMeta & { legs: Leg[] }): Promise<TransferResult> {
  const legs = input.legs
    .filter((l) => l.amount !== 0)
    .map((l) => ({ from: bookedAccount(tx, l.from), to: bookedAccount(tx, l.to), amount: l.amount }));
  if (legs.length === 0) throw new Error('ledger: a transfer needs at least one non-zero leg');
  const deltas = new Map<string, { ref: AccountRef; delta: number }>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount < 0)
      throw new Error(`ledger: leg amount must be a positive integer, got ${leg.amount}`);
    if (accountKey(leg.from) === accountKey(leg.to)) throw new Error('ledger: a leg must move between two accounts');
    for (const [ref, delta] of [
      [leg.from, -leg.amount],
      [leg.to, leg.amount],
    ] as const) {
      const item = deltas.get(accountKey(ref)) ?? { ref, delta: 0 };
      item.delta += delta;
      deltas.set(accountKey(ref), item);
    }
  }
  // One global lock order, (kind, ref_id), so concurrent transfers never deadlock.
  const accounts = [...deltas.values()].sort((a, b) =>
    a.ref.kind === b.ref.kind ? a.ref.refId - b.ref.refId : a.ref.kind < b.ref.kind ? -1 : 1,
  );
  try {
    const transferId = await run(tx, buildStatement(input, legs, accounts));
    if (transferId === null) throw new Error('ledger: ledger_post returned no transfer');
    return { transferId };
  } catch (err) {
    if (isNonNegativeViolation(err)) throw insufficientFunds(input.insufficientMessage);
    throw err;
  }
}

async function run(tx: DbOrTx, statement: SQL): Promise<number | null> {
  const [row] = await rowsOf<{ transfer_id: number | string | null }>(tx, statement);
  const id = row?.transfer_id;
  return id === null || id === undefined ? null : Number(id);
}

/** PostgreSQL array literal; kinds are fixed identifiers and the rest are integers, so no quoting is needed. */
const arrayLiteral = (values: (string | number)[]) => `{${values.join(',')}}`;

function buildStatement(meta: TransferMeta, legs: Leg[], deltas: { ref: AccountRef; delta: number }[]): SQL {
  const index = new Map(deltas.map((d, i) => [accountKey(d.ref), i + 1]));
  const at = meta.at ? meta.at.toISOString() : null;
  const refType = meta.ref?.type ?? null;
  const refId = meta.ref ? String(meta.ref.id) : null;
  // One round trip: ledger_post() (migration 0005) locks and updates the accounts and writes the entries.
  return sql`select ledger_post(
    ${arrayLiteral(deltas.map((d) => d.ref.kind))}::text[],
    ${arrayLiteral(deltas.map((d) => d.ref.refId))}::bigint[],
    ${arrayLiteral(deltas.map((d) => d.delta))}::bigint[],
    ${arrayLiteral(legs.map((l) => index.get(accountKey(l.from))!))}::int[],
    ${arrayLiteral(legs.map((l) => index.get(accountKey(l.to))!))}::int[],
    ${arrayLiteral(legs.map((l) => l.amount))}::bigint[],
    ${meta.type}::text, ${refType}::text, ${refId}::text, ${meta.memo ?? null}::text, ${at}::timestamptz
  ) as transfer_id`;
}

function isNonNegativeViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const x = e as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (x.code === '23514' && (x.constraint === 'ledger_accounts_non_negative' || !x.constraint)) return true;
    if (typeof x.message === 'string' && x.message.includes('ledger_accounts_non_negative')) return true;
    e = x.cause;
  }
  return false;
}
