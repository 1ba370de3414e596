import { meSchema } from '@crowns/contracts';
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
}
