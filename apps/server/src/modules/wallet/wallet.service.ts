import {
  TRANSFER_KINDS,
  type TransactionFilter,
  type TransferKind,
  type TransferType,
  WALLET_MSG,
  type WalletData,
  type WalletTransaction,
  type WalletTransactionsPage,
  type WithdrawalStatus,
} from '@crowns/contracts';
import { and, count, desc, eq, gte, inArray, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, withdrawals } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { ccPerUsd, usdOf } from '../config/money';
import { readWithdrawable } from '../payouts/withdrawable';
import { addDays, isCalendarDate, startOfLocalDay } from './time-zone';

export async function getWallet(tx: DbOrTx, userId: number): Promise<WalletData> {
  const [{ balance, withdrawable }, rate] = await readAll(
    tx,
    () => readWithdrawable(tx, userId),
    () => ccPerUsd(tx),
  );
  return {
    balance,
    ccAmount: balance,
    clash_coin: balance,
    usd: usdOf(balance, rate),
    cc_per_usd: rate,
    withdrawable,
    withdrawableUsd: usdOf(withdrawable, rate),
  };
}

/** The status of each withdrawal a page of history rows points at (ref {type:'withdrawal', id}). */
async function withdrawalStatuses(tx: DbOrTx, rows: { refType: string | null; refId: string | null }[]) {
  const ids = [
    ...new Set(
      rows.filter((r) => r.refType === 'withdrawal' && r.refId && /^\d+$/.test(r.refId)).map((r) => Number(r.refId)),
    ),
  ];
  if (ids.length === 0) return new Map<string, WithdrawalStatus>();
  const found = await tx
    .select({ id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(inArray(withdrawals.id, ids));
  return new Map(found.map((w) => [String(w.id), w.status]));
}

const FALLBACK_COUNTERPART: Record<TransferKind, string> = {
  purchase: 'Card purchase',
  promo: 'Promo code',
  bounty: 'Bounty',
  challenge: 'Challenge',
  refund: 'Refund',
  payout: 'Payout',
  fee: 'Platform fee',
  withdrawal: 'Withdrawal',
  adjustment: 'Adjustment',
};

const typesOf = (kind: TransactionFilter) =>
  (Object.keys(TRANSFER_KINDS) as TransferType[]).filter((t) => TRANSFER_KINDS[t] === kind);

/** `date=YYYY-MM-DD,YYYY-MM-DD` (or one day), or `from`/`to`: the [start, end) instants in the user's zone. */
export function parseDateRange(q: { date?: string; from?: string; to?: string }, tz: string) {
  const [a, b] = q.date ? q.date.split(',').map((s) => s.trim()) : [];
  const from = q.from ?? (a || undefined);
  const to = q.to ?? (b || a || undefined);
  if (!from && !to) return null;
  if ((from && !isCalendarDate(from)) || (to && !isCalendarDate(to)) || (from && to && from > to))
    throw badRequest(WALLET_MSG.invalidDateRange);
  return {
    start: from ? startOfLocalDay(from, tz) : undefined,
    end: to ? startOfLocalDay(addDays(to, 1), tz) : undefined,
  };
}

/** The wallet history: one row per entry of the user's wallet, newest first. */
export async function listTransactions(
  tx: DbOrTx,
  userId: number,
  q: { page: number; limit: number; filter: TransactionFilter; date?: string; from?: string; to?: string },
  tz: string,
): Promise<WalletTransactionsPage> {
  const range = parseDateRange(q, tz);
  const [account] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.refId, userId)));
  if (!account) return { data: [], currentPage: q.page, totalPages: 0, totalRecords: 0 };

  const counter = alias(ledgerAccounts, 'counter');
  const isFeeRow = and(eq(counter.kind, 'platform_revenue'), lt(ledgerEntries.amount, 0))!;
  const where: SQL[] = [eq(ledgerEntries.accountId, account.id)];
  if (range?.start) where.push(gte(ledgerEntries.createdAt, range.start));
  if (range?.end) where.push(lt(ledgerEntries.createdAt, range.end));
  if (q.filter === 'fee') where.push(or(isFeeRow, inArray(ledgerTransfers.type, typesOf('fee')))!);
  else if (q.filter !== 'all') where.push(inArray(ledgerTransfers.type, typesOf(q.filter)), not(isFeeRow));

  const base = () =>
    tx
      .select({
        id: ledgerEntries.id,
        amount: ledgerEntries.amount,
        createdAt: ledgerEntries.createdAt,
        type: ledgerTransfers.type,
        refType: ledgerTransfers.refType,
        refId: ledgerTransfers.refId,
        memo: ledgerTransfers.memo,
        counterKind: counter.kind,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(counter, eq(counter.id, ledgerEntries.counterAccountId))
      .where(and(...where));
  const [rows, rate] = await readAll(
    tx,
    () =>
      base()
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () => ccPerUsd(tx),
  );
  let totalRecords = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await tx
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(counter, eq(counter.id, ledgerEntries.counterAccountId))
      .where(and(...where));
    totalRecords = c?.n ?? 0;
  }
  const statuses = await withdrawalStatuses(tx, rows);
  const data = rows.map((r): WalletTransaction => {
    const fee = r.counterKind === 'platform_revenue' && r.amount < 0;
    const kind: TransferKind = fee ? 'fee' : (TRANSFER_KINDS[r.type as TransferType] ?? 'adjustment');
    return {
      id: r.id,
      kind,
      type: r.type as TransferType,
      amount: r.amount,
      usd: usdOf(r.amount, rate),
      counterpart: fee ? FALLBACK_COUNTERPART.fee : (r.memo ?? FALLBACK_COUNTERPART[kind]),
      ref_type: r.refType,
      ref_id: r.refId,
      status: (r.refType === 'withdrawal' && r.refId && statuses.get(r.refId)) || null,
      createdAt: r.createdAt.toISOString(),
    };
  });
  return { data, currentPage: q.page, totalPages: Math.ceil(totalRecords / q.limit), totalRecords };
}
