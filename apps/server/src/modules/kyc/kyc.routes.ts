import {
  errorResponses,
  idvLinkQuery,
  idvLinkReply,
  idvSessionBody,
  idvWebhookReply,
  kycSessionReply,
  kycStatusReply,
  PAYOUT_MSG,
} from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { handleIdvWebhook, readKycView, refreshVerification, startVerification } from './kyc.service';

const tags = ['kyc'];
const userErrors = { 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] };

/** Header values as the provider port takes them (repeated headers are not a provider's signature). */
export const singleHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));

/** Identity checks before withdrawals (decision 018). */
export default async function kycRoutes(app: ZodApp, deps: AppDeps) {
  const auth = { onRequest: deps.guard.requireUser };
  const userId = (request: { user?: { id: number } }) => request.user!.id;

  app.get(
    '/payment/kyc/create-idv-link-token',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Open a hosted identity check (basic first, then enhanced)',
        querystring: idvLinkQuery,
        response: { 200: idvLinkReply, ...userErrors },
      },
    },
    async (request) => ({ status: 200, data: await startVerification(deps, userId(request), request.query.level) }),
  );

  for (const [path, summary, recent] of [
    [
      '/payment/kyc/set-recent-idv-session',
      'The session the browser came back from: its state, asked of the provider',
      true,
    ],
    ['/payment/kyc/idv-complete', "The hosted check's completion as the browser saw it: the provider's state", false],
  ] as const)
    app.post(
      path,
      { ...auth, schema: { tags, summary, body: idvSessionBody, response: { 200: kycSessionReply, ...userErrors } } },
      async (request) => {
        const data = await refreshVerification(deps, userId(request), request.body.sessionId, { recent });
        return { status: 200, message: data.status === 'passed' ? PAYOUT_MSG.kycPassed : data.message, data };
      },
    );

  app.get(
    '/payment/kyc/status',
    {
      ...auth,
      schema: { tags, summary: 'Identity check state', response: { 200: kycStatusReply, 401: errorResponses[401] } },
    },
    async (request) => ({
      status: 200,
      data: await readKycView(deps.database.db, userId(request)),
    }),
  );

  // The provider's webhook needs the raw body for its signature: a scope whose only parser keeps it as text.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/webhooks/receive-idv-webhook',
      {
        schema: {
          tags,
          summary: "The payouts provider's identity-check webhook (signature verified)",
          response: { 200: idvWebhookReply, 400: errorResponses[400] },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const result = await handleIdvWebhook(deps, raw, singleHeaders(request.headers));
        return { status: 200, received: true, ...result };
      },
    );
  });
}
