import type { LinkProvider } from '@crowns/contracts';
import { Discord, Google, Kick, type OAuth2Tokens, TikTok, Twitch } from 'arctic';
import { GOOGLE_ID_TOKENS, TWITCH_ID_TOKENS, verifyIdToken } from './id-token';
import {
  IdTokenError,
  OAuthExchangeError,
  type OAuthProvider,
  type ProviderProfile,
  type ProviderTokens,
} from './port';

/** One registered app at a provider, and the clock ID tokens are checked against. */
export type ProviderApp = { clientId: string; clientSecret: string; redirectUri: string; now: () => Date };

/** What each provider is asked for (sign-in: identity and email; upload platforms: upload and channel read). */
export const PROVIDER_SCOPES: Record<LinkProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  youtube: ['https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtube.readonly'],
  twitch: ['openid', 'user:read:email'],
  kick: ['user:read', 'channel:read'],
  discord: ['identify', 'email'],
  tiktok: ['user.info.basic', 'video.upload'],
};

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

function tokensOf(t: OAuth2Tokens, now: Date): ProviderTokens {
  const data = t.data as Record<string, unknown>;
  const expiresIn = typeof data.expires_in === 'number' ? data.expires_in : null;
  const scope = data.scope;
  return {
    accessToken: t.accessToken(),
    refreshToken: str(data.refresh_token),
    accessExpiresAt: expiresIn === null ? null : new Date(now.getTime() + expiresIn * 1000),
    // Twitch answers the scopes as an array, the others as one space- or comma-separated string.
    scopes: Array.isArray(scope)
      ? scope.map(String)
      : typeof scope === 'string'
        ? scope.split(/[ ,]+/).filter(Boolean)
        : [],
    idToken: str(data.id_token),
  };
}

/** Runs one provider call; whatever goes wrong (refused code, network) becomes an OAuthExchangeError. */
async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof OAuthExchangeError || err instanceof IdTokenError) throw err;
    throw new OAuthExchangeError(`${what}: ${(err as Error).message}`, { cause: err });
  }
}

