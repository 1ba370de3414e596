import { adminStreamBody, adminStreamerSchema, SOCIAL_MSG, twitchAppTokenResponse } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { unavailable } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { PlatformCallError } from './platform-fetch';
import { streamPlatforms } from './stream-polling';
import { streamProviderOf } from './stream-provider';
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

/**
 * The stream-status provider's admin panel (read-only admins may list; the guard refuses their writes) and the
 * Twitch app token.
 */
export default async function streamsRoutes(app: ZodApp, deps: AppDeps) {
  const { guard } = deps;

  app.get(
    '/auth/generate-twitch-token',
    {
      onRequest: guard.requireUser,
      schema: {
        tags: ['auth'],
        summary: "The server's Twitch app access token (client credentials, cached until shortly before expiry)",
        response: { 200: twitchAppTokenResponse },
      },
    },
    async () => {
      const twitch = streamPlatforms(deps.env).twitch;
      if (!twitch) throw unavailable(SOCIAL_MSG.twitchNotConfigured);
      const token = await twitch.tokens.get().catch((err) => {
        if (!(err instanceof PlatformCallError)) throw err;
        deps.logger.warn({ err }, 'twitch app token: no token');
        throw unavailable(SOCIAL_MSG.twitchNotAnswering);
      });
      return {
        status: 200 as const,
        accessToken: token.accessToken,
        clientId: twitch.tokens.clientId,
        expiresAt: token.expiresAt.toISOString(),
      };
    },
  );

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
      provider: streamProviderOf(deps.env).name,
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
