import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, ts, userRef } from './columns';

/**
 * Social sign-in and linked accounts (issue 14, decision 019). Provider tokens are stored encrypted
 * (AES-256-GCM, `platform/token-vault.ts`); every other secret here is stored as its SHA-256.
 */

/** One provider identity linked to one account: a way to sign in (google, twitch, kick, discord) and/or tokens. */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: identityId(),
    userId: userRef('user_id', 'cascade').notNull(),
    provider: text('provider', { enum: ['google', 'twitch', 'kick', 'discord', 'youtube', 'tiktok'] }).notNull(),
    /** The provider's stable id of the person (`sub`, Twitch user id, …), never the handle. */
    providerUserId: text('provider_user_id').notNull(),
    /** What the person is called there (login name, channel title); shown in settings. */
    handle: text('handle').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    accessExpiresAt: ts('access_expires_at'),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('linked_accounts_identity_key').on(t.provider, t.providerUserId),
    uniqueIndex('linked_accounts_user_provider_key').on(t.userId, t.provider),
    index('linked_accounts_refresh_idx').on(t.accessExpiresAt).where(sql`refresh_token_enc is not null`),
  ],
);

/**
 * One started redirect: the `state` (stored as its hash) binds the callback to the provider, the intent and, for a
 * link, the signed-in account. Used once, valid for minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider', { enum: ['google', 'twitch', 'kick', 'discord', 'youtube', 'tiktok'] }).notNull(),
    intent: text('intent', { enum: ['login', 'link'] }).notNull(),
    userId: userRef('user_id', 'cascade'),
    /** The page to return to after sign-in (a path of ours). */
    returnTo: text('return_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * A first social sign-in that still needs a username and birthdate (POST /auth/oauth-register): the verified
 * identity and its tokens wait here under a single-use registration token (stored as its hash).
 */
export const oauthPendingSignups = pgTable(
  'oauth_pending_signups',
  {
    tokenHash: text('token_hash').primaryKey(),
    provider: text('provider', { enum: ['google', 'twitch', 'kick', 'discord'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    handle: text('handle').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    accessExpiresAt: ts('access_expires_at'),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    returnTo: text('return_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('oauth_pending_signups_expires_idx').on(t.expiresAt)],
);

/**
 * What the sandbox identity provider itself keeps (the local stand-in for Google, Twitch, …): one grant per consent,
 * with its authorization code, PKCE challenge and the tokens it issued (all secrets as hashes).
 */
export const sandboxOauthGrants = pgTable(
  'sandbox_oauth_grants',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    /** The test identity the person picked or typed: {id, handle, email, emailVerified, live?}. */
    identity: jsonb('identity').$type<Record<string, unknown>>().notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    redirectUri: text('redirect_uri').notNull(),
    codeHash: text('code_hash').notNull(),
    codeChallenge: text('code_challenge'),
    codeExpiresAt: ts('code_expires_at').notNull(),
    codeUsedAt: ts('code_used_at'),
    accessTokenHash: text('access_token_hash'),
    refreshTokenHash: text('refresh_token_hash'),
    accessExpiresAt: ts('access_expires_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_oauth_grants_code_key').on(t.codeHash),
    uniqueIndex('sandbox_oauth_grants_access_key').on(t.accessTokenHash),
    uniqueIndex('sandbox_oauth_grants_refresh_key').on(t.refreshTokenHash),
  ],
);

export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;
