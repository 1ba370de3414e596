import { addFundsBody, adminPromoBody, applyPromoBody, transactionsQuery } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { idempotent } from '../../platform/idempotency';
import paymentCallbackRoutes from './payment-callbacks.routes';
import { applyPromo, createPromo, listPromos, promoState } from './promo.service';
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
    { ...auth, schema: { tags, summary: 'Wallet balance in crowns and dollars' } },
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
    { ...auth, schema: { tags, summary: 'Status of one of my purchases', params: z.object({ id: z.string() }) } },
    async (request) => ({ status: 200, data: await getPurchase(deps, userId(request), request.params.id) }),
  );

  app.get(
    '/wallet/apply-promo',
    { ...auth, schema: { tags, summary: 'My promo state (bonus waiting for the next purchase)' } },
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
    { ...admin, schema: { tags: ['admin'], summary: 'Create a promo code', body: adminPromoBody } },
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
      },
    },
    async (request) => ({ status: 200, data: await listPromos(db, request.query.page, request.query.limit) }),
  );

  await paymentCallbackRoutes(app, deps);
}
