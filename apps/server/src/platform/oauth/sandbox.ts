import { createHash } from 'node:crypto';
import type { LinkProvider } from '@crowns/contracts';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxOauthGrants } from '../../db/schema';
import { randomToken, sha256 } from '../crypto';
import { OAuthExchangeError, type OAuthProvider, type ProviderProfile, type ProviderTokens } from './port';

/**
 * The sandbox identity provider (decision 019): a local stand-in for Google, Twitch, … with a consent page
 * (modules/social-auth/sandbox-consent.routes.ts) and an in-process token endpoint that checks what a real one
 * checks: the code is single use and lives 2 minutes, the redirect URI must match, the verifier must match the S256
 * challenge. Its grants and tokens (hashed) live in sandbox_oauth_grants.
 */

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export const SANDBOX_CODE_TTL_MS = 2 * 60 * 1000;
export const SANDBOX_ACCESS_TTL_MS = 60 * 60 * 1000;
export const SANDBOX_CLIENT_ID = 'crowns-sandbox';

export type SandboxIdentity = ProviderProfile;

/** Upload platforms give no email, as the real ones do not. */
const NO_EMAIL: readonly LinkProvider[] = ['youtube', 'tiktok'];

/** The test people the consent page offers for a provider. */
export function sandboxIdentities(provider: LinkProvider): SandboxIdentity[] {
  const people = [
    { handle: 'sandbox_streamer', email: 'sandbox_streamer@example.com', emailVerified: true },
    { handle: 'sandbox_viewer', email: 'sandbox_viewer@example.com', emailVerified: true },
    { handle: 'sandbox_unverified', email: 'sandbox_unverified@example.com', emailVerified: false },
  ];
  return people.map((p) => sandboxIdentity(provider, p));
}

/** The identity of a handle at a provider: the same handle is the same person (its id is derived from it). */
export function sandboxIdentity(
  provider: LinkProvider,
  p: { handle: string; email?: string | null; emailVerified?: boolean },
): SandboxIdentity {
  const email = NO_EMAIL.includes(provider) ? null : p.email?.trim().toLowerCase() || null;
  return {
    id: `sbx-${provider}-${p.handle.toLowerCase()}`,
    handle: p.handle,
    email,
    emailVerified: Boolean(email) && Boolean(p.emailVerified),
  };
}

/** The consent page's Allow: records the grant and answers the authorization code (shown once, stored hashed). */
export async function issueSandboxCode(
  db: DbOrTx,
  grant: {
    provider: LinkProvider;
    identity: SandboxIdentity;
    scopes: string[];
    redirectUri: string;
    codeChallenge: string;
  },
  now: Date,
) {
  const code = `sbx_code_${randomToken()}`;
  await db.insert(sandboxOauthGrants).values({
    provider: grant.provider,
    identity: grant.identity,
    scopes: grant.scopes,
    redirectUri: grant.redirectUri,
    codeHash: sha256(code),
    codeChallenge: grant.codeChallenge,
    codeExpiresAt: new Date(now.getTime() + SANDBOX_CODE_TTL_MS),
    // The app clock, as the sweep that deletes unused grants after a day reads it (not the database's clock).
    createdAt: now,
  });
  return code;
}

function newTokens(now: Date, scopes: string[]) {
  const tokens: ProviderTokens = {
    accessToken: `sbx_at_${randomToken()}`,
    refreshToken: `sbx_rt_${randomToken()}`,
    accessExpiresAt: new Date(now.getTime() + SANDBOX_ACCESS_TTL_MS),
    scopes,
    idToken: null,
  };
  const hashes = {
    accessTokenHash: sha256(tokens.accessToken),
    refreshTokenHash: sha256(tokens.refreshToken!),
    accessExpiresAt: tokens.accessExpiresAt,
  };
  return { tokens, hashes };
}

export type SandboxProviderOptions = {
  db: DbOrTx;
  now: () => Date;
  /** Where the consent page is served (this server's public origin). */
  baseUrl: string;
  /** The only redirect URI this "client" registered: our callback page of the provider. */
  redirectUri: string;
  scopes: string[];
};

export function createSandboxProvider(name: LinkProvider, o: SandboxProviderOptions): OAuthProvider {
  const { db } = o;
  return {
    name,
    kind: 'sandbox',
    scopes: o.scopes,
    revokeWith: 'refresh',
    authorizeUrl(state, verifier, scopes = o.scopes) {
      const url = new URL(`${o.baseUrl}/oauth/sandbox/${name}/authorize`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', SANDBOX_CLIENT_ID);
      url.searchParams.set('redirect_uri', o.redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('scope', scopes.join(' '));
      url.searchParams.set('code_challenge', s256(verifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },

    async exchange(code, verifier) {
      const now = o.now();
      const codeHash = sha256(code);
      const [grant] = await db
        .select()
        .from(sandboxOauthGrants)
        .where(and(eq(sandboxOauthGrants.codeHash, codeHash), eq(sandboxOauthGrants.provider, name)));
      const { tokens, hashes } = newTokens(now, grant?.scopes ?? []);
      // One statement: two exchanges of the same code cannot both succeed.
      const [used] = await db
        .update(sandboxOauthGrants)
        .set({ codeUsedAt: now, ...hashes })
        .where(
          and(
            eq(sandboxOauthGrants.codeHash, codeHash),
            eq(sandboxOauthGrants.provider, name),
            isNull(sandboxOauthGrants.codeUsedAt),
            isNull(sandboxOauthGrants.revokedAt),
            gt(sandboxOauthGrants.codeExpiresAt, now),
            eq(sandboxOauthGrants.redirectUri, o.redirectUri),
            eq(sandboxOauthGrants.codeChallenge, s256(verifier)),
          ),
        )
        .returning({ id: sandboxOauthGrants.id });
      if (used) return tokens;
      // A replayed code revokes what it was exchanged for (RFC 6749 §4.1.2).
      if (grant?.codeUsedAt)
        await db.update(sandboxOauthGrants).set({ revokedAt: now }).where(eq(sandboxOauthGrants.id, grant.id));
      throw new OAuthExchangeError('invalid_grant');
    },

    async profile(tokens) {
      const [grant] = await db
        .select({ identity: sandboxOauthGrants.identity })
        .from(sandboxOauthGrants)
        .where(
          and(
            eq(sandboxOauthGrants.accessTokenHash, sha256(tokens.accessToken)),
            isNull(sandboxOauthGrants.revokedAt),
            gt(sandboxOauthGrants.accessExpiresAt, o.now()),
          ),
        );
      if (!grant) throw new OAuthExchangeError('invalid_token');
      return grant.identity as SandboxIdentity;
    },

    async refresh(refreshToken) {
      const now = o.now();
      const { tokens, hashes } = newTokens(now, []);
      const [grant] = await db
        .update(sandboxOauthGrants)
        .set(hashes)
        .where(and(eq(sandboxOauthGrants.refreshTokenHash, sha256(refreshToken)), isNull(sandboxOauthGrants.revokedAt)))
        .returning({ scopes: sandboxOauthGrants.scopes });
      if (!grant) throw new OAuthExchangeError('invalid_grant');
      return { ...tokens, scopes: grant.scopes };
    },

    async revoke(token) {
      const hash = sha256(token);
      await db
        .update(sandboxOauthGrants)
        .set({ revokedAt: o.now() })
        .where(
          and(
            or(eq(sandboxOauthGrants.accessTokenHash, hash), eq(sandboxOauthGrants.refreshTokenHash, hash)),
            isNull(sandboxOauthGrants.revokedAt),
          ),
        );
    },
  };
}
