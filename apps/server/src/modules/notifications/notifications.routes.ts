import {
  errorResponses,
  notificationFilterSchema,
  notificationListReply,
  notificationSeenReply,
  notificationSeenSchema,
} from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { listNotifications, markSeen } from './notifications.service';

const security = [{ accessToken: [], idToken: [] }];

export default async function notificationRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  app.get(
    '/notification',
    {
      onRequest: deps.guard.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'My latest notifications (the list is under `msg`), newest first, with the unseen count',
        querystring: notificationFilterSchema,
        security,
        response: { 200: notificationListReply, 401: errorResponses[401] },
      },
    },
    async (request) => {
      const { items, unseenCount } = await listNotifications(db, request.user!.id, request.query.filter);
      return { status: 200, msg: items, data: items, unseenCount };
    },
  );
  app.post(
    '/notification/seen',
    {
      onRequest: deps.guard.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications seen (form body `id`, or JSON)',
        body: notificationSeenSchema,
        security,
        response: {
          200: notificationSeenReply,
          400: errorResponses[400],
          401: errorResponses[401],
          404: errorResponses[404],
        },
      },
    },
    async (request) => {
      await markSeen(db, request.user!.id, request.body.id, deps.clock.now());
      return { status: 200, msg: 'seen' };
    },
  );
}
