import { inTransaction } from '../../deps';
import { sandboxPayoutCallback, takeDueSandboxObject, updateSandboxObject } from '../../platform/payouts';
import type { SweepJob } from '../../platform/sweeper';
import { handleIdvWebhook } from '../kyc/kyc.service';
import { dueBefore, sandboxOnly } from './sandbox-delay';

/** The sandbox's hand review of a "Rey Review" identity ends after the delay: passed, told by its signed webhook. */
export const decideSandboxReview: SweepJob<'sandboxIdentityReview'> = {
  name: 'sandboxIdentityReview',
  takeOne: (deps) =>
    sandboxOnly(deps, async (tx) => {
      const now = deps.clock.now();
      const session = await takeDueSandboxObject(tx, 'idv_session', 'review', dueBefore(deps, now), 'reviewSince');
      if (!session) return false;
      await updateSandboxObject(tx, 'idv_session', session.id, { ...session.data, status: 'passed' }, now);
      const { rawBody, headers } = sandboxPayoutCallback(deps, {
        type: 'verification',
        sessionId: session.id,
        status: 'passed',
      });
      await handleIdvWebhook(inTransaction(deps, tx), rawBody, headers);
      return true;
    }),
};
