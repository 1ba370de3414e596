import type { AppDeps } from '../../deps';
import { stripeSdk } from '../stripe-sdk';
import type { PayoutProvider } from './port';
import { createSandboxPayoutProvider } from './sandbox';
import { createStripePayoutProvider } from './stripe';

export * from './port';
export * from './sandbox';
export * from './sandbox-data';
export * from './sandbox-store';
export * from './signing';
export { createStripePayoutProvider, type StripePayoutsClient } from './stripe';

/** Keyed by the app's env object: deps bound to a transaction (inTransaction) are copies that share it. */
const providers = new WeakMap<AppDeps['env'], PayoutProvider>();

/**
 * Stripe when PAYOUTS_PROVIDER=stripe (Connect events signed with STRIPE_CONNECT_WEBHOOK_SECRET, Identity events with
 * STRIPE_IDENTITY_WEBHOOK_SECRET: one Stripe endpoint each), else the sandbox. The sandbox is built per call on the given deps, so its
 * own state is read and written on the caller's connection (or transaction).
 */
export function payoutProvider(deps: AppDeps): PayoutProvider {
  const chosen = providers.get(deps.env);
  if (chosen) return chosen;
  if (deps.env.PAYOUTS_PROVIDER !== 'stripe') return createSandboxPayoutProvider(deps);
  const { STRIPE_SECRET_KEY, STRIPE_CONNECT_WEBHOOK_SECRET, STRIPE_IDENTITY_WEBHOOK_SECRET, PUBLIC_URL } = deps.env;
  if (!STRIPE_SECRET_KEY) throw new Error('PAYOUTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  // Stripe sends people back to absolute URLs only.
  if (!PUBLIC_URL) throw new Error('The Stripe payouts provider needs PUBLIC_URL (where Stripe sends people back)');
  const stripe = createStripePayoutProvider(stripeSdk(STRIPE_SECRET_KEY), {
    webhookSecrets: [STRIPE_CONNECT_WEBHOOK_SECRET, STRIPE_IDENTITY_WEBHOOK_SECRET].filter((s): s is string =>
      Boolean(s),
    ),
  });
  providers.set(deps.env, stripe);
  return stripe;
}

/** Replaces the provider of one app (tests: a Stripe provider whose SDK talks to a local stand-in). */
export function usePayoutProvider(deps: AppDeps, provider: PayoutProvider) {
  providers.set(deps.env, provider);
}
