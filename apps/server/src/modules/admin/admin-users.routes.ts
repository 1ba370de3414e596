import { adminUserSchema, adminUsersQuery, MSG, pageOf, suspendBody } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import * as service from './admin-users.service';

export const userParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid user id.')
    .transform(Number),
});
export const userReply = z.object({ status: z.number(), message: z.string(), user: adminUserSchema });

/** Admin user management. Read-only admins may GET; the guard answers their writes with 403. */
export default async function adminUsersRoutes(app: ZodApp, deps: AppDeps) {
  const { guard } = deps;
  const tags = ['admin'];

  app.get(
    '/admin/users',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags,
        summary: 'List users (search by email or username, filter by role and status)',
        querystring: adminUsersQuery,
        response: { 200: z.object({ status: z.number(), users: pageOf(adminUserSchema) }) },
      },
    },
    async (request) => ({ status: 200, users: await service.listUsers(deps, request.query) }),
  );

  for (const [action, suspend] of [
    ['suspend', true],
    ['unsuspend', false],
  ] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        onRequest: guard.requireAdmin,
        schema: {
          tags,
          summary: suspend ? 'Suspend a user and end their sessions' : 'Reactivate a suspended user',
          params: userParams,
          body: suspendBody,
          response: { 200: userReply },
        },
      },
      async (request) => {
        const user = await service.setSuspended(deps, request.user!, request.params.id, suspend, request.body.reason);
        // Both end the user's sessions: their open sockets close too (a suspended one stops getting private events).
        app.realtime.endSockets({ userId: request.params.id });
        return { status: 200, message: suspend ? MSG.userSuspended : MSG.userUnsuspended, user };
      },
    );
  }
}
