import type { LinkProvider } from '@crowns/contracts';

/** What a code exchange or a refresh gives back. */
export type ProviderTokens = {
  accessToken: string;
  refreshToken: string | null;
  accessExpiresAt: Date | null;
  scopes: string[];
  /** OpenID Connect providers (Google, Twitch with `openid`): verified by `profile`. */
  idToken: string | null;
};

/** The person as the provider knows them. `emailVerified` false means the email is never trusted. */
export type ProviderProfile = {
  id: string;
  handle: string;
  email: string | null;
  emailVerified: boolean;
};

/**
 * One identity provider (decision 019): the real ones on arctic, the sandbox in process. `authorizeUrl` carries
 * the state and the S256 challenge of `verifier`; `exchange` sends the verifier back with the code.
 */
export interface OAuthProvider {
  readonly name: LinkProvider;
  readonly kind: 'real' | 'sandbox';
  readonly scopes: readonly string[];
  /** The token that ends the grant at this provider (Twitch revokes access tokens only). */
  readonly revokeWith: 'access' | 'refresh';
  authorizeUrl(state: string, verifier: string, scopes?: readonly string[]): URL;
  exchange(code: string, verifier: string): Promise<ProviderTokens>;
  profile(tokens: ProviderTokens): Promise<ProviderProfile>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  revoke(token: string): Promise<void>;
}

/** The provider refused the code, the verifier or the refresh token (or could not be reached). */
export class OAuthExchangeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The ID token's signature, issuer, audience or expiry did not verify. */
export class IdTokenError extends Error {}
