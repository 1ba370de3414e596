import {
  BOUNTY_MSG,
  COMMENT_MODULES,
  commentAddedReply,
  commentBody,
  commentListQuery,
  commentSchema,
  errorResponses,
  SOCIAL_MSG,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { addComment, listComments } from './comments.service';

const tags = ['comments'];
const moduleId = z.coerce
  .number({ error: BOUNTY_MSG.notFound })
  .int({ error: BOUNTY_MSG.notFound })
  .positive({ error: BOUNTY_MSG.notFound })
  .max(Number.MAX_SAFE_INTEGER, { error: BOUNTY_MSG.notFound });

export default async function commentsRoutes(app: ZodApp, deps: AppDeps) {
  for (const type of COMMENT_MODULES)
    app.get(
      `/comment/${type}/:id`,
      {
        schema: {
          tags,
          summary: `Comments on a ${type.replace('_', ' ')}, newest first`,
          params: z.object({ id: moduleId }),
          querystring: commentListQuery,
          response: {
            200: z.object({
              status: z.number(),
              comments: z.array(commentSchema),
              totalComments: z.number(),
              currentPage: z.number(),
              totalPages: z.number(),
            }),
          },
        },
      },
      async (request) => ({
        status: 200,
        ...(await listComments(deps, type, request.params.id, request.query)),
      }),
    );

  app.post(
    '/comment',
    {
      onRequest: deps.guard.requireUser,
      schema: {
        tags,
        summary: 'Comment on a bounty or a challenge response (at most 500 characters)',
        body: commentBody,
        response: {
          201: commentAddedReply,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
          404: errorResponses[404],
          429: errorResponses[429],
        },
      },
    },
    async (request, reply) => {
      const comment = await addComment(deps, request.user!, request.body);
      return reply.status(201).send({ status: 201, msg: SOCIAL_MSG.commentAdded, isToxic: false, comment });
    },
  );
}
