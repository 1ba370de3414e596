import { randomBytes } from 'node:crypto';
import { PAYOUT_MSG, type PayoutMethodType } from '@crowns/contracts';
import Stripe from 'stripe';
import { badRequest, notFound } from '../errors';
import type { PayoutEvent, PayoutProvider, SubmittedPayout, VerificationOutcome } from './port';

/** The part of the Stripe SDK the payouts adapter uses (the tests point the real SDK at a local stand-in). */
export type StripePayoutsClient = {
  accounts: {
    create(params: Stripe.AccountCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string }>;
    retrieve(id: string): Promise<Pick<Stripe.Account, 'id' | 'metadata' | 'external_accounts'>>;
  };
  accountLinks: { create(params: Stripe.AccountLinkCreateParams): Promise<{ url: string }> };
  identity: {
    verificationSessions: {
      create(
        params: Stripe.Identity.VerificationSessionCreateParams,
        options?: Stripe.RequestOptions,
      ): Promise<{ id: string; url: string | null }>;
      list(params: Stripe.Identity.VerificationSessionListParams): Promise<{ data: StripeSession[] }>;
    };
  };
  transfers: { create(params: Stripe.TransferCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string }> };
  payouts: {
    create(
      params: Stripe.PayoutCreateParams,
      options?: Stripe.RequestOptions,
    ): Promise<Pick<Stripe.Payout, 'id' | 'status' | 'failure_message'>>;
  };
};

type StripeSession = Pick<Stripe.Identity.VerificationSession, 'id' | 'status' | 'client_reference_id' | 'last_error'>;

const FAILED_CHECK = 'The identity check failed.';
const CANCELLED_CHECK = 'The identity check was cancelled.';

