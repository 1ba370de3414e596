import { randomBytes } from 'node:crypto';
import { PAYOUT_MSG } from '@crowns/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import {
  findSandboxObject,
  putSandboxObject,
  SANDBOX_IDENTITIES,
  SANDBOX_IDV_FAILURE,
  type SandboxIdvSession,
  sandboxPayoutCallback,
  updateSandboxObject,
} from '../../platform/payouts';
import { handleIdvWebhook } from '../kyc/kyc.service';
import { interFontUrl } from '../wallet/sandbox-font';
import type { PageLook } from '../wallet/sandbox-page';
import { type MethodForm, readMethodForm } from './method-form';
import { closedPage, identityPage, methodPage } from './sandbox-payout-pages';

const idParams = z.object({ id: z.string().max(200) });
const tokenParams = z.object({ token: z.string().max(300) });
const identityForm = z.object({ identity: z.string().max(20).optional() });
const methodForm = z.object({
  name: z.string().max(100).optional(),
  routing: z.string().max(30).optional(),
  account: z.string().max(40).optional(),
  card: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
});

/** Appends query parameters to a return URL that may already have some (and may be relative). */
export const withParams = (url: string, params: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

/**
 * The sandbox payouts provider's hosted pages (outside /v1): the identity check at /payouts/sandbox/identity/{id}
 * and the add-method page at /payouts/sandbox/method/{linkToken}. What the "provider" decides is kept on its side
 * (sandbox_payout_objects) and told to the app by its signed webhook, like a real provider's.
 */
export async function registerSandboxPayoutPages(app: FastifyInstance, deps: AppDeps, webDist: string) {
  const look: PageLook = { fontUrl: interFontUrl(webDist) };
  const { db } = deps.database;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const idvNotFound = (reply: FastifyReply) =>
    html(reply, 404, closedPage(look, 'Verification not found', PAYOUT_MSG.kycSessionNotFound));
  const linkInvalid = (reply: FastifyReply) =>
    html(reply, 404, closedPage(look, 'Link expired', PAYOUT_MSG.methodLinkInvalid));
  const backFromIdv = (reply: FastifyReply, id: string, session: SandboxIdvSession) =>
    reply.redirect(withParams(session.returnUrl, { idv_session: id }), 303);

  app.get('/payouts/sandbox/identity/:id', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof idParams>;
    const session = await findSandboxObject(db, 'idv_session', id);
    if (!session) return idvNotFound(reply);
    if (session.data.status !== 'pending')
      return html(
        reply,
        200,
        closedPage(
          look,
          'Verification submitted',
          'This identity check is already submitted.',
          withParams(session.data.returnUrl, { idv_session: id }),
        ),
      );
    return html(reply, 200, identityPage(look, id, session.data.level));
  });

  app.post(
    '/payouts/sandbox/identity/:id',
    { schema: { hide: true, params: idParams, body: identityForm } },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof idParams>;
      const choice = (request.body as z.infer<typeof identityForm>).identity;
      const who = Object.entries(SANDBOX_IDENTITIES).find(([key]) => key === choice)?.[1];
      const decided = await db.transaction(async (tx) => {
        const session = await findSandboxObject(tx, 'idv_session', id, { forUpdate: true });
        if (session?.data.status !== 'pending' || !who) return session;
        const now = deps.clock.now();
        const data: SandboxIdvSession = {
          ...session.data,
          status: who.outcome,
          ...(who.outcome === 'failed' ? { failureReason: SANDBOX_IDV_FAILURE } : {}),
          ...(who.outcome === 'review' ? { reviewSince: now.toISOString() } : {}),
        };
        await updateSandboxObject(tx, 'idv_session', id, data, now);
        return { ...session, data };
      });
      if (!decided) return idvNotFound(reply);
      if (!who)
        return html(reply, 400, identityPage(look, id, decided.data.level, 'Choose one of the test identities.'));
      const { status, failureReason } = decided.data;
      const { rawBody, headers } = sandboxPayoutCallback(deps, {
        type: 'verification',
        sessionId: id,
        status,
        ...(failureReason ? { failureReason } : {}),
      });
      await handleIdvWebhook(deps, rawBody, headers);
      return backFromIdv(reply, id, decided.data);
    },
  );

  app.post(
    '/payouts/sandbox/identity/:id/cancel',
    { schema: { hide: true, params: idParams } },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof idParams>;
      const session = await findSandboxObject(db, 'idv_session', id);
      return session ? backFromIdv(reply, id, session.data) : idvNotFound(reply);
    },
  );

  /** The add-method session of a link token while it can still be used (not expired, no method added yet). */
  const openLink = async (token: string) => {
    const link = await findSandboxObject(db, 'method_link', `link_${token}`);
    const usable = link && !link.data.methodId && new Date(link.data.expiresAt) > deps.clock.now();
    return usable ? link : undefined;
  };

  app.get('/payouts/sandbox/method/:token', { schema: { hide: true, params: tokenParams } }, async (request, reply) => {
    const { token } = request.params as z.infer<typeof tokenParams>;
    const link = await openLink(token);
    return link ? html(reply, 200, methodPage(look, token, link.data.type)) : linkInvalid(reply);
  });

  app.post(
    '/payouts/sandbox/method/:token',
    { schema: { hide: true, params: tokenParams, body: methodForm } },
    async (request, reply) => {
      const { token } = request.params as z.infer<typeof tokenParams>;
      const form = request.body as MethodForm;
      const link = await openLink(token);
      if (!link) return linkInvalid(reply);
      const read = readMethodForm(link.data.type, form, deps.clock.now());
      if ('problem' in read)
        return html(
          reply,
          400,
          methodPage(look, token, link.data.type, {
            error: read.problem,
            values: { name: form.name, routing: form.routing, expiry: form.expiry },
          }),
        );
      const publicToken = await db.transaction(async (tx) => {
        const locked = await findSandboxObject(tx, 'method_link', link.id, { forUpdate: true });
        if (!locked || locked.data.methodId) return null;
        const now = deps.clock.now();
        const method = await putSandboxObject(
          tx,
          'method',
          `pm_sbx_${randomBytes(12).toString('hex')}`,
          link.userId,
          read.method,
          now,
        );
        const token = `pub_sbx_${randomBytes(18).toString('base64url')}`;
        await updateSandboxObject(
          tx,
          'method_link',
          link.id,
          { ...locked.data, publicToken: token, methodId: method.id },
          now,
        );
        return token;
      });
      if (!publicToken) return linkInvalid(reply);
      return reply.redirect(withParams(link.data.returnUrl, { public_token: publicToken, pm: link.data.type }), 303);
    },
  );

  app.post(
    '/payouts/sandbox/method/:token/cancel',
    { schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      const { token } = request.params as z.infer<typeof tokenParams>;
      const link = await findSandboxObject(db, 'method_link', `link_${token}`);
      return link ? reply.redirect(withParams(link.data.returnUrl, { link_exit: '1' }), 303) : linkInvalid(reply);
    },
  );
}
