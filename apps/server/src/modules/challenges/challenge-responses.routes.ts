import { CHALLENGE_MSG as M, MSG, responseBody, SOCIAL_MSG } from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
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
      },
    },
    async (request, reply) =>
      reply.status(201).send(await postResponse(deps, me(request), request.params.id, request.body)),
  );

  app.get(
    '/challenge/response/all',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Recent responses across challenges (sortBy recent|views)',
        querystring: responsesQuery,
      },
    },
    async (request) => ({ status: 200, response: await recentResponses(db, request.query, {}, request.user?.id) }),
  );

  app.get(
    '/challenge/response/detail/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: 'One response with its rank and, signed in, my vote (a shared ?response= link)',
        params: responseParams,
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
      schema: {
        tags,
        summary: "A user's responses, newest first (sortBy recent|views)",
        params: z.object({ id: id(MSG.userNotFound) }),
        querystring: responsesQuery,
      },
    },
    async (request) => ({
      status: 200,
      response: await recentResponses(db, request.query, { userId: request.params.id }, request.user?.id),
    }),
  );

  app.get(
    '/challenge/response/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: "A challenge's responses, 50 a page (sortBy upvotes = the ranking, recent or views)",
        params: challengeParams,
        querystring: responsesQuery,
      },
    },
    async (request) => ({
      status: 200,
      response: await challengeResponses(db, request.params.id, request.query, request.user?.id),
    }),
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
      },
      handler: async (request) => toggleResponseUpvote(deps, me(request), request.params.id),
    });
  }

  app.get(
    '/challenge/response/upvote/:id/list',
    {
      schema: {
        tags,
        summary: 'Who upvoted a response, newest first (search by name); counted=false marks pending votes',
        params: responseParams,
        querystring: upvotersQuery,
      },
    },
    async (request) => ({ status: 200, userList: await responseUpvoters(db, request.params.id, request.query) }),
  );

  app.post(
    '/challenge/response/view/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Count a view of a response (once per viewer per hour; anonymous allowed)',
        params: responseParams,
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
      schema: {
        tags,
        summary: 'Leaderboard: counted upvotes, ties to the earliest response (search by name or title; 10 a page)',
        params: challengeParams,
        querystring: leaderboardQuery,
      },
    },
    async (request) => ({
      status: 200,
      data: await leaderboard(db, request.params.id, request.query, request.user?.id),
    }),
  );
}
