import {
  ADMIN_USER_MSG,
  adminLedgerPageSchema,
  adminUserDetailSchema,
  MSG,
  roleBody,
  transactionsQuery,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { createAuthContext } from '../auth/auth-context';
import { requestTimeZone } from '../wallet/time-zone';
import { listTransactions } from '../wallet/wallet.service';
import * as service from './admin-user-detail.service';
import { userParams, userReply } from './admin-users.routes';

const tags = ['admin'];
const sessionParams = userParams.extend({ sessionId: z.uuid(ADMIN_USER_MSG.sessionNotFound) });
const messageReply = z.object({ status: z.number(), message: z.string() });

/** The admin user detail drawer: one account's facts and the actions on it. Read-only admins only read. */
export default async function adminUserDetailRoutes(app: ZodApp, deps: AppDeps) {
  const admin = { onRequest: deps.guard.requireAdmin };
  const ctx = createAuthContext(deps, app.realtime.endSockets);

  app.get(
    '/admin/users/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'One user: profile, wallet, bounties, claims, reports against them, live sessions',
        params: userParams,
        response: { 200: z.object({ status: z.number(), data: adminUserDetailSchema }) },
      },
    },
    async (request) => ({ status: 200, data: await service.getUserDetail(deps, request.params.id) }),
  );

  app.get(
    '/admin/users/:id/ledger',
    {
      ...admin,
      schema: {
        tags,
        summary: "A user's wallet history (every ledger entry of their wallet), newest first",
        params: userParams,
        querystring: transactionsQuery,
        response: { 200: z.object({ status: z.number(), data: adminLedgerPageSchema }) },
      },
    },
    async (request) => ({
      status: 200,
      data: await listTransactions(deps.database.db, request.params.id, request.query, requestTimeZone(request)),
    }),
  );

  app.post(
    '/admin/users/:id/role',
    {
      ...admin,
      schema: {
        tags,
        summary: "Change a user's role (admins only, not their own); their sessions end",
        params: userParams,
        body: roleBody,
        response: { 200: userReply },
      },
    },
    async (request) => {
      const { user, changed } = await service.changeRole(deps, request.user!, request.params.id, request.body.role);
      if (changed) app.realtime.endSockets({ userId: request.params.id });
      return { status: 200, message: ADMIN_USER_MSG.roleChanged, user };
    },
  );

  app.delete(
    '/admin/users/:id/sessions/:sessionId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'End one sign-in of a user (its refresh tokens are revoked, its sockets closed)',
        params: sessionParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await service.endSession(deps, request.user!, request.params.id, request.params.sessionId);
      app.realtime.endSockets({ sessionId: request.params.sessionId });
      return { status: 200, message: ADMIN_USER_MSG.sessionEnded };
    },
  );

  app.post(
    '/admin/users/:id/resend-verification',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Mail a new verification link and code',
        params: userParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await service.resendUserVerification(deps, ctx, request.user!, request.params.id);
      return { status: 200, message: MSG.verificationSent };
    },
  );
}
