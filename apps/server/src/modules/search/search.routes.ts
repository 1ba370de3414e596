import { errorResponses, searchBody, searchReply } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { search } from './search.service';

export default async function searchRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    '/search',
    {
      onRequest: deps.guard.optionalUser,
      schema: {
        tags: ['search'],
        summary:
          'Search users (≤10) and available bounties (8 per page; sortBy, category, isLive as in the bounty lists)',
        body: searchBody,
        response: { 200: searchReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await search(deps, request.body, request.user?.id) }),
  );
}
