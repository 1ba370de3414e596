import { PAYOUT_MSG, type WithdrawalStatus } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { withdrawals } from '../../db/schema';
import type { AppDeps } from '../../deps';
import {
  EXTERNAL_CASH,
  lockAccount,
  PLATFORM_REVENUE,
  transferMany,
  wallet,
  withdrawalHold,
} from '../../platform/ledger';
import type { PayoutEvent, ProviderName } from '../../platform/payouts';
import { sendWithdrawalMail } from './withdrawal-mails';
import { recordStep } from './withdrawal-notify';
import type { WithdrawalRow } from './withdrawal-view';

/** Locks a withdrawal row until the transaction ends. */
export async function lockWithdrawal(tx: Tx, id: number) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

const ref = (w: WithdrawalRow) => ({ type: 'withdrawal', id: w.id });

/**
 * Paid: the hold's crowns leave (net to external cash, fee to platform revenue), once. The caller holds the row
 * lock and has checked it is `processing`, so this runs in the transaction that moves the row to `paid`.
 */
export async function settleLocked(
  tx: Tx,
  w: WithdrawalRow,
  patch: { providerRef?: string; codeHint?: string },
  now: Date,
) {
  await lockAccount(tx, withdrawalHold(w.id));
  await transferMany(tx, {
    type: 'withdrawal_settlement',
    ref: ref(w),
    memo: w.destination,
    at: now,
    legs: [
      { from: withdrawalHold(w.id), to: EXTERNAL_CASH, amount: w.crowns - w.feeCrowns },
      { from: withdrawalHold(w.id), to: PLATFORM_REVENUE, amount: w.feeCrowns },
    ],
  });
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: 'paid',
      settledAt: now,
      updatedAt: now,
      submittedAt: w.submittedAt ?? now,
      providerRef: patch.providerRef ?? w.providerRef,
      codeHint: patch.codeHint ?? w.codeHint,
    })
    .where(eq(withdrawals.id, w.id))
    .returning();
  await recordStep(
    tx,
    row!,
    { action: 'withdrawal.paid', actorId: null, data: { providerRef: row!.providerRef } },
    now,
  );
  return row!;
}

/** Failed or rejected: the hold's crowns go back to the wallet in full, once (same locking as settleLocked). */
export async function reverseLocked(
  tx: Tx,
  w: WithdrawalRow,
  outcome: { status: Extract<WithdrawalStatus, 'failed' | 'rejected'>; message: string; actorId: number | null },
  now: Date,
) {
  await lockAccount(tx, withdrawalHold(w.id));
  await transferMany(tx, {
    type: 'withdrawal_reversal',
    ref: ref(w),
    memo: w.destination,
    at: now,
    legs: [{ from: withdrawalHold(w.id), to: wallet(w.userId), amount: w.crowns }],
  });
  const reviewed = outcome.status === 'rejected' ? { reviewedBy: outcome.actorId, reviewedAt: now } : {};
  const [row] = await tx
    .update(withdrawals)
    .set({ status: outcome.status, message: outcome.message, providerRef: w.providerRef, updatedAt: now, ...reviewed })
    .where(eq(withdrawals.id, w.id))
    .returning();
  await recordStep(
    tx,
    row!,
    { action: `withdrawal.${outcome.status}`, actorId: outcome.actorId, data: { reason: outcome.message } },
    now,
  );
  return row!;
}

export type PayoutEventOutcome = { applied: boolean; status?: WithdrawalStatus };

/**
 * A provider's word on a payout (signed callback, webhook, or its immediate answer): paid settles, failed reverses,
 * both only while the withdrawal is `processing` and with its row locked, so a repeat, a late duplicate or a paid
 * after a failed changes nothing (and is logged). Mails go after commit.
 */
export async function applyPayoutEvent(
  deps: AppDeps,
  provider: ProviderName,
  event: Extract<PayoutEvent, { type: 'payout' }>,
): Promise<PayoutEventOutcome> {
  const now = deps.clock.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, event.withdrawalId);
    if (!w || w.provider !== provider || w.kind === 'gift_card') {
      deps.logger.warn({ event, provider }, 'payout event for no withdrawal of this provider: ignored');
      return { applied: false } as const;
    }
    if (w.providerRef && w.providerRef !== event.providerRef) {
      deps.logger.warn({ event, providerRef: w.providerRef }, 'payout event with another provider ref: ignored');
      return { applied: false, status: w.status } as const;
    }
    if (w.status !== 'processing') {
      if (w.status !== event.status)
        deps.logger.warn({ event, status: w.status }, 'payout event after the withdrawal was decided: ignored');
      return { applied: false, status: w.status } as const;
    }
    const row =
      event.status === 'paid'
        ? await settleLocked(tx, w, { providerRef: event.providerRef }, now)
        : await reverseLocked(
            tx,
            { ...w, providerRef: w.providerRef ?? event.providerRef },
            { status: 'failed', message: event.failureMessage ?? PAYOUT_MSG.withdrawalFailed, actorId: null },
            now,
          );
    return { applied: true, row } as const;
  });
  if (!result.applied) return result;
  await sendWithdrawalMail(deps, result.row, result.row.status === 'paid' ? 'paid' : 'failed');
  return { applied: true, status: result.row.status };
}
