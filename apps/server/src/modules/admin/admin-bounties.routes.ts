import { adminBountiesPageSchema, adminBountiesQuery, adminBountyDetailSchema } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import * as service from './admin-bounties.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The admin bounty list with its filters, and one bounty with its escrow trail. Reads only. */
export default async function adminBountiesRoutes(app: ZodApp, deps: AppDeps) {
  const admin = { onRequest: deps.guard.requireAdmin };
  const tags = ['admin'];
  app.get(
    '/admin/bounties',
    {
      ...admin,
      schema: {
        tags,
        summary: 'User bounties, newest first, by status, title, creator, target, creation date and amount',
        querystring: adminBountiesQuery,
        response: { 200: z.object({ status: z.number(), bounty: adminBountiesPageSchema }) },
      },
    },
    async (request) => ({ status: 200, bounty: await service.listBounties(deps, request.query) }),
  );
  app.get(
    '/admin/bounties/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'One bounty with its claims and escrow trail (who put what in, where it went)',
        params: idParams,
        response: { 200: z.object({ status: z.number(), data: adminBountyDetailSchema }) },
      },
    },
    async (request) => ({ status: 200, data: await service.getBounty(deps, request.params.id) }),
  );
}
