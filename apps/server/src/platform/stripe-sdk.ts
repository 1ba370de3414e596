import Stripe from 'stripe';

/** Where the SDK sends its requests: Stripe's API unless given (the tests point it at a local stand-in). */
export type StripeApi = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

/** The Stripe SDK that the checkout and payouts adapters use. */
export const stripeSdk = (secretKey: string, api: StripeApi = {}) => new Stripe(secretKey, api);
