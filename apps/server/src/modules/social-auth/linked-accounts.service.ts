import {
  isSignInProvider,
  type LinkedAccountView,
  type LinkProvider,
  type LinkStreamBody,
  PROVIDER_LABEL,
  SOCIAL_AUTH_MSG,
} from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { LinkedAccountRow } from '../../db/schema/social-auth';
import { type AppDeps, inTransaction } from '../../deps';
import { conflict, notFound, unauthorized } from '../../platform/errors';
import { availableProviders, oauthProvider } from '../../platform/oauth';
import { tokenVault } from '../../platform/token-vault';
import { clearStreamChannel, isChannelPlatform, setStreamChannel } from '../streams/stream-channel';
import {
  consumeState,
  deleteLink,
  findLinkByIdentity,
  findLinkOfUser,
  insertLink,
  linksOfUser,
  updateLink,
} from './social-auth.repo';
import { linkValues } from './social-auth.service';
import {
  exchangeIdentity,
  hashOf,
  keepsTokens,
  linkDuplicateOf,
  providerOrOff,
  revokeLinkTokens,
  type SocialContext,
  sealedTokens,
  stateInvalid,
} from './social-auth-context';

export const linkedAccountView = (row: LinkedAccountRow): LinkedAccountView => ({
  provider: row.provider,
  handle: row.handle,
  signIn: isSignInProvider(row.provider),
  linkedAt: row.createdAt.toISOString(),
});

/** GET /users/linked-accounts */
export async function listLinkedAccounts(ctx: SocialContext, userId: number) {
  const { db } = ctx.deps.database;
  const [rows, [user]] = await Promise.all([
    linksOfUser(db, userId),
    db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    status: 200 as const,
    data: rows.map(linkedAccountView),
    hasPassword: Boolean(user?.passwordHash),
    available: availableProviders(ctx.deps),
  };
}

/**
 * POST /users/link-stream: the callback of a link started from settings. One identity per provider per account and
 * one account per identity; Twitch and Kick become the streamer's channel.
 */
export async function linkAccount(ctx: SocialContext, userId: number, body: LinkStreamBody) {
  await ctx.auth.limit('oauth-link:account', String(userId));
  const { db } = ctx.deps.database;
  const name = body.platform;
  const label = PROVIDER_LABEL[name];
  const provider = providerOrOff(ctx.deps, name);
  const now = ctx.deps.clock.now();
  const state = await consumeState(db, { stateHash: hashOf(body.state), provider: name, intent: 'link', userId, now });
  if (!state) throw stateInvalid();
  const { tokens, profile } = await exchangeIdentity(ctx, provider, body.code, body.codeVerifier);
  const row = await db
    .transaction(async (tx) => {
      const owner = await findLinkByIdentity(tx, name, profile.id);
      if (owner && owner.userId !== userId) throw conflict(SOCIAL_AUTH_MSG.linkedElsewhere(label));
      const mine = await findLinkOfUser(tx, userId, name);
      if (mine && mine.providerUserId !== profile.id) throw conflict(SOCIAL_AUTH_MSG.alreadyLinked(label));
      const values = linkValues(userId, name, {
        providerUserId: profile.id,
        handle: profile.handle,
        email: profile.email,
        emailVerified: profile.emailVerified,
        ...sealedTokens(ctx, tokens),
      });
      // Linking the same identity again refreshes its tokens and handle.
      if (mine) await deleteLink(tx, mine.id);
      const linked = await insertLink(tx, mine ? { ...values, createdAt: mine.createdAt } : values);
      if (isChannelPlatform(name)) await setStreamChannel(tx, userId, name, profile.handle);
      return { linked, replaced: mine };
    })
    .catch((err) => {
      const duplicate = linkDuplicateOf(err);
      if (duplicate === 'identity') throw conflict(SOCIAL_AUTH_MSG.linkedElsewhere(label));
      if (duplicate === 'user_provider') throw conflict(SOCIAL_AUTH_MSG.alreadyLinked(label));
      throw err;
    });
  // A sign-in link of old may still hold tokens; an upload link's old grant is replaced by the new one at the provider.
  if (row.replaced && !keepsTokens(name)) await revokeLinkTokens(ctx, row.replaced);
  return { status: 200 as const, message: SOCIAL_AUTH_MSG.linked(label), account: linkedAccountView(row.linked) };
}

/**
 * DELETE /users/linked-accounts/{provider}: refused when it is the last way to sign in of an account without a
 * password. The row goes in the request's transaction (the user row locked, so two unlinks cannot both pass the
 * check); the provider's tokens are revoked after commit, best effort.
 */
export async function unlinkAccount(ctx: SocialContext, userId: number, name: LinkProvider) {
  const { db } = ctx.deps.database;
  const label = PROVIDER_LABEL[name];
  const removed = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw unauthorized();
    const links = await linksOfUser(tx, userId);
    const link = links.find((l) => l.provider === name);
    if (!link) throw notFound(SOCIAL_AUTH_MSG.notLinked(label));
    const otherSignIns = links.filter((l) => l !== link && isSignInProvider(l.provider));
    if (isSignInProvider(name) && !user.passwordHash && otherSignIns.length === 0)
      throw conflict(SOCIAL_AUTH_MSG.lastSignInMethod);
    await deleteLink(tx, link.id);
    if (isChannelPlatform(name)) await clearStreamChannel(tx, userId, name, ctx.deps.clock.now());
    return link;
  });
  await revokeLinkTokens(ctx, removed);
  return { status: 200 as const, message: SOCIAL_AUTH_MSG.unlinked(label) };
}

