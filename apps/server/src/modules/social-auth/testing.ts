/** Helpers for social sign-in tests: the whole redirect through the sandbox consent page. Test code only. */
import type { LinkProvider } from '@crowns/contracts';
import type { TestContext } from '../../test/setup';

export type Who = string | { handle: string; email?: string; verified?: boolean };

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** GET /auth/oauth-url: the authorize URL, state and verifier (headers sign in for a link). */
export async function startOauth(
  t: TestContext,
  provider: LinkProvider,
  opts: { intent?: 'login' | 'link'; headers?: Record<string, string>; returnTo?: string } = {},
) {
  const q = new URLSearchParams({
    provider,
    intent: opts.intent ?? 'login',
    ...(opts.returnTo ? { returnTo: opts.returnTo } : {}),
  });
  const res = await t.app.inject({ url: `/v1/auth/oauth-url?${q}`, headers: opts.headers ?? {} });
  if (res.statusCode !== 200) throw new Error(`oauth-url ${res.statusCode} ${res.body}`);
  return res.json() as { url: string; state: string; codeVerifier: string };
}

/** The consent page's Allow (or Cancel) for a started redirect: answers the page the browser is sent back to. */
export async function consent(
  t: TestContext,
  authorizeUrl: string,
  who: Who,
  action: 'authorize' | 'cancel' = 'authorize',
) {
  const url = new URL(authorizeUrl);
  const fields: Record<string, string> = Object.fromEntries(url.searchParams);
  if (typeof who === 'string') fields.identity = who;
  else
    Object.assign(fields, {
      identity: 'custom',
      handle: who.handle,
      email: who.email ?? '',
      ...(who.verified ? { verified: 'true' } : {}),
    });
  const path = url.pathname.replace(/\/authorize$/, `/${action}`);
  const res = await t.app.inject({ method: 'POST', url: path, ...form(fields) });
  if (res.statusCode !== 303) throw new Error(`consent ${res.statusCode} ${res.body.slice(0, 300)}`);
  return new URL(res.headers.location as string);
}

/** Start → consent → the callback's body (code, state, verifier), as the callback page would post it. */
export async function sandboxCallback(
  t: TestContext,
  provider: LinkProvider,
  who: Who,
  opts: { intent?: 'login' | 'link'; headers?: Record<string, string>; returnTo?: string } = {},
) {
  const started = await startOauth(t, provider, opts);
  const back = await consent(t, started.url, who);
  return {
    back,
    body: {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
      codeVerifier: started.codeVerifier,
    },
  };
}

export const socialLogin = (t: TestContext, provider: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/v1/auth/${provider}-login`, payload: body });

export const linkStream = (t: TestContext, headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'POST', url: '/v1/users/link-stream', headers, payload: body });
