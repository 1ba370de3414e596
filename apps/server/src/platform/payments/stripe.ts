import Stripe from 'stripe';
import type { CheckoutInput, CheckoutSession, PaymentEvent, PaymentProvider } from './port';

/** The part of the Stripe SDK the provider uses (the tests point the real SDK at a local stand-in of the API). */
export type StripeCheckoutClient = {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: { idempotencyKey?: string },
      ): Promise<{ id: string; url: string | null }>;
    };
  };
};

export function createStripeProvider(client: StripeCheckoutClient): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.purchaseId,
          metadata: { purchaseId: input.purchaseId, userId: String(input.userId) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: input.amountCents,
                product_data: { name: `${input.crowns.toLocaleString('en-US')} Crowns` },
              },
            },
          ],
          success_url: input.returnUrl('succeeded'),
          cancel_url: input.returnUrl('cancelled'),
        },
        // Stripe dedupes the session creation if our request is retried.
        { idempotencyKey: `purchase-${input.purchaseId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { checkoutUrl: session.url, providerRef: session.id };
    },
  };
}

/**
 * Verifies a webhook (raw body + `stripe-signature` header) and maps the Checkout events we act on.
 * Throws on a bad signature; returns null for events we ignore.
 */
export function parseStripeWebhook(rawBody: string, signature: string, webhookSecret: string): PaymentEvent | null {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  if (!event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId;
  if (!purchaseId) return null;
  const base = { purchaseId, providerRef: session.id, amountCents: session.amount_total ?? undefined };
  switch (event.type) {
    case 'checkout.session.completed':
      return session.payment_status === 'unpaid'
        ? { ...base, outcome: 'requires_action' }
        : { ...base, outcome: 'succeeded' };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, outcome: 'succeeded' };
    case 'checkout.session.async_payment_failed':
      return { ...base, outcome: 'declined', message: 'Your payment failed.' };
    case 'checkout.session.expired':
      return { ...base, outcome: 'declined', message: 'The checkout expired before payment.' };
    default:
      return null;
  }
}
