import {
  errorResponses,
  giftCardsReply,
  payoutCallbackReply,
  sendGiftCardBody,
  transferStatusBody,
  validateAmountBody,
  WALLET_MSG,
  withdrawalQuoteReply,
  withdrawalRequestedReply,
  withdrawalStatusReply,
  withdrawBody,
} from '@crowns/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { idempotencyKeyOf, withIdempotency } from '../../platform/idempotency';
import adminWithdrawalRoutes from './admin-withdrawals.routes';
import { handlePayoutCallback } from './payout-callbacks';
import {
  giftCardCatalogue,
  type RequestedWithdrawal,
  requestGiftCard,
  requestWithdrawal,
  withdrawalStatus,
} from './withdraw.service';
import { assessWithdrawal } from './withdrawal-rules';
import { submitWithdrawal } from './withdrawal-submit';

const tags = ['payouts'];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

export default async function payoutRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const auth = { onRequest: deps.guard.requireUser };
  const userId = (request: { user?: { id: number } }) => request.user!.id;

  /**
   * A money-out request: the Idempotency-Key is required; the request commits with its key, then (first time only)
   * the withdrawal is sent to the provider before the answer goes out. A retry replays the stored answer.
   */
  async function idempotentRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    action: (scoped: AppDeps) => Promise<RequestedWithdrawal>,
  ) {
    const key = idempotencyKeyOf(request);
    if (!key) throw badRequest(WALLET_MSG.idempotencyKeyInvalid);
    let created: number | undefined;
    const outcome = await withIdempotency(
      deps,
      { userId: userId(request), key, scope, payload: request.body },
      async (scoped) => {
        const { withdrawalId, ...body } = await action(scoped);
        created = withdrawalId;
        return { statusCode: body.status, body };
      },
    );
    if (created !== undefined && !outcome.replayed) await submitWithdrawal(deps, created);
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(outcome.statusCode).send(outcome.body);
  }

  app.post(
    '/payment/kyc/validate-amount',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Quote a withdrawal: fee, dollars, withdrawable, identity check, review',
        body: validateAmountBody,
        response: { 200: withdrawalQuoteReply, ...errorResponses },
      },
    },
    async (request) => {
      const {
        reviewReason: _r,
        amountCents: _c,
        kycBlocked: _k,
        ...quote
      } = await db.transaction((tx) =>
        assessWithdrawal(tx, userId(request), request.body.crowns, 'bank', deps.clock.now()),
      );
      return { status: 200, data: quote };
    },
  );

  for (const url of ['/wallet/withdraw-funds', '/payment/transfer'])
    app.post(
      url,
      {
        ...auth,
        schema: {
          tags,
          summary: 'Withdraw crowns to my bank account or debit card (Idempotency-Key required)',
          body: withdrawBody,
          headers: idempotencyHeader,
          response: { 201: withdrawalRequestedReply, ...errorResponses },
        },
      },
      (request, reply) =>
        // One scope for both paths: the same key on either is the same withdrawal.
        idempotentRequest(request, reply, 'POST withdraw', (d) => requestWithdrawal(d, userId(request), request.body)),
    );

  app.post(
    '/wallet/send-giftcard',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Redeem crowns for a gift card, mailed (Idempotency-Key required)',
        body: sendGiftCardBody,
        headers: idempotencyHeader,
        response: { 201: withdrawalRequestedReply, ...errorResponses },
      },
    },
    (request, reply) =>
      idempotentRequest(request, reply, 'POST send-giftcard', (d) => requestGiftCard(d, userId(request), request.body)),
  );

  app.get(
    '/wallet/giftcards',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Gift-card catalogue: brands and dollar amounts',
        response: { 200: giftCardsReply, ...errorResponses },
      },
    },
    async () => ({ status: 200, data: await giftCardCatalogue(deps) }),
  );

  app.post(
    '/payment/transfer-intent-ui-status',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The current state of one of my withdrawals',
        body: transferStatusBody,
        response: { 200: withdrawalStatusReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      data: await withdrawalStatus(deps, userId(request), request.body.withdrawalId),
    }),
  );

  await adminWithdrawalRoutes(app, deps);

  // The provider's signed callbacks need the raw body: a scope whose only parser keeps it as text.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payment/transfer-complete',
      {
        schema: {
          tags,
          summary: 'Payout provider callback (signed): a payout was paid or failed',
          response: { 200: payoutCallbackReply, 400: errorResponses[400] },
        },
      },
      async (request) => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
        );
        const raw = typeof request.body === 'string' ? request.body : '';
        return { status: 200, received: true, ...(await handlePayoutCallback(deps, raw, headers)) };
      },
    );
  });
}
