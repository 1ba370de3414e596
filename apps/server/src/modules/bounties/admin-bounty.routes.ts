import { dailyBountyBody, dailyBountyPatch, reviewBody } from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import * as daily from './bounty-daily.service';
import { listBounties, listQuery } from './bounty-list';
import { reviewClaim, reviewQueue } from './bounty-review.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Admin bounty calls: review queue and decisions, daily bounties. Every write is audited in its service. */
export default async function adminBountyRoutes(app: ZodApp, deps: AppDeps) {
  const me = (request: FastifyRequest) => request.user!.id;
  const admin = { onRequest: deps.guard.requireAdmin };
  app.post(
    '/admin/bounty/:id/review',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Approve (pay out) or fail (refund) a submitted claim',
        params: idParams,
        body: reviewBody,
      },
    },
    async (request) => reviewClaim(deps, me(request), request.params.id, request.body),
  );

  app.post(
    '/admin/bounty/daily',
    {
      ...admin,
      schema: { tags: ['admin'], summary: 'Create a daily bounty (reward per completed claim)', body: dailyBountyBody },
    },
    async (request, reply) => reply.status(201).send(await daily.createDaily(deps, me(request), request.body)),
  );
  app.get(
    '/admin/bounty/daily',
    { ...admin, schema: { tags: ['admin'], summary: 'All daily bounties, newest first' } },
    async (request) => ({ status: 200, data: await daily.listDaily(deps, me(request), { admin: true }) }),
  );
  app.patch(
    '/admin/bounty/:id',
    { ...admin, schema: { tags: ['admin'], summary: 'Edit a daily bounty', params: idParams, body: dailyBountyPatch } },
    async (request) => daily.updateDaily(deps, me(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/bounty/:id',
    { ...admin, schema: { tags: ['admin'], summary: 'Delete a daily bounty', params: idParams } },
    async (request) => daily.deleteDaily(deps, me(request), request.params.id),
  );

  app.get(
    '/admin/bounty/review-queue',
    { ...admin, schema: { tags: ['admin'], summary: 'Submitted claims waiting for review, oldest first' } },
    async () => ({ status: 200, data: await reviewQueue(deps) }),
  );

  app.get(
    '/admin/bounty/user',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'User bounties for the admin bounty list (status, search, user_id; paged)',
        querystring: listQuery.extend({
          status: z.string().max(20).optional(),
          user_id: z.string().max(20).optional(),
        }),
      },
    },
    async (request) => ({
      status: 200,
      bounty: await listBounties(
        deps.database.db,
        { status: request.query.status, search: request.query.search, user_id: request.query.user_id },
        request.query,
        me(request),
        deps.clock.now(),
      ),
    }),
  );
}
