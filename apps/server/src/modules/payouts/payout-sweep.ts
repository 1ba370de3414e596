import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import type { SweepJob } from '../../platform/sweeper';
import { submitWithdrawal } from './withdrawal-submit';

/** How long a withdrawal may wait for its submission after commit before the sweep sends it (crash recovery). */
export const SUBMIT_GRACE_MS = 30_000;

/**
 * A `processing` withdrawal the provider never accepted (the server stopped between the commit and the call, or
 * the provider was down). The row is taken with SKIP LOCKED and leased by moving its updated_at, then submitted
 * outside the transaction: the provider is never called inside one, and a retry reuses the withdrawal id as key.
 */
const submitPayouts: SweepJob<'submitPayouts'> = {
  name: 'submitPayouts',
  async takeOne(deps) {
    const now = deps.clock.now();
    const id = await deps.database.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.status, 'processing'),
            isNull(withdrawals.submittedAt),
            lte(withdrawals.updatedAt, new Date(now.getTime() - SUBMIT_GRACE_MS)),
          ),
        )
        .orderBy(asc(withdrawals.updatedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      await tx.update(withdrawals).set({ updatedAt: now }).where(eq(withdrawals.id, due.id));
      return due.id;
    });
    if (id === null) return false;
    await submitWithdrawal(deps, id);
    return true;
  },
};

export const payoutSweepJobs = [submitPayouts] as const;
