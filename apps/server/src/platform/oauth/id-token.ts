import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { IdTokenError } from './port';

export type IdTokenIssuer = { jwksUrl: string; issuers: string[] };

export const GOOGLE_ID_TOKENS: IdTokenIssuer = {
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
};
export const TWITCH_ID_TOKENS: IdTokenIssuer = {
  jwksUrl: 'https://id.twitch.tv/oauth2/keys',
  issuers: ['https://id.twitch.tv/oauth2'],
};

/** One key set per URL, fetched on first use and refreshed by jose (unknown kid, max age). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
};

/** Verifies an OpenID Connect ID token: signature by the provider's JWKS, issuer, audience (our client id), expiry. */
export async function verifyIdToken(
  idToken: string,
  issuer: IdTokenIssuer,
  audience: string,
  now: Date = new Date(),
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(issuer.jwksUrl), {
      issuer: issuer.issuers,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    });
    return payload;
  } catch (err) {
    throw new IdTokenError(`ID token refused: ${(err as Error).message}`);
  }
}
