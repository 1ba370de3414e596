import { randomBytes, randomInt } from 'node:crypto';
import { PAYOUT_MSG } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../errors';
import type { PayoutEvent, PayoutProvider, VerificationOutcome } from './port';
import {
  SANDBOX_GIFT_CATALOGUE,
  SANDBOX_GIFT_DECLINE_BRAND,
  SANDBOX_GIFT_DECLINED,
  SANDBOX_PAYOUT_FAILURE,
} from './sandbox-data';
import { findLinkByPublicToken, findSandboxObject, putSandboxObject } from './sandbox-store';
import { SANDBOX_PAYOUT_SIGNATURE_HEADER, signSandboxPayout, verifySandboxPayout } from './signing';

/** How long a hosted add-method page stays usable. */
export const METHOD_LINK_TTL_MS = 30 * 60 * 1000;

const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeGroup = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** A gift card code: `SBX-XXXX-XXXX-XXXX`, random. */
export const sandboxGiftCode = () => `SBX-${codeGroup()}-${codeGroup()}-${codeGroup()}`;

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('verification'),
    sessionId: z.string().min(1).max(200),
    status: z.enum(['pending', 'review', 'passed', 'failed']),
    failureReason: z.string().max(300).optional(),
  }),
  z.object({
    type: z.literal('payout'),
    withdrawalId: z.number().int().positive(),
    providerRef: z.string().min(1).max(200),
    status: z.enum(['paid', 'failed']),
    failureMessage: z.string().max(300).optional(),
  }),
]);

/** The body and headers the sandbox "provider" posts for an event (signed with the app secret, at the app clock). */
export function sandboxPayoutCallback(deps: Pick<AppDeps, 'secret' | 'clock'>, event: PayoutEvent) {
  const rawBody = JSON.stringify(event);
  const headers = {
    'content-type': 'application/json',
    [SANDBOX_PAYOUT_SIGNATURE_HEADER]: signSandboxPayout(deps.secret, rawBody, deps.clock.now()),
  };
  return { rawBody, headers };
}

/**
 * The default payouts provider: a local simulation of an external service. Its state lives in
 * sandbox_payout_objects, its hosted pages are served by this app under /payouts/sandbox/ (modules/payouts-sandbox),
 * payouts settle and reviews are decided by the sweep after SANDBOX_PAYOUT_DELAY_SECONDS of the app clock.
 */
export function createSandboxPayoutProvider(deps: AppDeps): PayoutProvider {
  const base = deps.env.PUBLIC_URL?.replace(/\/$/, '') ?? '';
  const db = () => deps.database.db;
  const now = () => deps.clock.now();
  return {
    name: 'sandbox',

    async createVerification({ userId, level, returnUrl }) {
      const session = await putSandboxObject(
        db(),
        'idv_session',
        sandboxId('idv_sbx'),
        userId,
        { level, returnUrl, status: 'pending' },
        now(),
      );
      return { sessionId: session.id, url: `${base}/payouts/sandbox/identity/${session.id}` };
    },

    async getVerification(sessionId): Promise<VerificationOutcome> {
      const session = await findSandboxObject(db(), 'idv_session', sessionId);
      if (!session) throw notFound(PAYOUT_MSG.kycSessionNotFound);
      const { status, failureReason } = session.data;
      return { sessionId, status, ...(failureReason ? { failureReason } : {}) };
    },

    async createMethodLink({ userId, type, linkToken, returnUrl }) {
      const expiresAt = new Date(now().getTime() + METHOD_LINK_TTL_MS).toISOString();
      const link = await putSandboxObject(
        db(),
        'method_link',
        `link_${linkToken}`,
        userId,
        { linkToken, type, returnUrl, expiresAt },
        now(),
      );
      return { url: `${base}/payouts/sandbox/method/${encodeURIComponent(linkToken)}`, providerRef: link.id };
    },

    async exchangePublicToken({ userId, publicToken }) {
      const link = await findLinkByPublicToken(db(), publicToken);
      const methodId = link?.data.methodId;
      if (!link || link.userId !== userId || !methodId) throw badRequest(PAYOUT_MSG.methodLinkInvalid);
      const method = await findSandboxObject(db(), 'method', methodId);
      if (!method) throw badRequest(PAYOUT_MSG.methodLinkInvalid);
      const { type, label, last4 } = method.data;
      return { providerRef: method.id, type, label, last4 };
    },

    async createPayout({ withdrawalId, userId, amountCents, method }) {
      const known = await findSandboxObject(db(), 'method', method.providerRef);
      const payout = await putSandboxObject(
        db(),
        'payout',
        `po_sbx_${withdrawalId}`,
        userId,
        known
          ? { withdrawalId, amountCents, methodId: known.id, status: 'pending' }
          : {
              withdrawalId,
              amountCents,
              methodId: method.providerRef,
              status: 'failed',
              failureMessage: SANDBOX_PAYOUT_FAILURE[method.type],
            },
        now(),
      );
      const { status, failureMessage } = payout.data;
      return { providerRef: payout.id, status, ...(failureMessage ? { failureMessage } : {}) };
    },

    async giftCardCatalogue() {
      return SANDBOX_GIFT_CATALOGUE;
    },

    async issueGiftCard({ withdrawalId, userId, brandId, amountCents }) {
      const brand = SANDBOX_GIFT_CATALOGUE.find((b) => b.id === brandId);
      const offered = brand?.amountsUsd.some((usd) => usd * 100 === amountCents);
      const declined = !offered || brandId === SANDBOX_GIFT_DECLINE_BRAND;
      const card = await putSandboxObject(
        db(),
        'gift_card',
        `gc_sbx_${withdrawalId}`,
        userId,
        declined
          ? { withdrawalId, brandId, amountCents, status: 'failed', failureMessage: SANDBOX_GIFT_DECLINED }
          : { withdrawalId, brandId, amountCents, status: 'issued', code: sandboxGiftCode() },
        now(),
      );
      const { status, code, failureMessage } = card.data;
      return status === 'issued' && code
        ? { status: 'issued', providerRef: card.id, code }
        : { status: 'failed', failureMessage: failureMessage ?? SANDBOX_GIFT_DECLINED };
    },

    parseCallback(rawBody, headers) {
      verifySandboxPayout(deps.secret, rawBody, headers[SANDBOX_PAYOUT_SIGNATURE_HEADER], now());
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw badRequest('Invalid payload.');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw badRequest('Invalid payload.');
      return event.data;
    },
  };
}
