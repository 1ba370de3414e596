import { and, eq, isNull } from 'drizzle-orm';
import { payoutMethods, withdrawals } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type PayoutProvider, payoutProvider } from '../../platform/payouts';
import { sendWithdrawalMail } from './withdrawal-mails';
import { recordStep } from './withdrawal-notify';
import { applyPayoutEvent, lockWithdrawal, reverseLocked, settleLocked } from './withdrawal-settle';
import type { WithdrawalRow } from './withdrawal-view';

/** Records that the provider accepted the withdrawal (first answer wins; the sweep skips it from then on). */
async function markSubmitted(deps: AppDeps, id: number, providerRef: string) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ submittedAt: now, providerRef, updatedAt: now })
      .where(and(eq(withdrawals.id, id), isNull(withdrawals.submittedAt)))
      .returning();
    if (row) await recordStep(tx, row, { action: 'withdrawal.submitted', actorId: null, data: { providerRef } }, now);
  });
}

async function submitPayout(deps: AppDeps, provider: PayoutProvider, w: WithdrawalRow) {
  const [method] = await deps.database.db.select().from(payoutMethods).where(eq(payoutMethods.id, w.payoutMethodId!));
  if (!method) throw new Error(`withdrawal ${w.id}: payout method ${w.payoutMethodId} missing`);
  const answer = await provider.createPayout({
    withdrawalId: w.id,
    userId: w.userId,
    amountCents: w.amountCents,
    method: { providerRef: method.providerRef, type: method.type },
  });
  if (answer.status === 'pending') return markSubmitted(deps, w.id, answer.providerRef);
  // The provider answered at once: the same path as its callback would take.
  await applyPayoutEvent(deps, provider.name, {
    type: 'payout',
    withdrawalId: w.id,
    providerRef: answer.providerRef,
    status: answer.status,
    ...(answer.failureMessage ? { failureMessage: answer.failureMessage } : {}),
  });
}

/** A gift card is issued at once: settled with its code's last characters kept, the code itself only mailed. */
async function submitGiftCard(deps: AppDeps, provider: PayoutProvider, w: WithdrawalRow) {
  const card = await provider.issueGiftCard({
    withdrawalId: w.id,
    userId: w.userId,
    brandId: w.giftBrandId!,
    amountCents: w.amountCents,
  });
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const locked = await lockWithdrawal(tx, w.id);
    if (locked?.status !== 'processing') return null;
    return card.status === 'issued'
      ? settleLocked(tx, locked, { providerRef: card.providerRef, codeHint: card.code.slice(-4) }, now)
      : reverseLocked(tx, locked, { status: 'failed', message: card.failureMessage, actorId: null }, now);
  });
  if (!row) return;
  if (card.status === 'issued') await sendWithdrawalMail(deps, row, 'giftCard', card.code);
  else await sendWithdrawalMail(deps, row, 'failed');
}

/**
 * Sends a `processing` withdrawal to the provider, outside any transaction, with its id as the provider's
 * idempotency key, so a retry (the sweep after a crash) never pays twice. A provider that cannot be reached leaves
 * the row unsubmitted for the sweep; a refusal reverses at once. Answers whether the provider was reached.
 */
export async function submitWithdrawal(deps: AppDeps, id: number): Promise<boolean> {
  const [w] = await deps.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (w?.status !== 'processing' || w.submittedAt) return true;
  const provider = payoutProvider(deps);
  try {
    if (w.kind === 'gift_card') await submitGiftCard(deps, provider, w);
    else await submitPayout(deps, provider, w);
    return true;
  } catch (err) {
    deps.logger.error({ err, withdrawalId: id }, 'payout submission failed: the sweep retries');
    return false;
  }
}
