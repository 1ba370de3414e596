import { createHash } from 'node:crypto';
import { type LinkProvider, SOCIAL_AUTH_MSG } from '@crowns/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkedAccounts, oauthPendingSignups, users } from '../../db/schema';
import { sweepOnce } from '../../platform/sweeper';
import { tokenVault } from '../../platform/token-vault';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser } from '../../test/users';
import { type IdTokenKind, startProviderDouble } from './provider-double';
import { socialAuthSweepJobs } from './social-auth-sweep';
import { linkStream, socialLogin, startOauth } from './testing';

/** The real arctic adapters (client ids set) against the local double of the providers. */
const CLIENTS = {
  google: { id: 'google-client', secret: 'google-secret' },
  twitch: { id: 'twitch-client', secret: 'twitch-secret' },
  kick: { id: 'kick-client', secret: 'kick-secret' },
  discord: { id: 'discord-client', secret: 'discord-secret' },
  tiktok: { id: 'tiktok-client', secret: 'tiktok-secret' },
};
const AUTHORIZE_HOST: Record<LinkProvider, string> = {
  google: 'accounts.google.com',
  youtube: 'accounts.google.com',
  twitch: 'id.twitch.tv',
  kick: 'id.kick.com',
  discord: 'discord.com',
  tiktok: 'www.tiktok.com',
};

let t: TestContext;
let double: Awaited<ReturnType<typeof startProviderDouble>>;
beforeAll(async () => {
  double = await startProviderDouble(CLIENTS);
  vi.stubGlobal('fetch', double.fetch);
  t = await createTestApp(
    {},
    {
      PUBLIC_URL: 'https://crowns.example',
      GOOGLE_CLIENT_ID: CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: CLIENTS.google.secret,
      TWITCH_CLIENT_ID: CLIENTS.twitch.id,
      TWITCH_CLIENT_SECRET: CLIENTS.twitch.secret,
      KICK_CLIENT_ID: CLIENTS.kick.id,
      KICK_CLIENT_SECRET: CLIENTS.kick.secret,
      DISCORD_CLIENT_ID: CLIENTS.discord.id,
      DISCORD_CLIENT_SECRET: CLIENTS.discord.secret,
      TIKTOK_CLIENT_KEY: CLIENTS.tiktok.id,
      TIKTOK_CLIENT_SECRET: CLIENTS.tiktok.secret,
    },
  );
});
afterAll(async () => {
  await t.close();
  vi.unstubAllGlobals();
  await double.close();
});

const s256 = (v: string) => createHash('sha256').update(v).digest('base64url');
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/auth/oauth-register', payload });
const snapshot = async () => ({
  users: Number((await t.deps.database.db.select({ n: count() }).from(users))[0]!.n),
  links: Number((await t.deps.database.db.select({ n: count() }).from(linkedAccounts))[0]!.n),
  pending: Number((await t.deps.database.db.select({ n: count() }).from(oauthPendingSignups))[0]!.n),
});

/** The provider's side of a started redirect: its authorize URL checked, a code bound to its challenge. */
async function providerCallback(
  provider: LinkProvider,
  identity: { id: string; handle: string; email?: string; emailVerified?: boolean },
  opts: { idToken?: IdTokenKind; headers?: Record<string, string> } = {},
) {
  const started = await startOauth(t, provider, opts.headers ? { intent: 'link', headers: opts.headers } : {});
  const url = new URL(started.url);
  expect(url.host).toBe(AUTHORIZE_HOST[provider]);
  expect(url.searchParams.get('state')).toBe(started.state);
  expect(url.searchParams.get('redirect_uri')).toBe(`https://crowns.example/auth/${provider}authcallback`);
  // Twitch has no PKCE; every other provider gets the S256 challenge of the verifier the browser keeps.
  const challenge = url.searchParams.get('code_challenge');
  if (provider === 'twitch') expect(challenge).toBeNull();
  else expect(challenge).toBe(s256(started.codeVerifier));
  const owner = provider === 'youtube' ? 'google' : provider;
  const code = double.issueCode(owner, identity, challenge, opts.idToken);
  return { code, state: started.state, codeVerifier: started.codeVerifier };
}

