import { decideSandboxReview } from './identity-review-job';
import { settleSandboxPayout } from './payout-settle-job';

/** The sandbox payouts provider's own due work; a no-op with another provider. */
export const sandboxPayoutSweepJobs = [settleSandboxPayout, decideSandboxReview] as const;
