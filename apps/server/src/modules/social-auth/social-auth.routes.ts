import {
  isSignInProvider,
  linkedAccountsResponse,
  linkStreamBody,
  linkStreamResponse,
  oauthCallbackBody,
  oauthRegisterBody,
  oauthSignedIn,
  oauthSignupNeeded,
  oauthUrlQuery,
  oauthUrlResponse,
  PROVIDER_LABEL,
  SIGN_IN_PROVIDERS,
  signInProvidersResponse,
  unlinkParams,
  unlinkResponse,
} from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { availableProviders } from '../../platform/oauth';
import { createAuthContext } from '../auth/auth-context';
import { linkAccount, listLinkedAccounts, unlinkAccount } from './linked-accounts.service';
import { oauthRegister, socialLogin, startRedirect } from './social-auth.service';
import { createSocialContext } from './social-auth-context';

const tags = ['social sign-in'];

/** Social sign-in and linked accounts (decision 019, spec 01 §2, §7). */
export default async function socialAuthRoutes(app: ZodApp, deps: AppDeps) {
  const ctx = createSocialContext(deps, createAuthContext(deps, app.realtime.endSockets));
  const { guard } = deps;

  app.get(
    '/auth/oauth-url',
    {
      onRequest: guard.optionalUser,
      schema: {
        tags,
        summary: "Start a sign-in or link: the provider's authorize URL with a fresh state and PKCE verifier",
        querystring: oauthUrlQuery,
        response: { 200: oauthUrlResponse },
      },
    },
    async (request) => startRedirect(ctx, request.query, request.user?.id, request.ip),
  );

  app.get(
    '/auth/oauth-providers',
    {
      schema: {
        tags,
        summary: 'The providers one can sign in with on this server now',
        response: { 200: signInProvidersResponse },
      },
    },
    async () => ({ status: 200 as const, data: availableProviders(deps).filter(isSignInProvider) }),
  );

  for (const provider of SIGN_IN_PROVIDERS)
    app.post(
      `/auth/${provider}-login`,
      {
        schema: {
          tags,
          summary: `The ${PROVIDER_LABEL[provider]} callback: sign in, or 202 when the profile is still needed`,
          body: oauthCallbackBody,
          response: { 200: oauthSignedIn, 202: oauthSignupNeeded },
        },
      },
      async (request, reply) => {
        const answer = await socialLogin(ctx, provider, request.body, request.ip);
        return reply.status(answer.status).send(answer);
      },
    );

  app.post(
    '/auth/oauth-register',
    {
      schema: {
        tags,
        summary: 'Finish a first social sign-in (username, birthdate, email when unknown) and sign in',
        body: oauthRegisterBody,
        response: { 200: oauthSignedIn },
      },
    },
    async (request) => oauthRegister(ctx, request.body, request.ip),
  );

  app.post(
    '/users/link-stream',
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: 'The callback of a link started from settings: link the provider account to yours',
        body: linkStreamBody,
        response: { 200: linkStreamResponse },
      },
    },
    async (request) => linkAccount(ctx, request.user!.id, request.body),
  );

  app.get(
    '/users/linked-accounts',
    {
      onRequest: guard.requireUser,
      schema: { tags, summary: 'Your linked accounts', response: { 200: linkedAccountsResponse } },
    },
    async (request) => listLinkedAccounts(ctx, request.user!.id),
  );

  app.delete(
    '/users/linked-accounts/:provider',
    {
      onRequest: guard.requireUser,
      schema: { tags, summary: 'Unlink a provider account', params: unlinkParams, response: { 200: unlinkResponse } },
    },
    async (request) => unlinkAccount(ctx, request.user!.id, request.params.provider),
  );
}
