import { emailSchema, type LinkProvider, PROVIDER_LABEL, SOCIAL_AUTH_MSG } from '@crowns/contracts';
import type { LinkedAccountRow } from '../../db/schema/social-auth';
import type { AppDeps } from '../../deps';
import { sha256 } from '../../platform/crypto';
import { badRequest } from '../../platform/errors';
import {
  IdTokenError,
  OAuthExchangeError,
  type OAuthProvider,
  oauthProvider,
  type ProviderProfile,
  type ProviderTokens,
} from '../../platform/oauth';
import { tokenVault } from '../../platform/token-vault';
import type { AuthContext } from '../auth/auth-context';

/** What the social sign-in services need: the app deps, the auth context (limits, sessions, mail), the token vault. */
export type SocialContext = { deps: AppDeps; auth: AuthContext; vault: ReturnType<typeof tokenVault> };

export const createSocialContext = (deps: AppDeps, auth: AuthContext): SocialContext => ({
  deps,
  auth,
  vault: tokenVault(deps.env, deps.secret),
});

/** The provider, or 400 "not set up" when it has no credentials and the sandbox is not allowed. */
export function providerOrOff(deps: AppDeps, name: LinkProvider): OAuthProvider {
  const provider = oauthProvider(deps, name);
  if (!provider) throw badRequest(SOCIAL_AUTH_MSG.providerOff(PROVIDER_LABEL[name]));
  return provider;
}

/** Only upload links use their tokens later; a sign-in needs the identity once (decision 019). */
export const keepsTokens = (name: LinkProvider) => name === 'youtube' || name === 'tiktok';

/**
 * Google's revocation ends every grant of the person to our client, a YouTube upload link's too (same client), so a
 * Google sign-in's token (no refresh token, an hour's life) is dropped, not revoked.
 */
const revokesAlone = (name: LinkProvider) => name !== 'google';

/** An email as accounts hold it (trimmed, lower case), or null when it is not one. */
export const normalisedEmail = (email: string | null) => {
  const parsed = emailSchema.safeParse(email ?? '');
  return parsed.success ? parsed.data : null;
};

/**
 * The callback's checks after the state: the code exchange with the verifier, the ID token, the profile (its email
 * normalised, so Foo@x.com at the provider is foo@x.com here). Tokens of a provider we only sign in with are not
 * kept: revoked at the provider whatever the outcome, and answered as null.
 */
export async function exchangeIdentity(
  ctx: SocialContext,
  provider: OAuthProvider,
  code: string,
  verifier: string,
): Promise<{ tokens: ProviderTokens | null; profile: ProviderProfile }> {
  const label = PROVIDER_LABEL[provider.name];
  let tokens: ProviderTokens | null = null;
  try {
    tokens = await provider.exchange(code, verifier);
    const profile = await provider.profile(tokens);
    const email = normalisedEmail(profile.email);
    return {
      tokens: keepsTokens(provider.name) ? tokens : null,
      profile: { ...profile, email, emailVerified: profile.emailVerified && email !== null },
    };
  } catch (err) {
    if (err instanceof IdTokenError) {
      ctx.deps.logger.warn({ err, provider: provider.name }, 'oauth: ID token refused');
      throw badRequest(SOCIAL_AUTH_MSG.idTokenInvalid(label));
    }
    if (err instanceof OAuthExchangeError) {
      ctx.deps.logger.warn({ err, provider: provider.name }, 'oauth: code exchange refused');
      throw badRequest(SOCIAL_AUTH_MSG.exchangeFailed(label));
    }
    throw err;
  } finally {
    if (tokens && !keepsTokens(provider.name) && revokesAlone(provider.name))
      await revokeQuietly(ctx, provider, tokens, {});
  }
}

/**
 * Ends a grant at the provider with the token that ends it (the refresh token where the provider takes one, Twitch
 * only takes the access token). Best effort: a failure is logged, never thrown.
 */
export async function revokeQuietly(
  ctx: Pick<SocialContext, 'deps'>,
  provider: OAuthProvider,
  tokens: { accessToken: string | null; refreshToken: string | null },
  log: { userId?: number },
) {
  const token = provider.revokeWith === 'access' ? tokens.accessToken : (tokens.refreshToken ?? tokens.accessToken);
  if (!token) return;
  try {
    await provider.revoke(token);
  } catch (err) {
    ctx.deps.logger.warn({ err, provider: provider.name, ...log }, 'oauth: token revocation failed');
  }
}

/**
 * Revokes the tokens a removed (or emptied) link held, after its transaction. Never throws. A Google sign-in link's
 * tokens are only dropped (see revokesAlone); links made before decision 019's "identity only" rule may hold some.
 */
export async function revokeLinkTokens(ctx: Pick<SocialContext, 'deps' | 'vault'>, link: LinkedAccountRow) {
  const provider = oauthProvider(ctx.deps, link.provider);
  if (!provider || (!keepsTokens(link.provider) && !revokesAlone(link.provider))) return;
  const open = (sealed: string | null) => (sealed ? ctx.vault.decrypt(sealed) : null);
  let tokens: { accessToken: string | null; refreshToken: string | null };
  try {
    tokens = { accessToken: open(link.accessTokenEnc), refreshToken: open(link.refreshTokenEnc) };
  } catch (err) {
    ctx.deps.logger.warn({ err, provider: link.provider, userId: link.userId }, 'oauth: stored token unreadable');
    return;
  }
  await revokeQuietly(ctx, provider, tokens, { userId: link.userId });
}

export const stateInvalid = () => badRequest(SOCIAL_AUTH_MSG.stateInvalid);
export const hashOf = (secret: string) => sha256(secret);

/** The token columns of a link or a pending sign-up, sealed; all empty for tokens not kept. */
export const sealedTokens = (ctx: Pick<SocialContext, 'vault'>, tokens: ProviderTokens | null) => ({
  accessTokenEnc: tokens ? ctx.vault.seal(tokens.accessToken) : null,
  refreshTokenEnc: tokens ? ctx.vault.seal(tokens.refreshToken) : null,
  accessExpiresAt: tokens?.accessExpiresAt ?? null,
  scopes: tokens?.scopes ?? [],
});

/** Which unique key of linked_accounts a violation hit. */
export function linkDuplicateOf(err: unknown): 'identity' | 'user_provider' | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code !== '23505') continue;
    if (e.constraint === 'linked_accounts_identity_key') return 'identity';
    if (e.constraint === 'linked_accounts_user_provider_key') return 'user_provider';
  }
  return null;
}