describe('sign-in providers: code exchange, profile, ID token', () => {
  const cases = [
    {
      provider: 'google',
      identity: { id: 'g-100', handle: 'Gina Google', email: 'gina@example.com', emailVerified: true },
    },
    {
      provider: 'twitch',
      identity: { id: '4242', handle: 'tina_twitch', email: 'tina@example.com', emailVerified: true },
    },
    { provider: 'kick', identity: { id: '777', handle: 'kim_kick', email: 'kim@example.com', emailVerified: true } },
    { provider: 'discord', identity: { id: '9001', handle: 'dora', email: 'dora@example.com', emailVerified: true } },
  ] as const;
  for (const c of cases)
    it(`${c.provider}: new identity → finish profile → linked; tokens not kept, revoked`, async () => {
      const body = await providerCallback(c.provider, c.identity);
      const revokedBefore = double.revoked.length;
      const res = await socialLogin(t, c.provider, body);
      // Revoked at the provider right after the profile (Twitch takes the access token, the others the refresh
      // token); Google's is only dropped, as its revocation would end a YouTube link of the same person too.
      const revoked = double.revoked.slice(revokedBefore);
      if (c.provider === 'google') expect(revoked).toEqual([]);
      else expect(revoked).toEqual([expect.stringMatching(c.provider === 'twitch' ? /^at_/ : /^rt_/)]);
      expect(res.statusCode).toBe(202);
      // Kick does not say whether an email is verified: never trusted.
      expect(res.json().emailKnown).toBe(c.provider !== 'kick');
      const username = `${c.provider}_real`;
      const done = await register({
        registrationToken: res.json().registrationToken,
        username,
        birthdate: '1990-05-17',
        ...(c.provider === 'kick' ? { email: 'kim.typed@example.com' } : {}),
      });
      expect(done.statusCode).toBe(200);
      const [link] = await t.deps.database.db
        .select()
        .from(linkedAccounts)
        .where(eq(linkedAccounts.providerUserId, c.identity.id));
      expect(link).toMatchObject({ provider: c.provider, accessTokenEnc: null, refreshTokenEnc: null });
      const pending = await t.deps.database.db.select().from(oauthPendingSignups);
      expect(pending.every((p) => p.accessTokenEnc === null && p.refreshTokenEnc === null)).toBe(true);
    });

  it('the Google ID token is verified: expired, tampered or for another client is refused, nothing written', async () => {
    for (const kind of ['expired', 'tampered', 'wrong-audience', 'none'] as const) {
      const body = await providerCallback(
        'google',
        { id: `g-${kind}`, handle: kind, email: `${kind}@example.com`, emailVerified: true },
        { idToken: kind },
      );
      const before = await snapshot();
      const res = await socialLogin(t, 'google', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SOCIAL_AUTH_MSG.idTokenInvalid('Google'));
      expect(await snapshot()).toEqual(before);
    }
    expect(double.calls).toContain('GET /www.googleapis.com/oauth2/v3/certs');
  });

  it("Twitch's ID token is checked too; without one its email is not trusted", async () => {
    const tampered = await providerCallback(
      'twitch',
      { id: '5150', handle: 'tw_bad', email: 'twbad@example.com', emailVerified: true },
      { idToken: 'tampered' },
    );
    expect((await socialLogin(t, 'twitch', tampered)).json().message).toBe(SOCIAL_AUTH_MSG.idTokenInvalid('Twitch'));
    const plain = await providerCallback(
      'twitch',
      { id: '5151', handle: 'tw_plain', email: 'twplain@example.com', emailVerified: true },
      { idToken: 'none' },
    );
    expect((await socialLogin(t, 'twitch', plain)).json()).toMatchObject({ emailKnown: false });
  });

  it('a wrong verifier is refused by the provider (PKCE); a used code too', async () => {
    const body = await providerCallback('discord', {
      id: '31337',
      handle: 'pkce',
      email: 'pkce@example.com',
      emailVerified: true,
    });
    const before = await snapshot();
    const wrong = await socialLogin(t, 'discord', { ...body, codeVerifier: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SOCIAL_AUTH_MSG.exchangeFailed('Discord'));
    expect(await snapshot()).toEqual(before);
  });
});

describe('provider emails are matched as accounts hold them', () => {
  it('Foo@X.com verified at Google finds foo@x.com: log in and link, nothing written', async () => {
    await createUser(t.deps, { email: 'gina.case@example.com' });
    const body = await providerCallback('google', {
      id: 'g-case',
      handle: 'Gina Case',
      email: ' Gina.Case@Example.COM ',
      emailVerified: true,
    });
    const before = await snapshot();
    const res = await socialLogin(t, 'google', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SOCIAL_AUTH_MSG.emailTaken('Google'));
    expect(await snapshot()).toEqual(before);
  });

  it('a new account made from a mixed-case provider email holds it in lower case', async () => {
    const body = await providerCallback('discord', {
      id: '4711',
      handle: 'casey',
      email: 'New.Casey@Example.COM',
      emailVerified: true,
    });
    const res = await socialLogin(t, 'discord', body);
    expect(res.json()).toMatchObject({ needsProfile: true, emailKnown: true });
    const done = await register({
      registrationToken: res.json().registrationToken,
      username: 'casey_discord',
      birthdate: '1990-05-17',
    });
    expect(done.statusCode).toBe(200);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.scUsername, 'casey_discord'));
    expect(user).toMatchObject({ email: 'new.casey@example.com', isVerified: true });
  });
});

