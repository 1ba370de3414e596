/** Payment provider port: the wallet asks for a hosted checkout and is told the outcome by a signed callback. */
export type CheckoutInput = {
  purchaseId: string;
  userId: number;
  crowns: number;
  amountCents: number;
  /** Where the provider sends the user back: `/wallet?purchase={id}&status=...` (absolute when PUBLIC_URL is set). */
  returnUrl: (status: 'succeeded' | 'declined' | 'cancelled') => string;
};

export type CheckoutSession = { checkoutUrl: string; providerRef: string };

/** A provider's verified statement about one purchase. */
export type PaymentEvent = {
  purchaseId: string;
  outcome: 'succeeded' | 'declined' | 'requires_action';
  providerRef?: string;
  /** Amount the provider charged, checked against the purchase when present. */
  amountCents?: number;
  message?: string;
};

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
}