async function getJson(url: string, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  if (!res.ok) throw new OAuthExchangeError(`${new URL(url).host} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

type Client = {
  createAuthorizationURL(state: string, verifier: string, scopes: string[]): URL;
  validateAuthorizationCode(code: string, verifier: string): Promise<OAuth2Tokens>;
  refreshAccessToken(refreshToken: string): Promise<OAuth2Tokens>;
  revokeToken(token: string): Promise<void>;
};

/** The parts every arctic-backed provider shares; `readProfile` and URL extras differ. */
function arcticProvider(
  name: LinkProvider,
  app: ProviderApp,
  client: Client,
  scopes: string[],
  readProfile: (tokens: ProviderTokens) => Promise<ProviderProfile>,
  extraParams: Record<string, string> = {},
  revokeWith: OAuthProvider['revokeWith'] = 'refresh',
): OAuthProvider {
  return {
    name,
    kind: 'real',
    scopes,
    revokeWith,
    authorizeUrl(state, verifier, asked = scopes) {
      const url = client.createAuthorizationURL(state, verifier, [...asked]);
      for (const [k, v] of Object.entries(extraParams)) url.searchParams.set(k, v);
      return url;
    },
    exchange: (code, verifier) =>
      calling('code exchange', async () => tokensOf(await client.validateAuthorizationCode(code, verifier), app.now())),
    profile: (tokens) => calling('profile', () => readProfile(tokens)),
    refresh: (refreshToken) =>
      calling('refresh', async () => tokensOf(await client.refreshAccessToken(refreshToken), app.now())),
    revoke: (token) => calling('revoke', () => client.revokeToken(token)),
  };
}

const bearer = (tokens: ProviderTokens) => ({ authorization: `Bearer ${tokens.accessToken}` });

export function googleProvider(app: ProviderApp): OAuthProvider {
  const google = new Google(app.clientId, app.clientSecret, app.redirectUri);
  return arcticProvider(
    'google',
    app,
    google,
    PROVIDER_SCOPES.google,
    async (tokens) => {
      if (!tokens.idToken) throw new IdTokenError('Google sent no ID token');
      const claims = await verifyIdToken(tokens.idToken, GOOGLE_ID_TOKENS, app.clientId, app.now());
      const email = str(claims.email);
      return {
        id: claims.sub!,
        handle: str(claims.name) ?? email?.split('@')[0] ?? claims.sub!,
        email,
        emailVerified: Boolean(email) && claims.email_verified === true,
      };
    },
    { prompt: 'select_account' },
  );
}

/** YouTube: Google's client with the upload scopes; the identity is the channel (channels?mine=true). */
export function youtubeProvider(app: ProviderApp): OAuthProvider {
  const google = new Google(app.clientId, app.clientSecret, app.redirectUri);
  return arcticProvider(
    'youtube',
    app,
    google,
    PROVIDER_SCOPES.youtube,
    async (tokens) => {
      const body = await getJson(
        'https://www.googleapis.com/youtube/v3/channels?part=snippet&mine=true',
        bearer(tokens),
      );
      const channel = (
        body.items as { id: string; snippet?: { title?: string; customUrl?: string } }[] | undefined
      )?.[0];
      if (!channel) throw new OAuthExchangeError('this Google account has no YouTube channel');
      return {
        id: channel.id,
        handle: channel.snippet?.customUrl ?? channel.snippet?.title ?? channel.id,
        email: null,
        emailVerified: false,
      };
    },
    // A refresh token (uploads happen later) and the consent screen each time, so Google sends it again.
    { access_type: 'offline', prompt: 'consent' },
  );
}

/**
 * Twitch: no PKCE at Twitch (the confidential client's secret and our single-use state bind the callback). With the
 * `openid` scope Twitch sends an ID token; its verified `email_verified` claim is the only email we trust.
 */
export function twitchProvider(app: ProviderApp): OAuthProvider {
  const twitch = new Twitch(app.clientId, app.clientSecret, app.redirectUri);
  const client: Client = {
    createAuthorizationURL: (state, _verifier, scopes) => twitch.createAuthorizationURL(state, scopes),
    validateAuthorizationCode: (code) => twitch.validateAuthorizationCode(code),
    refreshAccessToken: (refreshToken) => twitch.refreshAccessToken(refreshToken),
    revokeToken: async (token) => {
      const res = await fetch('https://id.twitch.tv/oauth2/revoke', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: app.clientId, token }),
      });
      if (!res.ok) throw new OAuthExchangeError(`Twitch revoke answered ${res.status}`);
    },
  };
  return arcticProvider(
    'twitch',
    app,
    client,
    PROVIDER_SCOPES.twitch,
    async (tokens) => {
      const body = await getJson('https://api.twitch.tv/helix/users', { ...bearer(tokens), 'client-id': app.clientId });
      const user = (body.data as { id: string; login: string; email?: string }[] | undefined)?.[0];
      if (!user) throw new OAuthExchangeError('Twitch answered no user');
      if (!tokens.idToken) return { id: user.id, handle: user.login, email: str(user.email), emailVerified: false };
      const claims = await verifyIdToken(tokens.idToken, TWITCH_ID_TOKENS, app.clientId, app.now());
      if (claims.sub !== user.id) throw new IdTokenError('Twitch ID token is of another user');
      const email = str(claims.email) ?? str(user.email);
      return {
        id: user.id,
        handle: user.login,
        email,
        emailVerified: Boolean(email) && claims.email_verified === true,
      };
    },
    { claims: JSON.stringify({ id_token: { email: null, email_verified: null, preferred_username: null } }) },
    'access',
  );
}

/** Kick: PKCE with state (spec 01 §7); Kick does not say whether the email is verified, so it is never trusted. */
export function kickProvider(app: ProviderApp): OAuthProvider {
  return arcticProvider(
    'kick',
    app,
    new Kick(app.clientId, app.clientSecret, app.redirectUri),
    PROVIDER_SCOPES.kick,
    async (tokens) => {
      const body = await getJson('https://api.kick.com/public/v1/users', bearer(tokens));
      const user = (body.data as { user_id: number | string; name: string; email?: string }[] | undefined)?.[0];
      if (!user) throw new OAuthExchangeError('Kick answered no user');
      return { id: String(user.user_id), handle: user.name, email: str(user.email), emailVerified: false };
    },
  );
}

export function discordProvider(app: ProviderApp): OAuthProvider {
  return arcticProvider(
    'discord',
    app,
    new Discord(app.clientId, app.clientSecret, app.redirectUri),
    PROVIDER_SCOPES.discord,
    async (tokens) => {
      const user = await getJson('https://discord.com/api/users/@me', bearer(tokens));
      const email = str(user.email);
      return {
        id: String(user.id),
        handle: str(user.username) ?? String(user.id),
        email,
        emailVerified: Boolean(email) && user.verified === true,
      };
    },
  );
}

/** TikTok: upload links only (no email at TikTok). */
export function tiktokProvider(app: ProviderApp): OAuthProvider {
  return arcticProvider(
    'tiktok',
    app,
    new TikTok(app.clientId, app.clientSecret, app.redirectUri),
    PROVIDER_SCOPES.tiktok,
    async (tokens) => {
      const body = await getJson(
        'https://open.tiktokapis.com/v2/user/info/?fields=open_id,union_id,display_name,username',
        bearer(tokens),
      );
      const user = (body.data as { user?: { open_id: string; display_name?: string; username?: string } } | undefined)
        ?.user;
      if (!user?.open_id) throw new OAuthExchangeError('TikTok answered no user');
      return {
        id: user.open_id,
        handle: user.username ?? user.display_name ?? user.open_id,
        email: null,
        emailVerified: false,
      };
    },
  );
}
