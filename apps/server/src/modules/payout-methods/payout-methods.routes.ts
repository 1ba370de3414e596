import {
  errorResponses,
  initTransferQuery,
  initTransferReply,
  PAYOUT_MSG,
  paymentMethodsQuery,
  payoutMethodAddedReply,
  payoutMethodRemovedReply,
  payoutMethodsReply,
  setAccessTokenBody,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { addMethodFromToken, initTransfer, listMethods, removeMethod } from './payout-methods.service';

const tags = ['payouts'];
const methodParams = z.object({
  id: z.coerce.number({ error: PAYOUT_MSG.methodNotFound }).int().positive(PAYOUT_MSG.methodNotFound),
});

/** Bank accounts and debit cards that withdrawals are paid to (decision 018). */
export default async function payoutMethodRoutes(app: ZodApp, deps: AppDeps) {
  const auth = { onRequest: deps.guard.requireUser };
  const userId = (request: { user?: { id: number } }) => request.user!.id;

  app.get(
    '/payment/init-transfer',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Open the hosted add-method page',
        querystring: initTransferQuery,
        response: { 200: initTransferReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await initTransfer(deps, userId(request), request.query.pmType) }),
  );

  app.post(
    '/payment/kyc/set-access-token',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Keep the method the add-method page returned (its public token)',
        body: setAccessTokenBody,
        response: { 200: payoutMethodAddedReply, ...errorResponses },
      },
    },
    async (request) => {
      const method = await addMethodFromToken(deps, userId(request), request.body.publicToken);
      return { status: 200, message: PAYOUT_MSG.methodAdded(method.label), data: { method } };
    },
  );

  app.get(
    '/payment/user-payment-methods',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The payout methods of the user',
        querystring: paymentMethodsQuery,
        response: { 200: payoutMethodsReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await listMethods(deps, userId(request), request.query) }),
  );

  app.delete(
    '/payment/user-payment-methods/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Remove a payout method',
        params: methodParams,
        response: { 200: payoutMethodRemovedReply, ...errorResponses },
      },
    },
    async (request) => {
      await removeMethod(deps, userId(request), request.params.id);
      return { status: 200, message: PAYOUT_MSG.methodRemoved };
    },
  );
}
