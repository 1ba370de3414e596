import { adminStreamBody, adminStreamerSchema, SOCIAL_MSG } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { streamProvider } from './stream-provider';
import { listStreamers, setStreamByAdmin } from './streams.service';

const userParams = z.object({
  userId: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid user id.')
    .transform(Number),
});
const listQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20).default(20),
  search: z.string().trim().max(64).optional(),
});

/** The simulated stream-status provider's admin panel. Read-only admins may list; the guard refuses their writes. */
export default async function streamsRoutes(app: ZodApp, deps: AppDeps) {
  const { guard } = deps;
  const tags = ['admin'];
  app.get(
    '/admin/streams',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags,
        summary: 'Streamers and the status of each platform (simulated provider), live first',
        querystring: listQuery,
        response: {
          200: z.object({
            status: z.number(),
            provider: z.string(),
            streamers: z.object({
              data: z.array(adminStreamerSchema),
              currentPage: z.number(),
              totalPages: z.number(),
              totalRecords: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      status: 200,
      provider: streamProvider.name,
      streamers: await listStreamers(deps, request.query),
    }),
  );

  app.post(
    '/admin/streams/:userId',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags,
        summary:
          "Set a user's live status on one platform (emits streamerActive / streamerInactive / streamerStreamUpdate)",
        params: userParams,
        body: adminStreamBody,
        response: {
          200: z.object({
            status: z.number(),
            message: z.string(),
            changed: z.boolean(),
            event: z.string().nullable(),
            streamer: adminStreamerSchema,
          }),
        },
      },
    },
    async (request) => {
      const result = await setStreamByAdmin(deps, request.user!, request.params.userId, request.body);
      return {
        status: 200,
        message: result.changed ? SOCIAL_MSG.streamUpdated : SOCIAL_MSG.streamUnchanged,
        ...result,
      };
    },
  );
}
