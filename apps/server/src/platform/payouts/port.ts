import type { GiftCardBrand, KycLevel, PayoutMethodType } from '@crowns/contracts';

/**
 * Payouts provider port (issue 13, decision 018): identity checks, payout methods, payouts and gift cards. The app
 * asks; the provider answers now (a session, a pending payout) and tells the outcome later by a signed callback,
 * which the adapter turns into a PayoutEvent. Every create call is idempotent on the key the app passes, so a retry
 * after a crash never makes a second session, payout or gift card.
 */

export type ProviderName = 'sandbox' | 'stripe';

/** A verification's state as the provider reports it. */
export type VerificationOutcome = {
  sessionId: string;
  status: 'pending' | 'review' | 'passed' | 'failed';
  /** Shown to the user when it failed ("The document could not be read."). */
  failureReason?: string;
};

export type PayoutMethodDetails = {
  providerRef: string;
  type: PayoutMethodType;
  label: string;
  last4: string;
};

export type PayoutRequest = {
  /** Our withdrawal id: the idempotency key at the provider. */
  withdrawalId: number;
  userId: number;
  amountCents: number;
  method: { providerRef: string; type: PayoutMethodType };
};

export type SubmittedPayout = {
  providerRef: string;
  /** Most payouts settle later (pending); a provider may also answer at once. */
  status: 'pending' | 'paid' | 'failed';
  failureMessage?: string;
};

export type GiftCardRequest = {
  withdrawalId: number;
  userId: number;
  brandId: string;
  amountCents: number;
};

export type IssuedGiftCard =
  | { status: 'issued'; providerRef: string; code: string }
  | { status: 'failed'; failureMessage: string };

/** A provider's verified statement, from a signed callback or webhook. */
export type PayoutEvent =
  | ({ type: 'verification' } & VerificationOutcome)
  | { type: 'payout'; withdrawalId: number; providerRef: string; status: 'paid' | 'failed'; failureMessage?: string };

export interface PayoutProvider {
  readonly name: ProviderName;

  /** Opens a hosted identity check; `returnUrl` gets `?idv_session={sessionId}` appended by the provider. */
  createVerification(input: {
    userId: number;
    level: KycLevel;
    returnUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** The provider's current answer for a session (the browser's word is never trusted). */
  getVerification(sessionId: string): Promise<VerificationOutcome>;

  /** Opens a hosted add-method page; it returns to `returnUrl` with `?public_token=...` (or `?link_exit=1`). */
  createMethodLink(input: {
    userId: number;
    type: PayoutMethodType;
    linkToken: string;
    returnUrl: string;
    /** The provider object behind the user's earlier links (Stripe: their Connect account), to reuse it. */
    previousRef?: string;
  }): Promise<{ url: string; providerRef: string }>;
  /**
   * Exchanges the public token the page returned for the method it added (once; a repeat answers the same).
   * `linkRef`: the providerRef of the user's own link whose token is this public token, when there is one.
   */
  exchangePublicToken(input: { userId: number; publicToken: string; linkRef?: string }): Promise<PayoutMethodDetails>;

  createPayout(input: PayoutRequest): Promise<SubmittedPayout>;

  giftCardCatalogue(): Promise<GiftCardBrand[]>;
  issueGiftCard(input: GiftCardRequest): Promise<IssuedGiftCard>;

  /** Verifies a callback's signature and parses it; throws on a bad signature, null for events we ignore. */
  parseCallback(rawBody: string, headers: Record<string, string | undefined>): PayoutEvent | null;
}
