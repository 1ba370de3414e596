import {
  adminBountyDeletedReply,
  adminDailyBountiesReply,
  bountyListReply,
  bountyReviewReply,
  dailyBountyBody,
  dailyBountyCreatedReply,
  dailyBountyPatch,
  dailyBountyUpdatedReply,
  errorResponses,
  reviewBody,
  reviewQueueReply,
} from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import * as daily from '../bounties/bounty-daily.service';
import { listBounties, listQuery } from '../bounties/bounty-list';
import { reviewClaim, reviewQueue } from '../bounties/bounty-review.service';
import { deleteBounty, updateBounty } from './admin-bounty-write.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Admin bounty calls: review queue and decisions, daily bounties, editing and deleting any bounty. Every write is audited in its service. */
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
        response: { 200: bountyReviewReply, ...errorResponses },
      },
    },
    async (request) => reviewClaim(deps, me(request), request.params.id, request.body),
  );

  app.post(
    '/admin/bounty/daily',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Create a daily bounty (reward per completed claim)',
        body: dailyBountyBody,
        response: { 201: dailyBountyCreatedReply, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await daily.createDaily(deps, me(request), request.body)),
  );
  app.get(
    '/admin/bounty/daily',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'All daily bounties, newest first',
        response: { 200: adminDailyBountiesReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await daily.listDaily(deps, me(request), { admin: true }) }),
  );
  app.patch(
    '/admin/bounty/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Edit any bounty: a daily one's fields, a user bounty's text, image, categories and requirements",
        params: idParams,
        body: dailyBountyPatch,
        response: { 200: dailyBountyUpdatedReply, ...errorResponses },
      },
    },
    async (request) => updateBounty(deps, me(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/bounty/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete any bounty; a user bounty refunds every contributor in full (open claims fail)',
        params: idParams,
        response: { 200: adminBountyDeletedReply, ...errorResponses },
      },
    },
    async (request) => deleteBounty(deps, me(request), request.params.id),
  );

  app.get(
    '/admin/bounty/review-queue',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Submitted claims waiting for review, oldest first',
        response: { 200: reviewQueueReply, ...errorResponses },
      },
    },
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
        response: { 200: bountyListReply, ...errorResponses },
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
