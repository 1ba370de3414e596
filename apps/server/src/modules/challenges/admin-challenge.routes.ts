import {
  challengeListReply,
  errorResponses,
  featuredBody,
  featuredChallengeReply,
  featuredScheduleBody,
  featuredScheduleCancelledReply,
  featuredScheduledReply,
  featuredScheduleReply,
  featuredSetReply,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { featuredCandidates, featuredChallenge, setFeatured } from './challenge-featured';
import { cancelPick, schedulePick, upcomingPicks } from './challenge-featured-schedule';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Admin challenge calls: the featured challenge and its schedule (/admin/featuredchallenge page). Writes are audited. */
export default async function adminChallengeRoutes(app: ZodApp, deps: AppDeps) {
  const admin = { onRequest: deps.guard.requireAdmin };
  const tags = ['admin'];
  app.post(
    '/admin/challenge/featured',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Choose the featured challenge (an upcoming or live one; challenge_id null clears it)',
        body: featuredBody,
        response: { 200: featuredSetReply, ...errorResponses },
      },
    },
    async (request) => setFeatured(deps, request.user!.id, request.body.challenge_id),
  );
  app.get(
    '/admin/challenge/featured',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The challenge GET /challenge/featured serves now (or null)',
        response: { 200: featuredChallengeReply, ...errorResponses },
      },
    },
    async () => ({ status: 200, challenge: await featuredChallenge(deps.database.db, undefined, deps.clock.now()) }),
  );
  app.get(
    '/admin/challenge/featured-candidates',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Upcoming and live challenges that can be featured, largest pool first (search by title)',
        querystring: z.object({ search: z.string().max(100).optional().catch(undefined) }),
        response: { 200: challengeListReply, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      challenge: await featuredCandidates(deps.database.db, request.query.search, deps.clock.now()),
    }),
  );
  app.get(
    '/admin/challenge/featured/schedule',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Scheduled featured picks still to come, soonest first, with their challenge and who scheduled them',
        response: { 200: featuredScheduleReply, ...errorResponses },
      },
    },
    async () => ({ status: 200, schedule: await upcomingPicks(deps.database.db, deps.clock.now()) }),
  );
  app.post(
    '/admin/challenge/featured/schedule',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Schedule a challenge to become the featured one at a future minute (it must still be open then)',
        body: featuredScheduleBody,
        response: { 201: featuredScheduledReply, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await schedulePick(deps, request.user!.id, request.body)),
  );
  app.delete(
    '/admin/challenge/featured/schedule/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Cancel a scheduled featured pick that has not taken effect',
        params: idParams,
        response: { 200: featuredScheduleCancelledReply, ...errorResponses },
      },
    },
    async (request) => cancelPick(deps, request.user!.id, request.params.id),
  );
}