/** Whether the tokens of a link need a refresh before use: none, or within 5 minutes of expiry. */
const REFRESH_AHEAD_MS = 5 * 60 * 1000;
const needsRefresh = (link: LinkedAccountRow, now: Date) =>
  !link.accessTokenEnc ||
  (link.accessExpiresAt !== null && link.accessExpiresAt.getTime() - now.getTime() < REFRESH_AHEAD_MS);

/**
 * A usable access token of the user's link to an upload platform, refreshed under the row lock when it is about to
 * expire (two requests never both refresh). 'missing' without a link; 'expired' when the provider refused the
 * refresh (the link stays, marked unusable until linked again).
 */
export async function usableUploadToken(
  ctx: Pick<SocialContext, 'deps' | 'vault'>,
  userId: number,
  name: 'youtube' | 'tiktok',
): Promise<{ ok: true; accessToken: string } | { ok: false; reason: 'missing' | 'expired' }> {
  return ctx.deps.database.db.transaction(async (tx) => {
    const link = await findLinkOfUser(tx, userId, name, true);
    if (!link) return { ok: false, reason: 'missing' } as const;
    const now = ctx.deps.clock.now();
    if (!needsRefresh(link, now)) return { ok: true, accessToken: ctx.vault.decrypt(link.accessTokenEnc!) } as const;
    const provider = oauthProvider(inTransaction(ctx.deps, tx), name);
    if (!provider || !link.refreshTokenEnc) return { ok: false, reason: 'expired' } as const;
    try {
      const tokens = await provider.refresh(ctx.vault.decrypt(link.refreshTokenEnc));
      const sealed = sealedTokens(ctx, tokens);
      await updateLink(tx, link.id, {
        accessTokenEnc: sealed.accessTokenEnc,
        // Providers that do not rotate refresh tokens answer none: the old one stays.
        refreshTokenEnc: sealed.refreshTokenEnc ?? link.refreshTokenEnc,
        accessExpiresAt: sealed.accessExpiresAt,
      });
      return { ok: true, accessToken: tokens.accessToken } as const;
    } catch (err) {
      ctx.deps.logger.warn({ err, provider: name, userId }, 'oauth: upload token refresh refused');
      await updateLink(tx, link.id, { accessTokenEnc: null, accessExpiresAt: null });
      return { ok: false, reason: 'expired' } as const;
    }
  });
}

/** POST /utils/validate-upload-tokens for YouTube and TikTok (spec 01 §8 messages). */
export async function uploadTokenAnswer(deps: AppDeps, userId: number, platform: 'youtube' | 'tiktok') {
  const usable = await usableUploadToken({ deps, vault: tokenVault(deps.env, deps.secret) }, userId, platform);
  const label = PROVIDER_LABEL[platform];
  if (usable.ok) return { status: 200 as const, isValid: true, message: SOCIAL_AUTH_MSG.uploadReady(label) };
  const message =
    usable.reason === 'missing'
      ? SOCIAL_AUTH_MSG.linkUploadAccount(platform)
      : SOCIAL_AUTH_MSG.uploadTokenExpired(label);
  return { status: 200 as const, isValid: false, message };
}

/** Account deletion: the links go in its transaction (deleteLinksOfUser), their tokens are revoked after commit. */
export async function revokeRemovedLinks(deps: AppDeps, links: LinkedAccountRow[]) {
  const ctx = { deps, vault: tokenVault(deps.env, deps.secret) };
  for (const link of links) await revokeLinkTokens(ctx, link);
}
