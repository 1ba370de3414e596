import {
  adminReasonBody,
  adminWithdrawalDecisionReply,
  adminWithdrawalDetailReply,
  adminWithdrawalsQuery,
  adminWithdrawalsReply,
  errorResponses,
  PAYOUT_MSG,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import * as admin from './admin-withdrawals.service';

const params = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, PAYOUT_MSG.withdrawalNotFound)
    .transform(Number),
});

const decided = { 200: adminWithdrawalDecisionReply, ...errorResponses };

/** The review queue (decision 018). Read-only admins may GET; the guard answers their decisions with 403. */
export default async function adminWithdrawalRoutes(app: ZodApp, deps: AppDeps) {
  const guarded = { onRequest: deps.guard.requireAdmin };
  const tags = ['admin'];
  const adminId = (request: { user?: { id: number } }) => request.user!.id;

  app.get(
    '/admin/withdrawals',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Withdrawals by status (open: review, held, processing)',
        querystring: adminWithdrawalsQuery,
        response: { 200: adminWithdrawalsReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await admin.listWithdrawals(deps, request.query) }),
  );

  app.get(
    '/admin/withdrawals/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'One withdrawal with its audit trail',
        params,
        response: { 200: adminWithdrawalDetailReply, ...errorResponses },
      },
    },
    async (request) => ({ status: 200, data: await admin.withdrawalDetail(deps, request.params.id) }),
  );

  app.post(
    '/admin/withdrawals/:id/approve',
    {
      ...guarded,
      schema: { tags, summary: 'Approve a withdrawal waiting for a review: it is sent', params, response: decided },
    },
    async (request) => ({
      status: 200,
      message: PAYOUT_MSG.approved,
      data: await admin.approveWithdrawal(deps, adminId(request), request.params.id),
    }),
  );

  app.post(
    '/admin/withdrawals/:id/hold',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Park a withdrawal waiting for a review, with a reason',
        params,
        body: adminReasonBody,
        response: decided,
      },
    },
    async (request) => ({
      status: 200,
      message: PAYOUT_MSG.held,
      data: await admin.holdWithdrawal(deps, adminId(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/withdrawals/:id/reject',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Reject a withdrawal with a reason: the crowns go back',
        params,
        body: adminReasonBody,
        response: decided,
      },
    },
    async (request) => ({
      status: 200,
      message: PAYOUT_MSG.rejected,
      data: await admin.rejectWithdrawal(deps, adminId(request), request.params.id, request.body.reason),
    }),
  );
}