describe('provider errors: a clear message, never a 500, nothing written', () => {
  it('an expired Twitch ID token is refused; the token it came with is revoked', async () => {
    const body = await providerCallback(
      'twitch',
      { id: '6006', handle: 'tw_expired', email: 'twexp@example.com', emailVerified: true },
      { idToken: 'expired' },
    );
    const before = await snapshot();
    const revokedBefore = double.revoked.length;
    const res = await socialLogin(t, 'twitch', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SOCIAL_AUTH_MSG.idTokenInvalid('Twitch'));
    expect(await snapshot()).toEqual(before);
    expect(double.revoked.slice(revokedBefore)).toEqual([expect.stringMatching(/^at_/)]);
  });

  it('a provider that is down or answers garbage: the exchange failed message', async () => {
    const failing = (host: string, answer: () => Promise<Response>) =>
      vi.stubGlobal('fetch', (async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return url.host === host ? answer() : double.fetch(input, init);
      }) as typeof fetch);
    const cases = [
      // The token endpoint unreachable.
      ['discord', 'discord.com', () => Promise.reject(new TypeError('fetch failed'))],
      // The profile call answers an error page.
      ['twitch', 'api.twitch.tv', async () => new Response('<html>Bad gateway</html>', { status: 502 })],
      // The profile call answers 200 with something that is not JSON.
      ['kick', 'api.kick.com', async () => new Response('<html>maintenance</html>', { status: 200 })],
    ] as const;
    try {
      for (const [provider, host, answer] of cases) {
        const body = await providerCallback(provider, {
          id: '8080',
          handle: `${provider}_down`,
          email: 'd@example.com',
        });
        failing(host, answer);
        const before = await snapshot();
        const res = await socialLogin(t, provider, body);
        vi.stubGlobal('fetch', double.fetch);
        expect(res.statusCode).toBe(400);
        const label = { discord: 'Discord', twitch: 'Twitch', kick: 'Kick' }[provider];
        expect(res.json().message).toBe(SOCIAL_AUTH_MSG.exchangeFailed(label));
        expect(await snapshot()).toEqual(before);
      }
    } finally {
      vi.stubGlobal('fetch', double.fetch);
    }
  });
});

describe('tokens kept before sign-in links kept none', () => {
  it('the sweeper empties them and revokes them at the provider (Google: dropped only)', async () => {
    const vault = tokenVault(t.deps.env, t.deps.secret);
    const user = await createUser(t.deps);
    const old = (provider: 'kick' | 'google', id: string) => ({
      userId: user.id,
      provider,
      providerUserId: id,
      handle: `old_${provider}`,
      accessTokenEnc: vault.seal(`at_old_${provider}`),
      refreshTokenEnc: vault.seal(`rt_old_${provider}`),
      accessExpiresAt: new Date(t.clock.now().getTime() + 3600_000),
    });
    await t.deps.database.db.insert(linkedAccounts).values([old('kick', '5555'), old('google', 'g-old')]);
    const done = await sweepOnce(t.deps, socialAuthSweepJobs);
    expect(done.unkeptOauthTokens).toBeGreaterThan(0);
    const rows = await t.deps.database.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, user.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ accessTokenEnc: null, refreshTokenEnc: null });
    expect(double.revoked).toContain('rt_old_kick');
    expect(double.revoked.filter((r) => r.includes('old_google'))).toEqual([]);
  });
});

describe('upload links: YouTube (Google client) and TikTok', () => {
  it('link, then validate-upload-tokens refreshes near expiry; unlink revokes at the provider', async () => {
    const user = await createUser(t.deps);
    let headers = await authHeaders(t.deps, user);
    for (const [provider, identity] of [
      ['youtube', { id: 'UC123', handle: 'my channel' }],
      ['tiktok', { id: 'tt-open-1', handle: 'tok_person' }],
    ] as const) {
      const body = await providerCallback(provider, identity, { headers });
      const res = await linkStream(t, headers, { ...body, platform: provider });
      expect(res.statusCode).toBe(200);
      expect(res.json().account).toMatchObject({ provider, signIn: false });
    }
    const [yt] = await t.deps.database.db
      .select()
      .from(linkedAccounts)
      .where(eq(linkedAccounts.providerUserId, 'UC123'));
    expect(yt!.handle).toBe('@my channel');
    // Upload links keep their tokens, sealed at rest.
    const vault = tokenVault(t.deps.env, t.deps.secret);
    expect(yt!.accessTokenEnc).not.toMatch(/^at_/);
    expect(vault.decrypt(yt!.accessTokenEnc!)).toMatch(/^at_/);
    expect(vault.decrypt(yt!.refreshTokenEnc!)).toMatch(/^rt_/);

    t.clock.advance(57 * 60_000);
    headers = await authHeaders(t.deps, user);
    const calls = double.calls.length;
    // Two checks at once: the row lock lets one refresh; the other finds the fresh token.
    const checks = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/v1/utils/validate-upload-tokens',
          headers,
          payload: { platform: 'tiktok' },
        }),
      ),
    );
    for (const check of checks) expect(check.json()).toMatchObject({ isValid: true });
    expect(double.calls.slice(calls).filter((c) => c === 'POST /open.tiktokapis.com/v2/oauth/token/')).toHaveLength(1);

    const unlink = await t.app.inject({ method: 'DELETE', url: '/v1/users/linked-accounts/youtube', headers });
    expect(unlink.statusCode).toBe(200);
    expect(double.revoked.at(-1)).toMatch(/^rt_/);
  });
});