const withParams = (url: string, params: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

/** Stripe's session state in the port's words; `sessionId` is our reference (client_reference_id). */
function outcomeOf(sessionId: string, s: StripeSession): VerificationOutcome {
  switch (s.status) {
    case 'verified':
      return { sessionId, status: 'passed' };
    case 'processing':
      return { sessionId, status: 'review' };
    case 'canceled':
      return { sessionId, status: 'failed', failureReason: CANCELLED_CHECK };
    default:
      // requires_input: not finished yet, or the last attempt was refused (last_error says why).
      return s.last_error
        ? { sessionId, status: 'failed', failureReason: s.last_error.reason ?? FAILED_CHECK }
        : { sessionId, status: 'pending' };
  }
}

/** A payout method's providerRef at Stripe: the Connect account and its external account. */
const methodRef = (account: string, external: string) => `${account}/${external}`;

function externalAccountOf(account: Pick<Stripe.Account, 'external_accounts'>) {
  const all = account.external_accounts?.data ?? [];
  return all.find((e) => e.default_for_currency) ?? all[0];
}

/**
 * Stripe Connect Express (one account per user, kept at Stripe; our link to it is payout_method_links and
 * payout_methods.provider_ref), Stripe Identity for the checks (basic: document; enhanced: document and a matching
 * selfie), transfers + payouts for withdrawals. Stripe sells no gift cards: the catalogue is empty.
 */
export function createStripePayoutProvider(
  client: StripePayoutsClient,
  opts: { webhookSecrets: string[] },
): PayoutProvider {
  const findSession = async (sessionId: string) => {
    const { data } = await client.identity.verificationSessions.list({ client_reference_id: sessionId, limit: 1 });
    return data[0];
  };
  return {
    name: 'stripe',

    async createVerification({ userId, level, returnUrl }) {
      // Stripe's return URL cannot name the session it belongs to, so the session carries our reference instead.
      const sessionId = `idv_${randomBytes(16).toString('hex')}`;
      const session = await client.identity.verificationSessions.create(
        {
          type: 'document',
          client_reference_id: sessionId,
          metadata: { userId: String(userId), level },
          options: { document: { require_matching_selfie: level === 'enhanced' } },
          return_url: withParams(returnUrl, { idv_session: sessionId }),
        },
        { idempotencyKey: `verification-${sessionId}` },
      );
      if (!session.url) throw new Error('Stripe returned a VerificationSession without a URL');
      return { sessionId, url: session.url };
    },

    async getVerification(sessionId) {
      const session = await findSession(sessionId);
      if (!session) throw notFound(PAYOUT_MSG.kycSessionNotFound);
      return outcomeOf(sessionId, session);
    },

    async createMethodLink({ userId, linkToken, type, returnUrl, previousRef }) {
      const account = previousRef?.startsWith('acct_')
        ? previousRef
        : (
            await client.accounts.create(
              {
                type: 'express',
                country: 'US',
                capabilities: { transfers: { requested: true } },
                metadata: { userId: String(userId) },
              },
              { idempotencyKey: `connect-account-${linkToken}` },
            )
          ).id;
      const link = await client.accountLinks.create({
        account,
        type: 'account_onboarding',
        refresh_url: withParams(returnUrl, { link_exit: '1' }),
        return_url: withParams(returnUrl, { public_token: linkToken, pm: type }),
      });
      return { url: link.url, providerRef: account };
    },

    async exchangePublicToken({ userId, linkRef }) {
      // The public token is our link token: the route found the user's own link and passes its account.
      if (!linkRef?.startsWith('acct_')) throw badRequest(PAYOUT_MSG.methodLinkInvalid);
      const account = await client.accounts.retrieve(linkRef);
      const external = externalAccountOf(account);
      if (account.metadata?.userId !== String(userId) || !external) throw badRequest(PAYOUT_MSG.methodLinkInvalid);
      const type: PayoutMethodType = external.object === 'card' ? 'debit_card' : 'bank';
      const label =
        external.object === 'card'
          ? `${external.brand} debit ••${external.last4}`
          : `${external.bank_name ?? 'Bank account'} ••${external.last4}`;
      return { providerRef: methodRef(account.id, external.id), type, label, last4: external.last4 };
    },

    async createPayout({ withdrawalId, amountCents, method }): Promise<SubmittedPayout> {
      const [account, external] = method.providerRef.split('/');
      if (!account || !external)
        return { providerRef: `invalid-${withdrawalId}`, status: 'failed', failureMessage: PAYOUT_MSG.methodNotFound };
      const idempotencyKey = `withdrawal-${withdrawalId}`;
      const metadata = { withdrawalId: String(withdrawalId) };
      try {
        await client.transfers.create(
          { amount: amountCents, currency: 'usd', destination: account, metadata },
          { idempotencyKey },
        );
        const payout = await client.payouts.create(
          {
            amount: amountCents,
            currency: 'usd',
            destination: external,
            method: method.type === 'debit_card' ? 'instant' : 'standard',
            metadata,
          },
          { idempotencyKey, stripeAccount: account },
        );
        if (payout.status === 'paid') return { providerRef: payout.id, status: 'paid' };
        if (payout.status === 'failed' || payout.status === 'canceled')
          return { providerRef: payout.id, status: 'failed', failureMessage: payout.failure_message ?? undefined };
        return { providerRef: payout.id, status: 'pending' };
      } catch (err) {
        // Stripe refused the request itself (not a network fault, which is thrown and retried by the sweep).
        if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError)
          return { providerRef: `refused-${withdrawalId}`, status: 'failed', failureMessage: err.message };
        throw err;
      }
    },

    async giftCardCatalogue() {
      return [];
    },

    async issueGiftCard() {
      return { status: 'failed', failureMessage: PAYOUT_MSG.giftCardsUnavailable };
    },

    parseCallback(rawBody, headers) {
      const signature = headers['stripe-signature'];
      const event = signature ? verified(rawBody, signature, opts.webhookSecrets) : null;
      if (!event) throw badRequest('Invalid signature.');
      return payoutEventOf(event);
    },
  };
}

/** The event if one of the endpoint secrets signed it (the platform and the Connect endpoints have one each). */
function verified(rawBody: string, signature: string, secrets: string[]): Stripe.Event | null {
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      // Not this endpoint's secret (or not Stripe's signature at all): try the next one.
    }
  }
  return null;
}

function payoutEventOf(event: Stripe.Event): PayoutEvent | null {
  if (event.type.startsWith('identity.verification_session.')) {
    const session = event.data.object as StripeSession;
    if (!session.client_reference_id) return null;
    return { type: 'verification', ...outcomeOf(session.client_reference_id, session) };
  }
  if (event.type === 'payout.paid' || event.type === 'payout.failed') {
    const payout = event.data.object as Stripe.Payout;
    const withdrawalId = Number(payout.metadata?.withdrawalId);
    if (!Number.isSafeInteger(withdrawalId) || withdrawalId <= 0) return null;
    return event.type === 'payout.paid'
      ? { type: 'payout', withdrawalId, providerRef: payout.id, status: 'paid' }
      : {
          type: 'payout',
          withdrawalId,
          providerRef: payout.id,
          status: 'failed',
          ...(payout.failure_message ? { failureMessage: payout.failure_message } : {}),
        };
  }
  return null;
}
