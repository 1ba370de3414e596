import { followBody, followerListSchema, followListQuery, LIMITS, MSG } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { listFollowers, listFollowings, toggleFollow } from './follows.service';

const tags = ['followership'];
const userId = z
  .string()
  .regex(/^\d{1,15}$/, MSG.userNotFound)
  .transform(Number);
const listReply = z.object({ status: z.number(), followerList: followerListSchema });

export default async function followsRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    '/followership/follow',
    {
      onRequest: deps.guard.requireUser,
      schema: {
        tags,
        summary: "Follow a user; following someone you already follow unfollows them (msg 'follow' | 'unfollow')",
        body: followBody,
        response: { 200: z.object({ status: z.number(), msg: z.enum(['follow', 'unfollow']) }) },
      },
    },
    async (request) => ({ status: 200, msg: await toggleFollow(deps, request.user!, request.body) }),
  );

  app.get(
    '/followership/followings/:userId',
    {
      onRequest: deps.guard.optionalUser,
      schema: {
        tags,
        summary: 'Streamers a user follows (live first), 5 per page by default',
        params: z.object({ userId }),
        querystring: followListQuery(LIMITS.followedStreamersPage),
        response: { 200: listReply },
      },
    },
    async (request) => ({
      status: 200,
      followerList: await listFollowings(deps, request.params.userId, request.query, request.user?.id),
    }),
  );

  app.get(
    '/followership/followers/:id',
    {
      onRequest: deps.guard.optionalUser,
      schema: {
        tags,
        summary: "A user's followers (newest first), 10 per page by default",
        params: z.object({ id: userId }),
        querystring: followListQuery(LIMITS.followersPage),
        response: { 200: listReply },
      },
    },
    async (request) => ({
      status: 200,
      followerList: await listFollowers(deps, request.params.id, request.query, request.user?.id),
    }),
  );
}
