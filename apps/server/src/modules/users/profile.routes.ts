import {
  bountyStatsReply,
  earningsQuery,
  earningsReply,
  MSG,
  profileActivityQuery,
  profileActivityReply,
  profileReply,
  userSubmissionsQuery,
  userSubmissionsReply,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import * as profiles from './profile.service';
import { listUserActivity } from './user-activity';
import { listEarnings } from './user-earnings';
import { listUserSubmissions } from './user-submissions';

const numericId = z.string().regex(/^\d{1,15}$/, MSG.userNotFound);

/** The public profile and its tabs (spec 01 §2, §7; spec 02 §7 Users), and the stream manager's earnings. */
export default async function profileRoutes(app: ZodApp, deps: AppDeps) {
  const { guard } = deps;
  const { db } = deps.database;
  const tags = ['users'];
  const optional = { onRequest: guard.optionalUser };

  app.get(
    '/users/profile/:name',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Public profile by username (case-insensitive, optional @) or numeric id',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: profileReply },
      },
    },
    async (request) => ({
      status: 200,
      user: await profiles.getProfile(db, request.params.name, request.user?.id),
    }),
  );

  app.get(
    '/users/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: 'Public profile by numeric id',
        params: z.object({ id: numericId }),
        response: { 200: profileReply },
      },
    },
    async (request) => ({
      status: 200,
      user: await profiles.getProfileById(db, Number(request.params.id), request.user?.id),
    }),
  );

  app.get(
    '/users/stats',
    {
      schema: {
        tags,
        summary: "A user's bounty stats (type=bounty&userId)",
        querystring: z.object({ type: z.string().max(20).optional(), userId: numericId }),
        response: { 200: bountyStatsReply },
      },
    },
    async (request) => ({
      status: 200,
      bountyStats: await profiles.getProfileBountyStats(db, Number(request.query.userId)),
    }),
  );

  app.get(
    '/users/activity',
    {
      schema: {
        tags,
        summary: "A user's public bounty and challenge activity, newest first (username or userId; 20 per page)",
        querystring: profileActivityQuery,
        response: { 200: profileActivityReply },
      },
    },
    async (request) => {
      const { username, userId } = request.query;
      const user = userId
        ? await profiles.findProfileUserById(db, userId)
        : await profiles.findProfileUser(db, username ?? '');
      return { status: 200, ...(await listUserActivity(db, user, request.query)) };
    },
  );

  app.get(
    '/users/submissions',
    {
      ...optional,
      schema: {
        tags,
        summary:
          "A user's approved bounty videos (filterBy=bountyClaims; sortBy views|createdAt|-createdAt|rating; 12 per page). status=submitted|failed|all: your own only",
        querystring: userSubmissionsQuery,
        response: { 200: userSubmissionsReply },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.status !== 'completed' && request.user?.id !== q.userId) throw forbidden();
      await profiles.findProfileUserById(db, q.userId);
      return { status: 200, submissions: await listUserSubmissions(db, deps.storage, q) };
    },
  );

  app.get(
    '/users/earnings',
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: 'Your bounty payouts and challenge prizes from the ledger, newest first, with totals',
        querystring: earningsQuery,
        response: { 200: earningsReply },
      },
    },
    async (request) => ({ status: 200, earnings: await listEarnings(db, request.user!.id, request.query) }),
  );
}
