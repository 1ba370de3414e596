import { LINK_PROVIDERS, type LinkProvider } from '@crowns/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { oauthProvider } from '../../platform/oauth';
import { issueSandboxCode, SANDBOX_CLIENT_ID, sandboxIdentities, sandboxIdentity } from '../../platform/oauth/sandbox';
import { withParams } from '../payouts-sandbox/sandbox-payout-routes';
import { interFontUrl } from '../wallet/sandbox-font';
import type { PageLook } from '../wallet/sandbox-page';
import { type AuthorizeRequest, consentErrorPage, consentPage } from './sandbox-consent-page';

const providerParams = z.object({ provider: z.string().max(20) });
const field = z.string().max(2048).optional();
const authorizeFields = z.object({
  response_type: field,
  client_id: field,
  redirect_uri: field,
  state: field,
  scope: field,
  code_challenge: field,
  code_challenge_method: field,
});
const consentForm = authorizeFields.extend({
  identity: z.string().max(60).optional(),
  handle: z.string().max(200).optional(),
  email: z.string().max(300).optional(),
  verified: z.string().max(10).optional(),
});

const HANDLE = /^[A-Za-z0-9_.-]{2,40}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sandbox identity provider's pages (outside /v1, decision 019): /oauth/sandbox/{provider}/authorize shows the
 * consent page; Allow issues a single-use code and sends the browser to the redirect URI with code and state; Cancel
 * sends error=access_denied. Only for providers the sandbox stands in for, and only to our own callback page.
 */
export async function registerSandboxConsentPages(app: FastifyInstance, deps: AppDeps, webDist: string) {
  const look: PageLook = { fontUrl: interFontUrl(webDist) };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** The provider and the checked request, or the page saying why it cannot be answered. */
  function checked(providerName: string, q: z.infer<typeof authorizeFields>) {
    const name = LINK_PROVIDERS.find((p) => p === providerName);
    const provider = name && oauthProvider(deps, name);
    if (!name || provider?.kind !== 'sandbox') return { refused: 'This sign-in provider is not served here.' };
    const expected = new URL(provider.authorizeUrl('x', 'x')).searchParams.get('redirect_uri');
    if (q.client_id !== SANDBOX_CLIENT_ID || !q.redirect_uri || q.redirect_uri !== expected)
      return { refused: 'The app asked to return to an address it did not register.' };
    const req: AuthorizeRequest = {
      response_type: q.response_type ?? '',
      client_id: q.client_id,
      redirect_uri: q.redirect_uri,
      state: q.state ?? '',
      scope: q.scope ?? '',
      code_challenge: q.code_challenge ?? '',
      code_challenge_method: q.code_challenge_method ?? '',
    };
    const complete = req.response_type === 'code' && req.state && req.code_challenge;
    return { name, req, invalid: !complete || req.code_challenge_method !== 'S256' };
  }

  const back = (reply: FastifyReply, req: AuthorizeRequest, params: Record<string, string>) =>
    reply.redirect(withParams(req.redirect_uri, { ...params, ...(req.state ? { state: req.state } : {}) }), 303);

  app.get(
    '/oauth/sandbox/:provider/authorize',
    { schema: { hide: true, params: providerParams, querystring: authorizeFields } },
    async (request, reply) => {
      const { provider } = request.params as z.infer<typeof providerParams>;
      const c = checked(provider, request.query as z.infer<typeof authorizeFields>);
      if ('refused' in c) return html(reply, 400, consentErrorPage(look, c.refused!));
      if (c.invalid) return back(reply, c.req, { error: 'invalid_request' });
      return html(reply, 200, consentPage(look, c.name, sandboxIdentities(c.name), c.req));
    },
  );

  app.post(
    '/oauth/sandbox/:provider/authorize',
    { schema: { hide: true, params: providerParams, body: consentForm } },
    async (request, reply) => {
      const { provider } = request.params as z.infer<typeof providerParams>;
      const form = request.body as z.infer<typeof consentForm>;
      const c = checked(provider, form);
      if ('refused' in c) return html(reply, 400, consentErrorPage(look, c.refused!));
      if (c.invalid) return back(reply, c.req, { error: 'invalid_request' });
      const people = sandboxIdentities(c.name);
      const picked = people.find((p) => p.handle === form.identity);
      const typed = { handle: form.handle?.trim(), email: form.email?.trim(), verified: form.verified === 'true' };
      const again = (error: string) => html(reply, 400, consentPage(look, c.name, people, c.req, { error, typed }));
      let identity = picked;
      if (!identity) {
        if (form.identity !== 'custom') return again('Choose a test account.');
        if (!typed.handle || !HANDLE.test(typed.handle))
          return again('Type a username of 2 to 40 letters, digits, dots, dashes or underscores.');
        if (typed.email && !EMAIL.test(typed.email)) return again('Type a valid email address or leave it empty.');
        identity = sandboxIdentity(c.name, { handle: typed.handle, email: typed.email, emailVerified: typed.verified });
      }
      const code = await issueSandboxCode(
        deps.database.db,
        {
          provider: c.name as LinkProvider,
          identity,
          scopes: c.req.scope.split(' ').filter(Boolean),
          redirectUri: c.req.redirect_uri,
          codeChallenge: c.req.code_challenge,
        },
        deps.clock.now(),
      );
      return back(reply, c.req, { code });
    },
  );

  app.post(
    '/oauth/sandbox/:provider/cancel',
    { schema: { hide: true, params: providerParams, body: consentForm } },
    async (request, reply) => {
      const { provider } = request.params as z.infer<typeof providerParams>;
      const c = checked(provider, request.body as z.infer<typeof consentForm>);
      if ('refused' in c) return html(reply, 400, consentErrorPage(look, c.refused!));
      return back(reply, c.req, { error: 'access_denied' });
    },
  );
}
