import {
  type AdminWithdrawalDetail,
  type AdminWithdrawalView,
  PAYOUT_MSG,
  type Page,
  type WithdrawalStatus,
} from '@crowns/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { readAll } from '../../db/reads';
import { auditLog, users, withdrawals } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../platform/errors';
import { readKyc } from '../kyc/kyc-state';
import { sendWithdrawalMail } from './withdrawal-mails';
import { recordStep } from './withdrawal-notify';
import { yearCents } from './withdrawal-rules';
import { lockWithdrawal, reverseLocked } from './withdrawal-settle';
import { submitWithdrawal } from './withdrawal-submit';
import { type WithdrawalRow, withdrawalView } from './withdrawal-view';

const OPEN: WithdrawalStatus[] = ['review', 'held', 'processing'];

/** The admin's view: the user, their identity check, this year's other withdrawals and the hold reason. */
async function adminViews(tx: DbOrTx, rows: WithdrawalRow[], now: Date): Promise<AdminWithdrawalView[]> {
  const userIds = [...new Set(rows.map((r) => r.userId))];
  if (userIds.length === 0) return [];
  const people = await tx
    .select({ id: users.id, sc_username: users.scUsername, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  const byId = new Map(people.map((p) => [p.id, p]));
  const kycs = new Map<number, Awaited<ReturnType<typeof readKyc>>>();
  for (const id of userIds) kycs.set(id, await readKyc(tx, id));
  const views: AdminWithdrawalView[] = [];
  for (const row of rows) {
    const { basicPassedAt: _b, enhancedPassedAt: _e, ...kyc } = kycs.get(row.userId)!;
    views.push({
      ...withdrawalView(row),
      message: row.message ?? withdrawalView(row).message,
      user: byId.get(row.userId) ?? { id: row.userId, sc_username: null, email: '' },
      reviewReason: row.reviewReason,
      kyc,
      yearUsd: (await yearCents(tx, row.userId, now, row.id)) / 100,
    });
  }
  return views;
}

/** GET /admin/withdrawals: the open queue oldest first (what waits longest comes first), other statuses newest first. */
export async function listWithdrawals(
  deps: AppDeps,
  q: { status: 'open' | WithdrawalStatus; page: number; limit: number },
): Promise<Page<AdminWithdrawalView>> {
  const { db } = deps.database;
  const where = inArray(withdrawals.status, q.status === 'open' ? OPEN : [q.status]);
  const order =
    q.status === 'open'
      ? [asc(withdrawals.createdAt), asc(withdrawals.id)]
      : [desc(withdrawals.createdAt), desc(withdrawals.id)];
  const [rows, [total]] = await readAll(
    db,
    () =>
      db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () => db.select({ n: count() }).from(withdrawals).where(where),
  );
  const totalRecords = total?.n ?? 0;
  return {
    data: await adminViews(db, rows, deps.clock.now()),
    currentPage: q.page,
    totalPages: Math.ceil(totalRecords / q.limit),
    totalRecords,
  };
}

async function adminView(deps: AppDeps, row: WithdrawalRow) {
  return (await adminViews(deps.database.db, [row], deps.clock.now()))[0]!;
}

/** GET /admin/withdrawals/{id}: the withdrawal and its trail (audit rows), oldest first. */
export async function withdrawalDetail(deps: AppDeps, id: number): Promise<AdminWithdrawalDetail> {
  const { db } = deps.database;
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw notFound(PAYOUT_MSG.withdrawalNotFound);
  const trail = await db
    .select({ action: auditLog.action, actor: users.scUsername, data: auditLog.data, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, 'withdrawal'), eq(auditLog.targetId, String(id))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return {
    withdrawal: await adminView(deps, row),
    trail: trail.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
  };
}

/** Runs an admin decision on a locked withdrawal that still waits for a review (review, or held when allowed). */
async function decide(
  deps: AppDeps,
  id: number,
  from: WithdrawalStatus[],
  step: (tx: Tx, w: WithdrawalRow, now: Date) => Promise<WithdrawalRow>,
) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, id);
    if (!w) throw notFound(PAYOUT_MSG.withdrawalNotFound);
    if (!from.includes(w.status)) throw conflict(PAYOUT_MSG.reviewNotPending);
    return step(tx, w, now);
  });
}

/** Approve: review or held → processing, audited; sent to the provider after the commit. */
export async function approveWithdrawal(deps: AppDeps, adminId: number, id: number) {
  await decide(deps, id, ['review', 'held'], async (tx, w, now) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 'processing', reviewedBy: adminId, reviewedAt: now, message: null, updatedAt: now })
      .where(eq(withdrawals.id, w.id))
      .returning();
    await recordStep(tx, row!, { action: 'withdrawal.approved', actorId: adminId }, now);
    return row!;
  });
  await submitWithdrawal(deps, id);
  return withdrawalDetail(deps, id).then((d) => d.withdrawal);
}

/** Hold: review → held with the reason, still undecided. */
export async function holdWithdrawal(deps: AppDeps, adminId: number, id: number, reason: string) {
  const row = await decide(deps, id, ['review'], async (tx, w, now) => {
    const [held] = await tx
      .update(withdrawals)
      .set({ status: 'held', message: reason, reviewedBy: adminId, reviewedAt: now, updatedAt: now })
      .where(eq(withdrawals.id, w.id))
      .returning();
    await recordStep(tx, held!, { action: 'withdrawal.held', actorId: adminId, data: { reason } }, now);
    return held!;
  });
  return adminView(deps, row);
}

/** Reject: review or held → rejected, the crowns back in the wallet; the user is mailed. */
export async function rejectWithdrawal(deps: AppDeps, adminId: number, id: number, reason: string) {
  const row = await decide(deps, id, ['review', 'held'], (tx, w, now) =>
    reverseLocked(tx, w, { status: 'rejected', message: reason, actorId: adminId }, now),
  );
  await sendWithdrawalMail(deps, row, 'failed');
  return adminView(deps, row);
}
