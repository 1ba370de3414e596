import {
  isSignInProvider,
  type LinkProvider,
  MSG,
  OAUTH_SIGNUP_TTL_MINUTES,
  OAUTH_STATE_TTL_MINUTES,
  type OauthCallbackBody,
  type OauthRegisterBody,
  type OauthUrlQuery,
  PROVIDER_LABEL,
  type SignInProvider,
  SOCIAL_AUTH_MSG,
  usernameError,
} from '@crowns/contracts';
import { generateCodeVerifier, generateState } from 'arctic';
import { randomToken } from '../../platform/crypto';
import { badRequest, conflict, unauthorized } from '../../platform/errors';
import { findUserByEmail, findUserById, insertUser, usernameExists } from '../auth/auth.repo';
import { duplicateOf, sendVerification, signInAnswer } from '../auth/auth.service';
import { suspendedError } from '../auth/session.service';
import { isChannelPlatform, setStreamChannel } from '../streams/stream-channel';
import {
  consumePendingSignup,
  consumeState,
  findLinkByIdentity,
  insertLink,
  insertPendingSignup,
  insertState,
  updateLink,
} from './social-auth.repo';
import {
  exchangeIdentity,
  hashOf,
  linkDuplicateOf,
  providerOrOff,
  revokeLinkTokens,
  type SocialContext,
  sealedTokens,
  stateInvalid,
} from './social-auth-context';

const MINUTE_MS = 60_000;

/** A path of ours (one leading slash), else nothing: never an open redirect. */
export const safeReturnTo = (path: string | undefined) =>
  path && /^\/(?![/\\])/.test(path) && !/[\r\n]/.test(path) ? path : null;

/**
 * GET /auth/oauth-url: a fresh state (stored hashed, 10 minutes, single use) and PKCE verifier, and the provider's
 * authorize URL. A link is bound to the signed-in account.
 */
export async function startRedirect(ctx: SocialContext, q: OauthUrlQuery, userId: number | undefined, ip: string) {
  await ctx.auth.limit('oauth-url:ip', ip);
  const label = PROVIDER_LABEL[q.provider];
  if (q.intent === 'link' && userId === undefined) throw unauthorized(SOCIAL_AUTH_MSG.loginRequiredToLink);
  if (q.intent === 'login' && !isSignInProvider(q.provider)) throw badRequest(SOCIAL_AUTH_MSG.providerOff(label));
  const provider = providerOrOff(ctx.deps, q.provider);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const now = ctx.deps.clock.now();
  await insertState(ctx.deps.database.db, {
    stateHash: hashOf(state),
    provider: q.provider,
    intent: q.intent,
    userId: q.intent === 'link' ? userId : null,
    returnTo: safeReturnTo(q.returnTo),
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MINUTES * MINUTE_MS),
  });
  return { status: 200 as const, url: provider.authorizeUrl(state, codeVerifier).toString(), state, codeVerifier };
}

/**
 * POST /auth/{provider}-login: the callback of a sign-in. A linked identity signs its account in; a verified email
 * of an existing account is refused (log in and link); anything else waits for the profile (202).
 */
export async function socialLogin(ctx: SocialContext, name: SignInProvider, body: OauthCallbackBody, ip: string) {
  await ctx.auth.limit('oauth-login:ip', ip);
  const { db } = ctx.deps.database;
  const provider = providerOrOff(ctx.deps, name);
  const now = ctx.deps.clock.now();
  const state = await consumeState(db, { stateHash: hashOf(body.state), provider: name, intent: 'login', now });
  if (!state) throw stateInvalid();
  const { tokens, profile } = await exchangeIdentity(ctx, provider, body.code, body.codeVerifier);
  const label = PROVIDER_LABEL[name];

  const link = await findLinkByIdentity(db, name, profile.id);
  if (link) {
    const user = await findUserById(db, link.userId);
    if (!user || user.deletedAt) throw badRequest(SOCIAL_AUTH_MSG.exchangeFailed(label));
    if (user.suspendedAt) throw suspendedError();
    await updateLink(db, link.id, { handle: profile.handle, ...sealedTokens(ctx, tokens) });
    // Tokens a link kept before sign-in links kept none: ended now that the row no longer holds them.
    if (link.accessTokenEnc || link.refreshTokenEnc) await revokeLinkTokens(ctx, link);
    return { ...(await signInAnswer(ctx.auth, user)), returnTo: state.returnTo };
  }
  if (profile.emailVerified && profile.email && (await findUserByEmail(db, profile.email)))
    throw conflict(SOCIAL_AUTH_MSG.emailTaken(label));

  const registrationToken = randomToken();
  await insertPendingSignup(db, {
    tokenHash: hashOf(registrationToken),
    provider: name,
    providerUserId: profile.id,
    handle: profile.handle,
    email: profile.emailVerified ? profile.email : null,
    emailVerified: profile.emailVerified && Boolean(profile.email),
    ...sealedTokens(ctx, tokens),
    returnTo: state.returnTo,
    expiresAt: new Date(now.getTime() + OAUTH_SIGNUP_TTL_MINUTES * MINUTE_MS),
  });
  return {
    status: 202 as const,
    needsProfile: true as const,
    registrationToken,
    provider: name,
    suggestedUsername: suggestUsername(profile.handle),
    emailKnown: profile.emailVerified && Boolean(profile.email),
  };
}

