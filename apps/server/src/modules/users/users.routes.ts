import { MSG, meSchema, publicProfileSchema } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import * as service from './users.service';

const meReply = z.object({ status: z.number(), user: meSchema });

export default async function usersRoutes(app: ZodApp, deps: AppDeps) {
  const { guard, database } = deps;
  const tags = ['users'];

  app.get(
    '/users/me',
    { onRequest: guard.requireUser, schema: { tags, summary: 'The signed-in user', response: { 200: meReply } } },
    async (request) => ({ status: 200, user: await service.getMe(database.db, request.user!.id) }),
  );

  app.get(
    '/users/stats',
    {
      schema: {
        tags,
        summary: "A user's bounty stats (type=bounty&userId)",
        querystring: z.object({
          type: z.string().max(20).optional(),
          userId: z.string().regex(/^\d{1,15}$/, MSG.userNotFound),
        }),
      },
    },
    async (request) => ({
      status: 200,
      bountyStats: await service.getBountyStats(database.db, Number(request.query.userId)),
    }),
  );

  app.get(
    '/users/profile/:name',
    {
      schema: {
        tags,
        summary: 'Public profile by username (case-insensitive, optional @) or numeric id',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.object({ status: z.number(), user: publicProfileSchema }) },
      },
    },
    async (request) => ({ status: 200, user: await service.getProfile(database.db, request.params.name) }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Public profile by numeric id',
        params: z.object({ id: z.string().regex(/^\d{1,15}$/, MSG.userNotFound) }),
        response: { 200: z.object({ status: z.number(), user: publicProfileSchema }) },
      },
    },
    async (request) => ({ status: 200, user: await service.getProfileById(database.db, Number(request.params.id)) }),
  );
}
