import type { AppDeps } from '../../deps';
import { AppError, badRequest } from '../../platform/errors';
import { payoutProvider } from '../../platform/payouts';
import { applyPayoutEvent, type PayoutEventOutcome } from './withdrawal-settle';

/**
 * The provider's signed statement about a payout (sandbox callback, Stripe webhook): verified and parsed by the
 * provider, then applied once. Events that are not about payouts are acknowledged and left alone.
 */
export async function handlePayoutCallback(
  deps: AppDeps,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<PayoutEventOutcome> {
  const provider = payoutProvider(deps);
  let event: ReturnType<typeof provider.parseCallback>;
  try {
    event = provider.parseCallback(rawBody, headers);
  } catch (err) {
    if (err instanceof AppError && err.httpStatus < 500) throw err;
    throw badRequest('Invalid signature.');
  }
  if (event?.type !== 'payout') return { applied: false };
  return applyPayoutEvent(deps, provider.name, event);
}
