import {
  errorResponses,
  leaderboardPageReply,
  CHALLENGE_MSG as M,
  MSG,
  responseBody,
  responsePageReply,
  responsePostedReply,
  responseReply,
  responseUpvoteReply,
  SOCIAL_MSG,
  upvotersReply,
  viewCountedReply,
} from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { sharedPage } from '../../platform/page-cache/shared-page';
import { viewerKey } from '../views/views.service';
import { leaderboard, leaderboardQuery } from './challenge-leaderboard';
import {
  challengeResponses,
  recentResponses,
  responsesQuery,
  responseUpvoters,
  upvotersQuery,
} from './challenge-response-lists';
import { postResponse } from './challenge-response-post';
import { findResponseView } from './challenge-response-view';
import { countResponseView } from './challenge-response-viewcount';
import { sharedPublicPage, sharedResponsePage } from './challenge-shared-pages';
import { toggleResponseUpvote } from './challenge-votes';

const tags = ['challenge'];
const id = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
const challengeParams = z.object({ id: id(M.notFound) });
const responseParams = z.object({ id: id(M.responseNotFound) });

/** Challenge responses (issue 11): posting, lists, upvotes, leaderboard, upvoters and views. */
export default async function challengeResponseRoutes(app: ZodApp, deps: AppDeps) {
  const { guard, database } = deps;
  const { db } = database;
  const user = { onRequest: guard.requireUser };
  const optional = { onRequest: guard.optionalUser };
  const me = (request: FastifyRequest) => request.user!.id;
  // Public lists are shared pages (decision 021); the viewer's own votes are layered on them.
  const responses = sharedPage(app.pageCaches, sharedResponsePage(db, 'response'));
  const board = sharedPage(app.pageCaches, sharedResponsePage(db, 'data'));
  const upvoters = sharedPage(app.pageCaches, sharedPublicPage<z.infer<typeof upvotersReply>>());

  app.post(
    '/challenge/response/:id',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Respond to a live challenge with a video link (platform, title, description, clip_url); once per user',
        params: challengeParams,
        body: responseBody,
        response: { 201: responsePostedReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await postResponse(deps, me(request), request.params.id, request.body)),
  );

  app.get(
    '/challenge/response/all',
    {
      ...optional,
      preValidation: responses.preValidation,
      schema: {
        tags,
        summary: 'Recent responses across challenges (sortBy recent|views)',
        querystring: responsesQuery,
        response: { 200: responsePageReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      responses.serve(request, reply, async (viewerId) => ({
        status: 200,
        response: await recentResponses(db, request.query, {}, viewerId),
      })),
  );

  app.get(
    '/challenge/response/detail/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: 'One response with its rank and, signed in, my vote (a shared ?response= link)',
        params: responseParams,
        response: { 200: responseReply, ...errorResponses },
      },
    },
    async (request) => {
      const response = await findResponseView(db, request.params.id, request.user?.id);
      if (!response) throw notFound(M.responseNotFound);
      return { status: 200, response };
    },
  );

  app.get(
    '/challenge/response/profile/:id',
    {
      ...optional,
      preValidation: responses.preValidation,
      schema: {
        tags,
        summary: "A user's responses, newest first (sortBy recent|views)",
        params: z.object({ id: id(MSG.userNotFound) }),
        querystring: responsesQuery,
        response: { 200: responsePageReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      responses.serve(request, reply, async (viewerId) => ({
        status: 200,
        response: await recentResponses(db, request.query, { userId: request.params.id }, viewerId),
      })),
  );

  app.get(
    '/challenge/response/:id',
    {
      ...optional,
      preValidation: responses.preValidation,
      schema: {
        tags,
        summary: "A challenge's responses, 50 a page (sortBy upvotes = the ranking, recent or views)",
        params: challengeParams,
        querystring: responsesQuery,
        response: { 200: responsePageReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      responses.serve(request, reply, async (viewerId) => ({
        status: 200,
        response: await challengeResponses(db, request.params.id, request.query, viewerId),
      })),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/challenge/response/upvote/:id',
      ...user,
      schema: {
        tags,
        summary:
          'Toggle my upvote of a response (verified accounts, while live; a young account’s vote is shown, not counted)',
        params: responseParams,
        response: { 200: responseUpvoteReply, ...errorResponses },
      },
      handler: async (request) => toggleResponseUpvote(deps, me(request), request.params.id),
    });
  }

  app.get(
    '/challenge/response/upvote/:id/list',
    {
      preValidation: upvoters.preValidation,
      schema: {
        tags,
        summary: 'Who upvoted a response, newest first (search by name); counted=false marks pending votes',
        params: responseParams,
        querystring: upvotersQuery,
        response: { 200: upvotersReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      upvoters.serve(request, reply, async () => ({
        status: 200,
        userList: await responseUpvoters(db, request.params.id, request.query),
      })),
  );

  app.post(
    '/challenge/response/view/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Count a view of a response (once per viewer per hour; anonymous allowed)',
        params: responseParams,
        response: { 200: viewCountedReply, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = viewerKey(deps.secret, request.user?.id, request.ip);
      return { status: 200, msg: SOCIAL_MSG.viewed, ...(await countResponseView(deps, request.params.id, viewer)) };
    },
  );

  app.get(
    '/challenge/:id/leader-board',
    {
      ...optional,
      preValidation: board.preValidation,
      schema: {
        tags,
        summary: 'Leaderboard: counted upvotes, ties to the earliest response (search by name or title; 10 a page)',
        params: challengeParams,
        querystring: leaderboardQuery,
        response: { 200: leaderboardPageReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      board.serve(request, reply, async (viewerId) => ({
        status: 200,
        data: await leaderboard(db, request.params.id, request.query, viewerId),
      })),
  );
}
