import { MSG, SIGN_IN_PROVIDERS, SOCIAL_AUTH_MSG } from '@crowns/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devMails,
  linkedAccounts,
  oauthPendingSignups,
  oauthStates,
  sandboxOauthGrants,
  streams,
  users,
} from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import { RateLimiter } from '../../platform/rate-limit';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser } from '../../test/users';
import { consent, sandboxCallback, socialLogin, startOauth } from './testing';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BIRTHDATE = '1990-05-17';
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/auth/oauth-register', payload });
const rows = async (table: typeof users | typeof linkedAccounts | typeof oauthPendingSignups) =>
  Number((await t.deps.database.db.select({ n: count() }).from(table))[0]!.n);
/** What a refusal must leave untouched. */
const snapshot = async () => ({
  users: await rows(users),
  links: await rows(linkedAccounts),
  pending: await rows(oauthPendingSignups),
});

describe('sign-up and sign-in through every provider (sandbox)', () => {
  it('offers every sign-in provider in development (the sandbox stands in for those without credentials)', async () => {
    const res = await t.app.inject({ url: '/v1/auth/oauth-providers' });
    expect(res.json()).toEqual({ status: 200, data: ['twitch', 'kick', 'google', 'discord'] });
  });

  for (const provider of SIGN_IN_PROVIDERS)
    it(`${provider}: consent page → callback → finish the profile → signed in; then signs in directly`, async () => {
      const started = await startOauth(t, provider, { returnTo: '/bounties' });
      const authorize = new URL(started.url);
      expect(authorize.pathname).toBe(`/oauth/sandbox/${provider}/authorize`);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`http://localhost:3000/auth/${provider}authcallback`);
      const page = await t.app.inject({ url: `${authorize.pathname}${authorize.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('sandbox_streamer');
      expect(page.body).toContain('Allow');

      const who = { handle: `fan_${provider}`, email: `fan_${provider}@example.com`, verified: true };
      const back = await consent(t, started.url, who);
      expect(back.pathname).toBe(`/auth/${provider}authcallback`);
      expect(back.searchParams.get('state')).toBe(started.state);
      const body = { code: back.searchParams.get('code')!, state: started.state, codeVerifier: started.codeVerifier };

      const first = await socialLogin(t, provider, body);
      expect(first.statusCode).toBe(202);
      const signup = first.json();
      expect(signup).toMatchObject({ needsProfile: true, provider, suggestedUsername: who.handle, emailKnown: true });

      const done = await register({
        registrationToken: signup.registrationToken,
        username: who.handle,
        birthdate: BIRTHDATE,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ message: MSG.loggedIn, returnTo: '/bounties' });
      const userId = Number(done.json().user.user.id);
      const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ email: who.email, scUsername: who.handle, isVerified: true, passwordHash: null });
      const [link] = await t.deps.database.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
      expect(link).toMatchObject({ provider, handle: who.handle, providerUserId: `sbx-${provider}-${who.handle}` });
      // Sign-in needs the identity once: no tokens kept; revoked at the provider, except Google's (decision 019).
      expect(link).toMatchObject({ accessTokenEnc: null, refreshTokenEnc: null, accessExpiresAt: null });
      const grants = await t.deps.database.db
        .select()
        .from(sandboxOauthGrants)
        .where(eq(sandboxOauthGrants.provider, provider));
      const mine = grants.filter((g) => (g.identity as { handle: string }).handle === who.handle);
      expect(mine.map((g) => g.revokedAt !== null)).toEqual([provider !== 'google']);

      // The registration token is single use.
      const again = await register({
        registrationToken: signup.registrationToken,
        username: `${who.handle}2`,
        birthdate: BIRTHDATE,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(SOCIAL_AUTH_MSG.signupExpired);

      const next = await sandboxCallback(t, provider, who);
      const signIn = await socialLogin(t, provider, next.body);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.user.id).toBe(String(userId));
      const me = await t.app.inject({
        url: '/v1/users/me',
        headers: { accessToken: signIn.json().user.accessToken, idToken: signIn.json().user.idToken },
      });
      expect(me.statusCode).toBe(200);
    });

  it('twitch sign-up makes the account a streamer with its channel named after the handle', async () => {
    const { body } = await sandboxCallback(t, 'twitch', {
      handle: 'chan_owner',
      email: 'chan_owner@example.com',
      verified: true,
    });
    const { registrationToken } = (await socialLogin(t, 'twitch', body)).json();
    const done = await register({ registrationToken, username: 'chan_owner', birthdate: BIRTHDATE });
    const userId = Number(done.json().user.user.id);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.isStreamer).toBe(true);
    const [row] = await t.deps.database.db.select().from(streams).where(eq(streams.userId, userId));
    expect(row).toMatchObject({ platform: 'twitch', displayName: 'chan_owner', isLive: false });
  });

  it('an unverified provider email is not trusted: the form asks for one, verified by mail', async () => {
    const { body } = await sandboxCallback(t, 'discord', 'sandbox_unverified');
    const res = await socialLogin(t, 'discord', body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ emailKnown: false });
    const { registrationToken } = res.json();
    const noEmail = await register({ registrationToken, username: 'unverified_fan', birthdate: BIRTHDATE });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(SOCIAL_AUTH_MSG.emailRequired);
    const tooYoung = await register({
      registrationToken,
      username: 'unverified_fan',
      birthdate: '2015-01-01',
      email: 'x@example.com',
    });
    expect(tooYoung.statusCode).toBe(400);
    const done = await register({
      registrationToken,
      username: 'unverified_fan',
      birthdate: BIRTHDATE,
      email: 'typed@example.com',
    });
    expect(done.statusCode).toBe(200);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, 'typed@example.com'));
    expect(user!.isVerified).toBe(false);
    const mails = await t.deps.database.db.select().from(devMails).where(eq(devMails.to, 'typed@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('a taken username answers as sign-up does and keeps the registration token usable', async () => {
    const taken = await createUser(t.deps);
    const { body } = await sandboxCallback(t, 'kick', {
      handle: 'kick_person',
      email: 'kp@example.com',
      verified: true,
    });
    const { registrationToken } = (await socialLogin(t, 'kick', body)).json();
    const res = await register({ registrationToken, username: taken.scUsername, birthdate: BIRTHDATE });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.usernameTaken);
    expect((await register({ registrationToken, username: 'kick_person', birthdate: BIRTHDATE })).statusCode).toBe(200);
  });

  it('admins signing in with a linked provider get the mailed one-time code; suspended accounts the usual 403', async () => {
    for (const kind of ['admin', 'suspended'] as const) {
      const who = { handle: `${kind}_person`, email: `${kind}_person@example.com`, verified: true };
      const { body } = await sandboxCallback(t, 'google', who);
      const { registrationToken } = (await socialLogin(t, 'google', body)).json();
      const done = await register({ registrationToken, username: who.handle, birthdate: BIRTHDATE });
      const id = Number(done.json().user.user.id);
      await t.deps.database.db
        .update(users)
        .set(kind === 'admin' ? { role: 'admin' } : { suspendedAt: t.clock.now() })
        .where(eq(users.id, id));
      const next = await sandboxCallback(t, 'google', who);
      const res = await socialLogin(t, 'google', next.body);
      if (kind === 'admin') {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ message: MSG.otpSent, userTier: 'admin' });
        expect(res.json().token).toBeTruthy();
        expect(res.json().user).toBeUndefined();
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MSG.suspended);
      }
    }
  });
});

describe('refusals: clear message, nothing written', () => {
  it('a verified provider email of an existing account: log in and link, never a silent merge', async () => {
    await createUser(t.deps, { email: 'owner@example.com' });
    const { body } = await sandboxCallback(t, 'twitch', {
      handle: 'owner_tw',
      email: 'owner@example.com',
      verified: true,
    });
    const before = await snapshot();
    const res = await socialLogin(t, 'twitch', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SOCIAL_AUTH_MSG.emailTaken('Twitch'));
    expect(await snapshot()).toEqual(before);
    // The same email unverified at the provider is not matched: a separate sign-up that asks for an email.
    const other = await sandboxCallback(t, 'twitch', {
      handle: 'owner_tw2',
      email: 'owner@example.com',
      verified: false,
    });
    expect((await socialLogin(t, 'twitch', other.body)).json()).toMatchObject({ emailKnown: false });
  });

  it('wrong, replayed or foreign state; replayed code; missing or wrong verifier', async () => {
    const who = { handle: 'careful', email: 'careful@example.com', verified: true };
    const { body } = await sandboxCallback(t, 'kick', who);
    const expectRefused = async (provider: string, payload: object, message: string) => {
      const before = await snapshot();
      const res = await socialLogin(t, provider, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await snapshot()).toEqual(before);
    };
    await expectRefused('kick', { ...body, state: 'not-the-state' }, SOCIAL_AUTH_MSG.stateInvalid);
    await expectRefused('kick', { ...body, codeVerifier: '' }, SOCIAL_AUTH_MSG.verifierMissing);
    await expectRefused('kick', { ...body, code: '' }, SOCIAL_AUTH_MSG.codeMissing);
    // A Kick state is not a Twitch one (and is not used up by trying).
    await expectRefused('twitch', body, SOCIAL_AUTH_MSG.stateInvalid);
    // Wrong verifier: the PKCE check at the provider refuses the code.
    await expectRefused('kick', { ...body, codeVerifier: 'x'.repeat(43) }, SOCIAL_AUTH_MSG.exchangeFailed('Kick'));
    // The state is used once.
    await expectRefused('kick', body, SOCIAL_AUTH_MSG.stateInvalid);

    // A used code with a fresh state: refused, and the grant it gave is revoked.
    const good = await sandboxCallback(t, 'kick', who);
    expect((await socialLogin(t, 'kick', good.body)).statusCode).toBe(202);
    // The same callback again (a reload, or someone who saw the URL): its state is used.
    await expectRefused('kick', good.body, SOCIAL_AUTH_MSG.stateInvalid);
    const fresh = await startOauth(t, 'kick');
    await expectRefused(
      'kick',
      { ...good.body, state: fresh.state, codeVerifier: good.body.codeVerifier },
      SOCIAL_AUTH_MSG.exchangeFailed('Kick'),
    );
    const [grant] = await t.deps.database.db
      .select()
      .from(sandboxOauthGrants)
      .where(eq(sandboxOauthGrants.codeHash, sha256(good.body.code)));
    expect(grant!.revokedAt).not.toBeNull();
  });

  it('two callbacks with the same state at once: one goes through, the other is refused', async () => {
    const { body } = await sandboxCallback(t, 'twitch', {
      handle: 'racer',
      email: 'racer@example.com',
      verified: true,
    });
    const answers = await Promise.all([socialLogin(t, 'twitch', body), socialLogin(t, 'twitch', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 400]);
    const pending = await t.deps.database.db
      .select()
      .from(oauthPendingSignups)
      .where(eq(oauthPendingSignups.handle, 'racer'));
    expect(pending).toHaveLength(1);
  });

  it('an expired state or code is refused', async () => {
    const who = { handle: 'slowpoke', email: 'slowpoke@example.com', verified: true };
    const late = await sandboxCallback(t, 'discord', who);
    t.clock.advance(3 * 60_000); // the code lives 2 minutes
    const res = await socialLogin(t, 'discord', late.body);
    expect(res.json().message).toBe(SOCIAL_AUTH_MSG.exchangeFailed('Discord'));
    const started = await startOauth(t, 'discord');
    t.clock.advance(11 * 60_000); // the state lives 10 minutes
    expect(
      (await socialLogin(t, 'discord', { code: 'x', state: started.state, codeVerifier: started.codeVerifier })).json()
        .message,
    ).toBe(SOCIAL_AUTH_MSG.stateInvalid);
  });

  it('Cancel on the consent page returns access_denied with the state', async () => {
    const started = await startOauth(t, 'google');
    const back = await consent(t, started.url, 'sandbox_viewer', 'cancel');
    expect(back.pathname).toBe('/auth/googleauthcallback');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(started.state);
  });

  it('the consent page serves only our own callback address', async () => {
    const started = new URL((await startOauth(t, 'twitch')).url);
    started.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const page = await t.app.inject({ url: `${started.pathname}${started.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('did not register');
  });

  it('signing in with an upload platform or linking signed out is refused', async () => {
    const yt = await t.app.inject({ url: '/v1/auth/oauth-url?provider=youtube&intent=login' });
    expect(yt.statusCode).toBe(400);
    const link = await t.app.inject({ url: '/v1/auth/oauth-url?provider=kick&intent=link' });
    expect(link.statusCode).toBe(401);
    expect(link.json().message).toBe(SOCIAL_AUTH_MSG.loginRequiredToLink);
  });
});

describe('the sweeper clears expired states and sign-ups', () => {
  it('deletes them once past their time', async () => {
    await startOauth(t, 'twitch');
    t.clock.advance(31 * 60_000);
    const { sweepDue } = await import('../index');
    await sweepDue(t.deps);
    const live = await t.deps.database.db.select().from(oauthStates);
    expect(live.filter((s) => s.expiresAt <= t.clock.now())).toEqual([]);
    expect(
      (await t.deps.database.db.select().from(oauthPendingSignups)).filter((p) => p.expiresAt <= t.clock.now()),
    ).toEqual([]);
  });

  it('keeps a fresh code through a sweep when the app clock runs days ahead of the database clock', async () => {
    // Browser tests move the app clock; a grant's age must be read on that clock, or the sweep takes it mid-flow.
    t.clock.advance(8 * 24 * 60 * 60_000);
    const who = { handle: 'timetraveller', email: 'timetraveller@example.com', verified: true };
    const back = await sandboxCallback(t, 'twitch', who);
    const { sweepDue } = await import('../index');
    await sweepDue(t.deps);
    const res = await socialLogin(t, 'twitch', back.body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ needsProfile: true, suggestedUsername: who.handle });
  });
});

describe('production without provider credentials', () => {
  it('offers no sandbox sign-in: providers are off and the consent page does not exist', async () => {
    const prod = await createTestApp(
      {},
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        STRIPE_SECRET_KEY: 'sk_test_123',
        PAYOUTS_PROVIDER: 'stripe',
        PUBLIC_URL: 'https://crowns.example',
        SMTP_URL: 'smtp://mail.example:587',
        PGLITE_IN_PRODUCTION: 'true',
        DISCORD_CLIENT_ID: 'discord-client',
        DISCORD_CLIENT_SECRET: 'discord-secret',
      },
    );
    try {
      const off = await prod.app.inject({ url: '/v1/auth/oauth-url?provider=twitch' });
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toBe(SOCIAL_AUTH_MSG.providerOff('Twitch'));
      // (Unknown paths get the web app's fallback page, if built, never the consent page.)
      expect((await prod.app.inject({ url: '/oauth/sandbox/twitch/authorize' })).body).not.toContain('test account');
      // A configured provider is offered, with the real authorize URL.
      const on = await prod.app.inject({ url: '/v1/auth/oauth-url?provider=discord' });
      expect(new URL(on.json().url).host).toBe('discord.com');
      const user = await createUser(prod.deps);
      const list = await prod.app.inject({
        url: '/v1/users/linked-accounts',
        headers: await authHeaders(prod.deps, user),
      });
      expect(list.json().available).toEqual(['discord']);
      // The login modal offers only that one.
      expect((await prod.app.inject({ url: '/v1/auth/oauth-providers' })).json()).toEqual({
        status: 200,
        data: ['discord'],
      });
    } finally {
      await prod.close();
    }
  });
});

describe('rate limits, as login', () => {
  it('the callback exchange and the redirect start are limited per address', async () => {
    const clock = new ManualClock();
    const small = { limit: 2, windowMs: 60_000 };
    const limited = await createTestApp({
      clock,
      rateLimiter: new RateLimiter({ clock, overrides: { 'oauth-login:ip': small, 'oauth-url:ip': small } }),
    });
    try {
      const body = { code: 'c', state: 's', codeVerifier: 'v' };
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await socialLogin(limited, 'twitch', body)).statusCode);
      expect(answers).toEqual([400, 400, 429]);
      const starts = [];
      for (let i = 0; i < 3; i++)
        starts.push((await limited.app.inject({ url: '/v1/auth/oauth-url?provider=kick' })).statusCode);
      expect(starts).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
