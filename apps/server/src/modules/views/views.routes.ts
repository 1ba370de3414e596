import { SOCIAL_MSG, viewBody } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { countClaimView, viewerKey } from './views.service';

export default async function viewsRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    '/views',
    {
      onRequest: deps.guard.optionalUser,
      schema: {
        tags: ['views'],
        summary: "Count a view of a claim's submission (once per viewer per hour; anonymous allowed)",
        body: viewBody,
        response: {
          200: z.object({ status: z.number(), msg: z.string(), counted: z.boolean(), views: z.number() }),
        },
      },
    },
    async (request) => {
      const viewer = viewerKey(deps.secret, request.user?.id, request.ip);
      const result = await countClaimView(deps, request.body.model_id, viewer);
      return { status: 200, msg: SOCIAL_MSG.viewed, ...result };
    },
  );
}
