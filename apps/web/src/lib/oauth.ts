import {
  codeVerifierKey,
  LINK_PROVIDERS,
  type LinkProvider,
  OAUTH_STATE_KEY,
  type OauthUrlResponse,
} from '@crowns/contracts';
import { api, loadPage } from './api';

export type OAuthIntent = 'login' | 'link';

/** What the browser keeps between leaving for the provider and its callback (decision 019). */
export type StartedOAuth = { state: string; provider: LinkProvider; intent: OAuthIntent; returnTo: string };

/** A same-site path only: a stored return route must never send the user to another origin. */
export const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {}
};

/**
 * Starts a redirect: GET /auth/oauth-url, keeps the PKCE verifier under `{provider}_code_verifier` and the state,
 * provider, intent and return path under `oauth_state`, then leaves for the provider's authorize URL. Rejects with
 * the server's refusal (e.g. a provider that is not set up).
 */
export async function startOAuth(provider: LinkProvider, intent: OAuthIntent, returnTo: string) {
  const to = isLocalPath(returnTo) ? returnTo : '/';
  const query = new URLSearchParams({ provider, intent, returnTo: to });
  const res = await api<OauthUrlResponse>(`/auth/oauth-url?${query}`);
  write(codeVerifierKey(provider), res.codeVerifier);
  write(OAUTH_STATE_KEY, JSON.stringify({ state: res.state, provider, intent, returnTo: to } satisfies StartedOAuth));
  loadPage(res.url);
}

/** What the started redirect is for, read without using it up (the callback page's first paint). */
export function startedIntent(): OAuthIntent {
  try {
    return parseStarted(localStorage.getItem(OAUTH_STATE_KEY))?.intent ?? 'login';
  } catch {
    return 'login';
  }
}

/**
 * The started redirect of `provider` and its verifier, both removed from storage whatever happens next: a state and
 * a verifier serve one callback only.
 */
export function takeStartedOAuth(provider: LinkProvider): { started: StartedOAuth | null; verifier: string | null } {
  let raw: string | null = null;
  let verifier: string | null = null;
  try {
    raw = localStorage.getItem(OAUTH_STATE_KEY);
    verifier = localStorage.getItem(codeVerifierKey(provider));
    localStorage.removeItem(OAUTH_STATE_KEY);
    localStorage.removeItem(codeVerifierKey(provider));
  } catch {}
  return { started: parseStarted(raw), verifier };
}

function parseStarted(raw: string | null): StartedOAuth | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<StartedOAuth> | null;
    if (!value || typeof value.state !== 'string' || !value.state) return null;
    if (!(LINK_PROVIDERS as readonly string[]).includes(value.provider ?? '')) return null;
    if (value.intent !== 'login' && value.intent !== 'link') return null;
    const returnTo = typeof value.returnTo === 'string' && isLocalPath(value.returnTo) ? value.returnTo : '/';
    return { state: value.state, provider: value.provider as LinkProvider, intent: value.intent, returnTo };
  } catch {
    return null;
  }
}
