import {
  AUDIT_MSG,
  addFundsBody,
  addFundsReply,
  adminPromoBody,
  adminPromosReply,
  applyPromoBody,
  applyPromoReply,
  errorResponses,
  pageQuery,
  promoCreatedReply,
  promoRedemptionsReply,
  promoStateReply,
  purchaseReply,
  transactionsQuery,
  walletReply,
  walletTransactionsReply,
} from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { idempotent } from '../../platform/idempotency';
import paymentCallbackRoutes from './payment-callbacks.routes';
import { applyPromo, createPromo, listPromos, promoState } from './promo.service';
import { listRedemptions } from './promo-redemptions.repo';
import { addFunds, getPurchase } from './purchase.service';
import { requestTimeZone } from './time-zone';
import { getWallet, listTransactions } from './wallet.service';

const tags = ['wallet'];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

export default async function walletRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const auth = { onRequest: deps.guard.requireUser };
  const userId = (request: { user?: { id: number } }) => request.user!.id;
  const userZone = async (request: Parameters<typeof requestTimeZone>[0]) => {
    const [row] = await db
      .select({ tz: users.timeZone })
      .from(users)
      .where(eq(users.id, userId(request)));
    return requestTimeZone(request, row?.tz);
  };

  app.get(
    '/wallet',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Wallet balance in crowns and dollars',
        response: { 200: walletReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      data: await getWallet(db, userId(request)),
    }),
  );

  app.get(
    '/wallet/transaction',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Wallet history: filter by kind, date range (YYYY-MM-DD,YYYY-MM-DD), newest first',
        querystring: transactionsQuery,
        response: { 200: walletTransactionsReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      data: await listTransactions(db, userId(request), request.query, await userZone(request)),
    }),
  );

  app.post(
    '/wallet/add-funds',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Buy crowns: opens a checkout and answers its URL (honours Idempotency-Key)',
        body: addFundsBody,
        headers: idempotencyHeader,
        response: { 200: addFundsReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, deps, async (d) => ({
        status: 200,
        data: await addFunds(
          d,
          userId(request),
          request.body.crowns,
          typeof request.headers.timezone === 'string' ? request.headers.timezone : undefined,
        ),
      })),
  );

  app.get(
    '/wallet/purchase/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Status of one of my purchases',
        params: z.object({ id: z.string() }),
        response: { 200: purchaseReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await getPurchase(deps, userId(request), request.params.id) }),
  );

  app.get(
    '/wallet/apply-promo',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My promo state (bonus waiting for the next purchase)',
        response: { 200: promoStateReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await promoState(db, userId(request)) }),
  );

  app.post(
    '/wallet/apply-promo',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Redeem a promo code (honours Idempotency-Key)',
        body: applyPromoBody,
        headers: idempotencyHeader,
        response: { 200: applyPromoReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, deps, async (d) => {
        const { message, data } = await applyPromo(d, userId(request), request.body.code);
        return { status: 200, message, data };
      }),
  );

  const admin = { onRequest: deps.guard.requireAdmin };
  app.post(
    '/admin/promo',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Create a promo code',
        body: adminPromoBody,
        response: { 201: promoCreatedReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ status: 201, data: await createPromo(deps, userId(request), request.body) }),
  );
  app.get(
    '/admin/promo',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'List promo codes',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: adminPromosReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await listPromos(db, request.query.page, request.query.limit) }),
  );
  app.get(
    '/admin/promo/:id/redemptions',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "A promo code's redemptions, newest first, with the crowns each granted (from the ledger)",
        params: z.object({
          id: z
            .string()
            .regex(/^\d{1,15}$/, AUDIT_MSG.promoNotFound)
            .transform(Number),
        }),
        querystring: pageQuery,
        response: { 200: promoRedemptionsReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      data: await listRedemptions(db, request.params.id, request.query.page, request.query.limit),
    }),
  );

  await paymentCallbackRoutes(app, deps);
}