/** The provider's handle as a valid username when it can be one (else empty: the form asks). */
function suggestUsername(handle: string) {
  const cleaned = handle.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 25);
  return usernameError(cleaned) ? '' : cleaned;
}

/**
 * POST /auth/oauth-register: the first social sign-in's profile. Creates the account (no password) with the link,
 * in one transaction with the registration token's use, and signs it in. A provider-verified email is the account's
 * verified email; a typed one is verified by mail as at sign-up.
 */
export async function oauthRegister(ctx: SocialContext, body: OauthRegisterBody, ip: string) {
  await ctx.auth.limit('register:ip', ip);
  const { db } = ctx.deps.database;
  const now = ctx.deps.clock.now();
  let label = '';
  const created = await db
    .transaction(async (tx) => {
      const pending = await consumePendingSignup(tx, hashOf(body.registrationToken), now);
      if (!pending) throw badRequest(SOCIAL_AUTH_MSG.signupExpired);
      label = PROVIDER_LABEL[pending.provider];
      const email = pending.emailVerified && pending.email ? pending.email : body.email;
      if (!email) throw badRequest(SOCIAL_AUTH_MSG.emailRequired);
      if (await usernameExists(tx, body.username)) throw conflict(MSG.usernameTaken);
      if (await findUserByEmail(tx, email)) throw conflict(SOCIAL_AUTH_MSG.emailTaken(label));
      if (await findLinkByIdentity(tx, pending.provider, pending.providerUserId))
        throw conflict(SOCIAL_AUTH_MSG.linkedElsewhere(label));
      const user = await insertUser(tx, {
        email,
        scUsername: body.username,
        passwordHash: null,
        birthdate: body.birthdate,
        isVerified: email === pending.email && pending.emailVerified,
      });
      await insertLink(tx, linkValues(user.id, pending.provider, pending));
      if (isChannelPlatform(pending.provider)) await setStreamChannel(tx, user.id, pending.provider, pending.handle);
      const send = user.isVerified ? null : await sendVerification(ctx.auth, user, tx);
      return { user, send, returnTo: pending.returnTo };
    })
    .catch((err) => {
      if (duplicateOf(err) === 'username') throw conflict(MSG.usernameTaken);
      // Two sign-ups that raced past the checks above: the loser gets the same answers.
      if (duplicateOf(err) === 'email') throw conflict(SOCIAL_AUTH_MSG.emailTaken(label));
      if (linkDuplicateOf(err)) throw conflict(SOCIAL_AUTH_MSG.linkedElsewhere(label));
      throw err;
    });
  await created.send?.();
  return { ...(await signInAnswer(ctx.auth, created.user)), returnTo: created.returnTo };
}

/** The linked_accounts row of a verified identity (tokens already sealed). */
export const linkValues = (
  userId: number,
  provider: LinkProvider,
  v: {
    providerUserId: string;
    handle: string;
    email: string | null;
    emailVerified: boolean;
    accessTokenEnc: string | null;
    refreshTokenEnc: string | null;
    accessExpiresAt: Date | null;
    scopes: string[];
  },
) => ({
  userId,
  provider,
  providerUserId: v.providerUserId,
  handle: v.handle,
  email: v.emailVerified ? v.email : null,
  emailVerified: v.emailVerified,
  accessTokenEnc: v.accessTokenEnc,
  refreshTokenEnc: v.refreshTokenEnc,
  accessExpiresAt: v.accessExpiresAt,
  scopes: v.scopes,
});
