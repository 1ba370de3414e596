import {
  bountyActivityReply,
  bountyClaimedReply,
  bountyCreatedReply,
  bountyCreateForm,
  bountyDeletedReply,
  bountyListReply,
  bountyMessageReply,
  bountyReply,
  claimExtendedReply,
  dailyBountiesReply,
  dailySubmissionsReply,
  errorResponses,
  extendBody,
  BOUNTY_MSG as M,
  upTheAnteBody,
  upTheAnteReply,
  verifyBody,
} from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { coverFormRoute } from '../../platform/cover-image';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { idempotent } from '../../platform/idempotency';
import { sharedPage } from '../../platform/page-cache/shared-page';
import * as actions from './bounty-actions.service';
import { activityQuery, listActivity } from './bounty-activity';
import { createBounty } from './bounty-create';
import * as daily from './bounty-daily.service';
import { listBody, listBounties, listQuery, sharedBoardPage, sharedBountyPage, sharedDailyPage } from './bounty-list';
import { findBountyView } from './bounty-view';

const tags = ['bounty'];
const numericId = z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound });
const idParams = z.object({ id: numericId });
const claimParams = z.object({ id: numericId, claimId: numericId });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

export default async function bountyRoutes(app: ZodApp, deps: AppDeps) {
  const { guard, database } = deps;
  const { db } = database;
  const user = { onRequest: guard.requireUser };
  const me = (request: FastifyRequest) => request.user!.id;
  const bountyPage = sharedPage(app.pageCaches, sharedBountyPage);

  coverFormRoute(app, deps, {
    url: '/bounty',
    tags,
    summary:
      'Create a bounty (multipart: title, description, image_url file, category JSON list, target_user, bounty_type, rules JSON list, starting_cc, duration_end_time)',
    created: M.created,
    key: 'bounty',
    imageRequired: M.imageRequired,
    form: bountyCreateForm,
    reply: bountyCreatedReply,
    create: createBounty,
  });

  app.get(
    '/bounty/:id',
    {
      onRequest: guard.optionalUser,
      preValidation: bountyPage.preValidation,
      schema: {
        tags,
        summary: 'One bounty with claims, requirements and people',
        params: idParams,
        response: { 200: bountyReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      bountyPage.serve(request, reply, async (viewerId) => {
        const bounty = await findBountyView(db, request.params.id, viewerId, deps.clock.now());
        if (!bounty) throw notFound(M.notFound);
        return { status: 200, bounty };
      }),
  );

  app.post(
    '/bounty/:id/claim',
    {
      ...user,
      schema: {
        tags,
        summary: 'Claim a bounty',
        params: idParams,
        response: { 200: bountyClaimedReply, ...errorResponses },
      },
    },
    async (request) => actions.claimBounty(deps, me(request), request.params.id),
  );

  app.post(
    '/bounty/up-the-ante/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'Raise the reward: cc_amount crowns from my wallet to the escrow (honours Idempotency-Key)',
        params: idParams,
        body: upTheAnteBody,
        headers: idempotencyHeader,
        response: { 200: upTheAnteReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, deps, (d) =>
        actions.upTheAnte(d, me(request), request.params.id, request.body.cc_amount),
      ),
  );

  app.post(
    '/bounty/:id/claim/:claimId/quit',
    {
      ...user,
      schema: {
        tags,
        summary: 'Quit my claim (the bounty fails and contributors are refunded)',
        params: claimParams,
        response: { 200: bountyMessageReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, deps, (d) =>
        actions.quitClaim(d, me(request), request.params.id, request.params.claimId),
      ),
  );

  app.post(
    '/bounty/:id/claim/:claimId/extend',
    {
      ...user,
      schema: {
        tags,
        summary: 'Extend my claim once by 1-15 minutes ($1 per minute)',
        params: claimParams,
        body: extendBody,
        headers: idempotencyHeader,
        response: { 200: claimExtendedReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, deps, (d) =>
        actions.extendClaim(d, me(request), request.params.id, request.params.claimId, request.body.duration),
      ),
  );

  app.post(
    '/bounty/:id/claim/:claimId/verify',
    {
      ...user,
      schema: {
        tags,
        summary: 'Submit my video for review',
        params: claimParams,
        body: verifyBody,
        response: { 200: bountyMessageReply, ...errorResponses },
      },
    },
    async (request) => actions.submitClaim(deps, me(request), request.params.id, request.params.claimId, request.body),
  );

  app.delete(
    '/bounty/:id',
    {
      ...user,
      schema: {
        tags,
        summary: 'Delete my bounty (active, no antes; refunded minus the deletion fee)',
        params: idParams,
        response: { 200: bountyDeletedReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, deps, (d) => actions.deleteBounty(d, me(request), request.params.id)),
  );

  const optional = { onRequest: guard.optionalUser };
  const board = sharedPage(app.pageCaches, sharedBoardPage);
  const dailyPage = sharedPage(app.pageCaches, sharedDailyPage);
  for (const path of ['/bounty/list', '/bounty/all']) {
    app.post(
      path,
      {
        ...optional,
        preValidation: board.preValidation,
        schema: {
          tags,
          summary:
            'Bounty board list: queryFilter {private, status, isLive, targetUser, category, search, user_id, completedBy, mine}',
          querystring: listQuery,
          body: listBody,
          response: { 200: bountyListReply, ...errorResponses },
        },
      },
      async (request, reply) =>
        board.serve(request, reply, async (viewerId) => ({
          status: 200,
          bounty: await listBounties(db, request.body?.queryFilter ?? {}, request.query, viewerId, deps.clock.now()),
        })),
    );
  }

  app.get(
    '/bounty/created',
    {
      ...user,
      schema: {
        tags,
        summary: 'Bounties I created, newest first',
        querystring: listQuery,
        response: { 200: bountyListReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      bounty: await listBounties(db, { creatorId: me(request) }, request.query, me(request), deps.clock.now()),
    }),
  );

  app.get(
    '/bounty/claimed',
    {
      ...optional,
      schema: {
        tags,
        summary: "A user's currently claimed bounties (userId, default me; isLive)",
        querystring: listQuery.extend({
          userId: z.coerce.number().int().positive().optional().catch(undefined),
          isLive: z.string().optional(),
        }),
        response: { 200: bountyListReply, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.query.userId ?? request.user?.id;
      if (!userId) throw notFound(M.notFound);
      const isLive = request.query.isLive === undefined ? undefined : request.query.isLive === 'true';
      return {
        status: 200,
        bounty: await listBounties(
          db,
          { claimedBy: userId, isLive },
          request.query,
          request.user?.id,
          deps.clock.now(),
        ),
      };
    },
  );

  const targetQuery = listQuery.extend({ target_user: z.coerce.number().int().positive().optional().catch(undefined) });
  const byStatus = (path: string, status: string, summary: string) =>
    app.get(
      path,
      {
        ...optional,
        preValidation: board.preValidation,
        schema: { tags, summary, querystring: targetQuery, response: { 200: bountyListReply, ...errorResponses } },
      },
      async (request, reply) =>
        board.serve(request, reply, async (viewerId) => ({
          status: 200,
          bounty: await listBounties(
            db,
            { status, targetUser: request.query.target_user },
            request.query,
            viewerId,
            deps.clock.now(),
          ),
        })),
    );
  byStatus(
    '/bounty/top-completed',
    'completed',
    'Completed bounties (e.g. sortBy=amount&limit=4), optionally for one target_user',
  );
  byStatus('/bounty/submitted-bounties', 'with_submission', 'Bounties with a submitted or approved video');

  app.get(
    '/bounty/activity',
    {
      schema: {
        tags,
        summary: 'Bounty activity feed (streamerId, userId, type; page size 10)',
        querystring: activityQuery,
        response: { 200: bountyActivityReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, bounty: await listActivity(db, request.query) }),
  );
  app.get(
    '/bounty/activity/:bountyId',
    {
      schema: {
        tags,
        summary: "One bounty's activity, newest first",
        params: z.object({ bountyId: numericId }),
        querystring: activityQuery,
        response: { 200: bountyActivityReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      bounty: await listActivity(db, { ...request.query, bountyId: request.params.bountyId }),
    }),
  );

  app.get(
    '/bounty/daily',
    {
      ...optional,
      preValidation: dailyPage.preValidation,
      schema: {
        tags,
        summary: 'Daily bounties: current, upcoming and ended in the last day',
        response: { 200: dailyBountiesReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      dailyPage.serve(request, reply, async (viewerId) => {
        const list = await daily.listDaily(deps, viewerId, { admin: false });
        return { status: 200, data: list, bounty: list };
      }),
  );
  app.get(
    '/bounty/:id/claim',
    {
      schema: {
        tags,
        summary: 'Submissions of a daily bounty',
        params: idParams,
        response: { 200: dailySubmissionsReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, submissions: await daily.dailySubmissions(deps, request.params.id) }),
  );
}
