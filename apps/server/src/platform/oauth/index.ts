import { LINK_PROVIDERS, type LinkProvider } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import {
  discordProvider,
  googleProvider,
  kickProvider,
  PROVIDER_SCOPES,
  type ProviderApp,
  tiktokProvider,
  twitchProvider,
  youtubeProvider,
} from './arctic-providers';
import type { OAuthProvider } from './port';
import { createSandboxProvider } from './sandbox';

export * from './port';

/** The web app's page the provider sends the browser back to (spec 01 §2). */
export const callbackPath = (provider: LinkProvider) => `/auth/${provider}authcallback`;

const originOf = (deps: AppDeps) => (deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/+$/, '');

/** A provider's registered app from env (YouTube is Google's client), or null. */
function credentialsOf(deps: AppDeps, name: LinkProvider): { clientId: string; clientSecret: string } | null {
  const e = deps.env;
  const pair = {
    google: [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET],
    youtube: [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET],
    twitch: [e.TWITCH_CLIENT_ID, e.TWITCH_CLIENT_SECRET],
    kick: [e.KICK_CLIENT_ID, e.KICK_CLIENT_SECRET],
    discord: [e.DISCORD_CLIENT_ID, e.DISCORD_CLIENT_SECRET],
    tiktok: [e.TIKTOK_CLIENT_KEY, e.TIKTOK_CLIENT_SECRET],
  }[name];
  return pair[0] && pair[1] ? { clientId: pair[0], clientSecret: pair[1] } : null;
}

const REAL = {
  google: googleProvider,
  youtube: youtubeProvider,
  twitch: twitchProvider,
  kick: kickProvider,
  discord: discordProvider,
  tiktok: tiktokProvider,
} satisfies Record<LinkProvider, (app: ProviderApp) => OAuthProvider>;

/** The sandbox stands in for a provider without credentials, never in production unless staging opts in. */
export const sandboxIdentityAllowed = (deps: AppDeps) =>
  deps.env.NODE_ENV !== 'production' || deps.env.UNSAFE_SANDBOX_PROVIDERS;

/**
 * The provider for `name`: the real one with its client id and secret in env, else the sandbox where allowed, else
 * null (not offered). The sandbox is built on the given deps, so it reads and writes on the caller's transaction.
 */
export function oauthProvider(deps: AppDeps, name: LinkProvider): OAuthProvider | null {
  const redirectUri = `${originOf(deps)}${callbackPath(name)}`;
  const credentials = credentialsOf(deps, name);
  if (credentials) return REAL[name]({ ...credentials, redirectUri, now: () => deps.clock.now() });
  if (!sandboxIdentityAllowed(deps)) return null;
  return createSandboxProvider(name, {
    db: deps.database.db,
    now: () => deps.clock.now(),
    baseUrl: originOf(deps),
    redirectUri,
    scopes: PROVIDER_SCOPES[name],
  });
}

/** Providers this server can sign in with or link now. */
export const availableProviders = (deps: AppDeps): LinkProvider[] =>
  LINK_PROVIDERS.filter((p) => credentialsOf(deps, p) !== null || sandboxIdentityAllowed(deps));
