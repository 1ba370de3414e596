import { MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, loginUser, PASSWORD, post } from './testing';

describe('POST /v1/auth/login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs a verified user in with the spec response shape and working tokens', async () => {
    const user = await createUser(t);
    const res = await post(t, '/v1/auth/login', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 200,
      message: 'LoggedIn Successfully',
      user: {
        user: {
          id: String(user.id),
          email: user.email,
          sc_username: user.scUsername,
          image_url: null,
          roles: { name: 'user' },
        },
      },
    });
    expect(body.userTier).toBeUndefined();
    expect(body.token).toBeUndefined();
    const { accessToken, idToken, refreshToken } = body.user;
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    const id = await t.deps.tokens.verifyId(idToken);
    expect(id).toMatchObject({
      sub: String(user.id),
      email: user.email,
      sc_username: user.scUsername,
      role: 'user',
      image_url: null,
      isVerified: true,
    });
    expect((await t.deps.tokens.verifyAccess(accessToken))?.sub).toBe(String(user.id));
    const setting = await t.app.inject({ url: '/v1/setting', headers: { accessToken, idToken } });
    expect(setting.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const user = await createUser(t);
    const wrong = await post(t, '/v1/auth/login', { email: user.email, password: 'Wrong#pass1' });
    const unknown = await post(t, '/v1/auth/login', { email: 'nobody.here@example.com', password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, message: MSG.invalidCredentials });
    }
  });

  it('validates the payload with the spec messages', async () => {
    const empty = await post(t, '/v1/auth/login', { email: '', password: PASSWORD });
    expect(empty.json()).toMatchObject({ status: 400, message: MSG.emailRequired });
    const bad = await post(t, '/v1/auth/login', { email: 'bad', password: PASSWORD });
    expect(bad.json().message).toBe(MSG.emailInvalid);
    const noPassword = await post(t, '/v1/auth/login', { email: 'a@example.com', password: '' });
    expect(noPassword.json().message).toBe(MSG.passwordRequired);
  });

  it("answers an unverified user 403 ' Email not verified' (leading space) without tokens", async () => {
    const user = await createUser(t, { verified: false });
    const res = await post(t, '/v1/auth/login', { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: ' Email not verified' });
    expect(res.json().user).toBeUndefined();
  });

  describe('suspended accounts get 403 "suspended"', () => {
    const suspend = (id: number) =>
      t.deps.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));

    it('on login', async () => {
      const user = await createUser(t);
      await suspend(user.id);
      const res = await post(t, '/v1/auth/login', { email: user.email, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'suspended', code: 'SUSPENDED' });
    });

    it('on refresh and on authenticated calls with tokens issued before the suspension', async () => {
      const user = await createUser(t);
      const tokens = await loginUser(t, user.email);
      await suspend(user.id);
      const refresh = await post(t, '/v1/auth/refresh-tokens', {
        userId: tokens.userId,
        refreshToken: tokens.refreshToken,
      });
      expect(refresh.statusCode).toBe(403);
      expect(refresh.json().message).toBe('suspended');
      const call = await t.app.inject({ url: '/v1/setting', headers: authHeaders(tokens) });
      expect(call.statusCode).toBe(403);
      expect(call.json().message).toBe('suspended');
    });

    it('but a wrong password on a suspended account still answers 401', async () => {
      const user = await createUser(t);
      await suspend(user.id);
      const res = await post(t, '/v1/auth/login', { email: user.email, password: 'Wrong#pass1' });
      expect(res.statusCode).toBe(401);
    });
  });
});
