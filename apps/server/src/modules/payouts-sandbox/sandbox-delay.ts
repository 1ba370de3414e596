import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { payoutProvider } from '../../platform/payouts';

/** Runs `work` in a transaction while the sandbox is the provider (its objects mean nothing to another). */
export const sandboxOnly = <T>(deps: AppDeps, work: (tx: Tx) => Promise<T | false>): Promise<T | false> =>
  payoutProvider(deps).name === 'sandbox' ? deps.database.db.transaction(work) : Promise.resolve(false);

/** The start of the sandbox delay that is over at `now`. */
export const dueBefore = (deps: AppDeps, now: Date) =>
  new Date(now.getTime() - deps.env.SANDBOX_PAYOUT_DELAY_SECONDS * 1000);
