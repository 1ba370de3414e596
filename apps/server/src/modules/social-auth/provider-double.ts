/**
 * A local HTTP double of the providers' OAuth and profile endpoints (Google, YouTube, Twitch, Kick, Discord,
 * TikTok), for tests of the real arctic adapters: global fetch is stubbed to send those hosts here. It checks what the
 * providers check (client credentials, the code once, the PKCE verifier) and signs ID tokens with its own JWKS.
 * Test code only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export const HOSTS = [
  'accounts.google.com',
  'oauth2.googleapis.com',
  'www.googleapis.com',
  'id.twitch.tv',
  'api.twitch.tv',
  'id.kick.com',
  'api.kick.com',
  'discord.com',
  'www.tiktok.com',
  'open.tiktokapis.com',
];

export type DoubleIdentity = { id: string; handle: string; email?: string; emailVerified?: boolean };
/** How the ID token of a code comes out: a good one, or one of the ways it can be wrong. */
export type IdTokenKind = 'good' | 'expired' | 'tampered' | 'wrong-audience' | 'none';

type Grant = {
  provider: string;
  identity: DoubleIdentity;
  challenge: string | null;
  idToken: IdTokenKind;
  used: boolean;
};

const TOKEN_PATHS: Record<string, string> = {
  '/oauth2.googleapis.com/token': 'google',
  '/id.twitch.tv/oauth2/token': 'twitch',
  '/id.kick.com/oauth/token': 'kick',
  '/discord.com/api/oauth2/token': 'discord',
  '/open.tiktokapis.com/v2/oauth/token/': 'tiktok',
};
const ISSUER: Record<string, string> = { google: 'https://accounts.google.com', twitch: 'https://id.twitch.tv/oauth2' };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

export async function startProviderDouble(clients: Record<string, { id: string; secret: string }>) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'double-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Grant>();
  const access = new Map<string, Grant>();
  const refresh = new Map<string, Grant>();
  const revoked: string[] = [];
  const calls: string[] = [];

  async function idTokenOf(g: Grant, clientId: string) {
    if (g.idToken === 'none' || !ISSUER[g.provider]) return undefined;
    const now = Math.floor(Date.now() / 1000);
    const exp = g.idToken === 'expired' ? now - 3600 : now + 3600;
    const token = await new SignJWT({
      email: g.identity.email,
      email_verified: g.identity.emailVerified ?? false,
      name: g.identity.handle,
      preferred_username: g.identity.handle,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'double-1' })
      .setIssuer(ISSUER[g.provider]!)
      .setAudience(g.idToken === 'wrong-audience' ? 'someone-else' : clientId)
      .setSubject(g.identity.id)
      .setIssuedAt(exp - 7200)
      .setExpirationTime(exp)
      .sign(privateKey);
    if (g.idToken !== 'tampered') return token;
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    claims.sub = 'someone-else';
    return `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
  }

  async function tokens(g: Grant, clientId: string) {
    const at = `at_${randomBytes(12).toString('hex')}`;
    const rt = `rt_${randomBytes(12).toString('hex')}`;
    access.set(at, g);
    refresh.set(rt, g);
    const idToken = await idTokenOf(g, clientId);
    return {
      access_token: at,
      refresh_token: rt,
      expires_in: 3600,
      token_type: 'bearer',
      scope: g.provider === 'twitch' ? ['openid', 'user:read:email'] : 'scope-a scope-b',
      ...(idToken ? { id_token: idToken } : {}),
    };
  }

  /** Client id and secret from HTTP Basic or the form, as each provider takes them. */
  function clientOf(req: IncomingMessage, form: URLSearchParams) {
    const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
      return { id, secret };
    }
    return { id: form.get('client_id') ?? form.get('client_key'), secret: form.get('client_secret') };
  }

  function profileOf(path: string, g: Grant) {
    const { id, handle, email, emailVerified } = g.identity;
    if (path.startsWith('/www.googleapis.com/youtube/v3/channels'))
      return { items: [{ id, snippet: { title: handle, customUrl: `@${handle}` } }] };
    if (path === '/api.twitch.tv/helix/users') return { data: [{ id, login: handle, display_name: handle, email }] };
    if (path === '/api.kick.com/public/v1/users') return { data: [{ user_id: Number(id), name: handle, email }] };
    if (path === '/discord.com/api/users/@me') return { id, username: handle, email, verified: emailVerified ?? false };
    if (path.startsWith('/open.tiktokapis.com/v2/user/info/'))
      return { data: { user: { open_id: id, display_name: handle, username: handle } }, error: { code: 'ok' } };
    return null;
  }

  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    calls.push(`${req.method} ${path}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/www.googleapis.com/oauth2/v3/certs' || path === '/id.twitch.tv/oauth2/keys')
      return send(200, { keys: [jwk] });
    const provider = TOKEN_PATHS[path];
    if (req.method === 'POST' && provider) {
      const form = new URLSearchParams(await readBody(req));
      const client = clientOf(req, form);
      const expected = clients[provider]!;
      if (client.id !== expected.id || client.secret !== expected.secret) return send(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'refresh_token') {
        const g = refresh.get(form.get('refresh_token') ?? '');
        if (!g) return send(400, { error: 'invalid_grant' });
        return send(200, await tokens(g, expected.id));
      }
      const g = codes.get(form.get('code') ?? '');
      if (!g || g.used || g.provider !== provider) return send(400, { error: 'invalid_grant' });
      const verifier = form.get('code_verifier') ?? '';
      if (g.challenge && createHash('sha256').update(verifier).digest('base64url') !== g.challenge)
        return send(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      g.used = true;
      return send(200, await tokens(g, expected.id));
    }
    if (req.method === 'POST' && /revoke/.test(path)) {
      const form = new URLSearchParams(await readBody(req));
      revoked.push(form.get('token') ?? '');
      res.writeHead(200);
      return res.end();
    }
    const g = access.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
    const body = g && profileOf(path, g);
    if (!body) return send(401, { error: 'invalid_token' });
    return send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const realFetch = globalThis.fetch;
  /** Global fetch with the providers' hosts sent to the double. */
  const fetchThroughDouble: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (!HOSTS.includes(url.host)) return realFetch(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return realFetch(`http://127.0.0.1:${port}/${url.host}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body,
    });
  };

  return {
    fetch: fetchThroughDouble,
    calls,
    revoked,
    /** What the provider does when the person allows: a code bound to the authorize URL's challenge. */
    issueCode(provider: string, identity: DoubleIdentity, challenge: string | null, idToken: IdTokenKind = 'good') {
      const code = `code_${randomBytes(12).toString('hex')}`;
      codes.set(code, { provider, identity, challenge, idToken, used: false });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
