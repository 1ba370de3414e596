import {
  findSandboxObject,
  SANDBOX_PAYOUT_FAILURE,
  type SandboxObject,
  sandboxPayoutCallback,
  takeDueSandboxObject,
  takeUndeliveredPayout,
  updateSandboxObject,
} from '../../platform/payouts';
import type { SweepJob } from '../../platform/sweeper';
import { handlePayoutCallback } from '../payouts/payout-callbacks';
import { dueBefore, sandboxOnly } from './sandbox-delay';

/**
 * The sandbox "provider" settles one payout whose delay is over (paid, or failed for the failing test numbers) and
 * tells the app by its signed callback. Like a real provider it decides first (its own transaction) and then calls
 * the app; a callback the app did not answer stays undelivered and is sent again by the next sweep (the app applies
 * it once however often it arrives).
 */
export const settleSandboxPayout: SweepJob<'sandboxPayoutSettle'> = {
  name: 'sandboxPayoutSettle',
  async takeOne(deps) {
    const payout = await sandboxOnly<SandboxObject<'payout'>>(deps, async (tx) => {
      const now = deps.clock.now();
      const due = await takeDueSandboxObject(tx, 'payout', 'pending', dueBefore(deps, now));
      if (!due) return (await takeUndeliveredPayout(tx)) ?? false;
      const method = await findSandboxObject(tx, 'method', due.data.methodId);
      const failureMessage =
        !method || method.data.failsAtPayout ? SANDBOX_PAYOUT_FAILURE[method?.data.type ?? 'bank'] : undefined;
      const data = {
        ...due.data,
        status: failureMessage ? ('failed' as const) : ('paid' as const),
        ...(failureMessage ? { failureMessage } : {}),
        undelivered: true,
      };
      await updateSandboxObject(tx, 'payout', due.id, data, now);
      return { ...due, data };
    });
    if (!payout) return false;
    const { withdrawalId, status, failureMessage } = payout.data;
    if (status === 'pending') return false;
    const { rawBody, headers } = sandboxPayoutCallback(deps, {
      type: 'payout',
      withdrawalId,
      providerRef: payout.id,
      status,
      ...(failureMessage ? { failureMessage } : {}),
    });
    await handlePayoutCallback(deps, rawBody, headers);
    await updateSandboxObject(
      deps.database.db,
      'payout',
      payout.id,
      { ...payout.data, undelivered: false },
      deps.clock.now(),
    );
    return true;
  },
};
