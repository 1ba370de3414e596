import { PAYOUT_MSG, type WithdrawalView } from '@crowns/contracts';
import type { withdrawals } from '../../db/schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** What the user sees of a withdrawal: a failure or rejection reason, or the review notice while it waits. */
export function withdrawalView(w: WithdrawalRow): WithdrawalView {
  const waiting = w.status === 'review' || w.status === 'held';
  return {
    id: w.id,
    kind: w.kind,
    status: w.status,
    crowns: w.crowns,
    feeCrowns: w.feeCrowns,
    usd: w.amountCents / 100,
    destination: w.destination,
    message: waiting
      ? PAYOUT_MSG.withdrawalInReview
      : w.status === 'failed' || w.status === 'rejected'
        ? w.message
        : null,
    createdAt: w.createdAt.toISOString(),
    settledAt: w.settledAt?.toISOString() ?? null,
  };
}
