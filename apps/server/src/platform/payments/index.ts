import type { AppDeps } from '../../deps';
import { paymentsProviderName } from '../../env';
import { stripeSdk } from '../stripe-sdk';
import type { PaymentProvider } from './port';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

export * from './port';
export * from './sandbox';
export { createStripeProvider, parseStripeWebhook, type StripeCheckoutClient } from './stripe';

/** Keyed by the app's env object: deps bound to a transaction (inTransaction) are copies that share it. */
const providers = new WeakMap<AppDeps['env'], PaymentProvider>();

/** Stripe when STRIPE_SECRET_KEY is set (or PAYMENTS_PROVIDER=stripe), else the sandbox. Resolved on first use. */
export function paymentProvider(deps: AppDeps): PaymentProvider {
  let provider = providers.get(deps.env);
  if (!provider) {
    const { STRIPE_SECRET_KEY, PUBLIC_URL } = deps.env;
    if (paymentsProviderName(deps.env) === 'stripe') {
      if (!STRIPE_SECRET_KEY) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
      // Stripe redirects back to absolute URLs only.
      if (!PUBLIC_URL) throw new Error('The Stripe provider needs PUBLIC_URL (where Stripe sends buyers back)');
      provider = createStripeProvider(stripeSdk(STRIPE_SECRET_KEY));
    } else provider = createSandboxProvider(PUBLIC_URL);
    providers.set(deps.env, provider);
  }
  return provider;
}

/** Replaces the provider of one app (tests: a Stripe provider whose SDK talks to a local stand-in). */
export function usePaymentProvider(deps: AppDeps, provider: PaymentProvider) {
  providers.set(deps.env, provider);
}
