import { streamerPageSchema, topStreamersQuery, usernamesQuery, userSuggestionSchema } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { topStreamers, userSuggestions } from './user-directory.service';

export default async function userDirectoryRoutes(app: ZodApp, deps: AppDeps) {
  const tags = ['users'];
  app.get(
    '/users/usernames',
    {
      onRequest: deps.guard.optionalUser,
      schema: {
        tags,
        summary: 'User suggestions: ?search= (contains, live first, then by followers; max 10) or ?username= (exact)',
        querystring: usernamesQuery,
        response: { 200: z.object({ status: z.number(), userNamesArr: z.array(userSuggestionSchema) }) },
      },
    },
    async (request) => ({
      status: 200,
      userNamesArr: await userSuggestions(deps, request.query, request.user?.id),
    }),
  );

  app.get(
    '/users/top-streamers',
    {
      schema: {
        tags,
        summary: 'Streamers and anyone live: live first, then by follower count (15 per page by default)',
        querystring: topStreamersQuery,
        response: { 200: z.object({ status: z.number(), user: streamerPageSchema }) },
      },
    },
    async (request) => ({ status: 200, user: await topStreamers(deps, request.query) }),
  );
}
