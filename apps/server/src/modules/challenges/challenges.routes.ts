import {
  activeChallengeIdsReply,
  addToPrizeBody,
  challengeActivityReply,
  challengeCardsReply,
  challengeCreatedReply,
  challengeCreateForm,
  challengeListReply,
  challengeReply,
  challengeToggleReply,
  errorResponses,
  featuredChallengeReply,
  CHALLENGE_MSG as M,
  prizeAddedReply,
  SOCIAL_MSG,
  viewCountedReply,
} from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { coverFormRoute } from '../../platform/cover-image';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { idempotent } from '../../platform/idempotency';
import { viewerKey } from '../views/views.service';
import adminChallengeRoutes from './admin-challenge.routes';
import { challengeActivityQuery, listChallengeActivity } from './challenge-activity';
import { createChallenge } from './challenge-create';
import { featuredChallenge } from './challenge-featured';
import {
  activeChallengeIds,
  challengeListBody,
  challengeListQuery,
  listChallenges,
  liveChallenges,
} from './challenge-list';
import { addToPrize } from './challenge-prize';
import { countChallengeView, type ToggleKind, toggleChallenge } from './challenge-toggles';
import { findChallengeDetail } from './challenge-view';

const tags = ['challenge'];
const numericId = z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound });
const idParams = z.object({ id: numericId });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });

export default async function challengeRoutes(app: ZodApp, deps: AppDeps) {
  const { guard, database } = deps;
  const { db } = database;
  const user = { onRequest: guard.requireUser };
  const optional = { onRequest: guard.optionalUser };
  const me = (request: FastifyRequest) => request.user!.id;
  const now = () => deps.clock.now();

  coverFormRoute(app, deps, {
    url: '/challenge',
    tags,
    summary:
      'Create a challenge (multipart: title, description, image_url file, category, type video|live, rules JSON list, prize_cc, duration_start_time (default now), duration_end_time); the prize moves wallet → pool',
    created: M.created,
    key: 'challenge',
    imageRequired: M.imageRequired,
    form: challengeCreateForm,
    reply: challengeCreatedReply,
    create: createChallenge,
  });

  app.get(
    '/challenge',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Challenges, 10 a page (sortBy recent|prize|ending_soon|starting_soon|popular)',
        querystring: challengeListQuery.pick({ sortBy: true, sortOrder: true, page: true, limit: true }),
        response: { 200: challengeListReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      challenge: await listChallenges(db, {}, request.query, request.user?.id, now()),
    }),
  );

  app.post(
    '/challenge/all',
    {
      ...optional,
      schema: {
        tags,
        summary:
          'Challenge list: filter all|live|upcoming|ended, sortBy, sortOrder, page, limit (10), search, userId (created by); body queryFilter {category, type}',
        querystring: challengeListQuery,
        body: challengeListBody,
        response: { 200: challengeListReply, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const f = request.body?.queryFilter ?? {};
      return {
        status: 200,
        challenge: await listChallenges(
          db,
          { status: q.filter, search: q.search, creatorId: q.userId, category: f.category, type: f.type },
          q,
          request.user?.id,
          now(),
        ),
      };
    },
  );

  app.get(
    '/challenge/featured',
    {
      ...optional,
      schema: {
        tags,
        summary: "The featured challenge (the admin's pick, else the live one with the largest pool) or null",
        response: { 200: featuredChallengeReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, challenge: await featuredChallenge(db, request.user?.id, now()) }),
  );

  app.get(
    '/challenge/live',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Live challenges, largest pool first (limit, default 10)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).catch(10).default(10) }),
        response: { 200: challengeCardsReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      challenge: await liveChallenges(db, request.query.limit, request.user?.id, now()),
    }),
  );

  app.get(
    '/challenge/activity',
    {
      schema: {
        tags,
        summary: 'Challenge activity feed, newest first (10 a page)',
        querystring: challengeActivityQuery,
        response: { 200: challengeActivityReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, challenge: await listChallengeActivity(db, request.query) }),
  );
  app.get(
    '/challenge/activity/profile/:id',
    {
      schema: {
        tags,
        summary: "One user's challenge activity, newest first (10 a page)",
        params: idParams,
        querystring: challengeActivityQuery,
        response: { 200: challengeActivityReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      challenge: await listChallengeActivity(db, { ...request.query, userId: request.params.id }),
    }),
  );

  app.get(
    '/challenge/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: 'One challenge with its contributors and, once paid, its winner',
        params: idParams,
        response: { 200: challengeReply, ...errorResponses },
      },
    },
    async (request) => {
      const challenge = await findChallengeDetail(db, request.params.id, request.user?.id, now());
      if (!challenge) throw notFound(M.notFound);
      return { status: 200, challenge };
    },
  );

  const toggle = (kind: ToggleKind, summary: string) => {
    for (const method of ['GET', 'POST'] as const)
      app.route({
        method,
        url: `/challenge/${kind}/:id`,
        onRequest: guard.requireUser,
        schema: { tags, summary, params: idParams, response: { 200: challengeToggleReply, ...errorResponses } },
        handler: async (request) => toggleChallenge(deps, me(request), request.params.id, kind),
      });
  };
  toggle('upvote', 'Toggle my upvote of a challenge (GET as the spec client sends it, or POST)');
  toggle('favorite', 'Toggle a challenge in my favourites (GET as the spec client sends it, or POST)');

  app.post(
    '/challenge/view/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Count a view of a challenge (once per viewer per hour; anonymous allowed)',
        params: idParams,
        response: { 200: viewCountedReply, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = viewerKey(deps.secret, request.user?.id, request.ip);
      return { status: 200, msg: SOCIAL_MSG.viewed, ...(await countChallengeView(deps, request.params.id, viewer)) };
    },
  );

  app.post(
    '/challenge/add-to-prize/:id',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Add cc_amount crowns from my wallet to the prize pool while upcoming or live (honours Idempotency-Key)',
        params: idParams,
        body: addToPrizeBody,
        headers: idempotencyHeader,
        response: { 200: prizeAddedReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, deps, (d) => addToPrize(d, me(request), request.params.id, request.body.cc_amount)),
  );

  app.get(
    '/users/active-challenges',
    {
      ...user,
      schema: {
        tags,
        summary: 'Ids of the upcoming or live challenges I created, responded to or contributed to',
        response: { 200: activeChallengeIdsReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, challengeIds: await activeChallengeIds(db, me(request), now()) }),
  );

  app.get(
    '/users/challenges',
    {
      ...user,
      schema: {
        tags,
        summary:
          'My challenges (created, responded to or contributed to): filter, sortBy, sortOrder, page, limit, search',
        querystring: challengeListQuery.omit({ userId: true }),
        response: { 200: challengeListReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      challenge: await listChallenges(
        db,
        { status: request.query.filter, search: request.query.search, involving: me(request) },
        request.query,
        me(request),
        now(),
      ),
    }),
  );

  await adminChallengeRoutes(app, deps);
}
