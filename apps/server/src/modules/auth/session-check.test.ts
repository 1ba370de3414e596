import { MSG } from '@crowns/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser as createAnyUser, authHeaders as signedInHeaders } from '../../test/users';
import { authHeaders, createUser, lastMail, linkToken, loginUser, post } from './testing';

/** Every signed-in request checks that the access token's session (its refresh-token family) is still live. */
describe('session check on each request', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const notifications = (tokens: { accessToken: string; idToken: string }) =>
    t.app.inject({ method: 'GET', url: '/v1/notification', headers: authHeaders(tokens) });

  it('refuses the access token of a logged-out session at once; the other session goes on', async () => {
    const user = await createUser(t);
    const phone = await loginUser(t, user.email);
    const laptop = await loginUser(t, user.email);
    expect((await notifications(phone)).statusCode).toBe(200);

    expect((await post(t, '/v1/auth/logout', { refreshToken: phone.refreshToken })).statusCode).toBe(200);
    const after = await notifications(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await notifications(laptop)).statusCode).toBe(200);
  });

  it('refuses every access token of the account after a password reset', async () => {
    const user = await createUser(t);
    const one = await loginUser(t, user.email);
    const two = await loginUser(t, user.email);
    await post(t, '/v1/auth/forgot-password', { email: user.email });
    const token = linkToken((await lastMail(t, user.email)).text, '/reset-password');
    expect((await post(t, '/v1/auth/reset-password', { token, password: 'N3w-Passw0rd!' })).statusCode).toBe(200);

    expect((await notifications(one)).statusCode).toBe(401);
    expect((await notifications(two)).statusCode).toBe(401);
  });

  it("answers a suspended account 403 'suspended' (not 401), though its sessions are revoked", async () => {
    const admin = await createAnyUser(t.deps, { role: 'admin' });
    const user = await createUser(t);
    const session = await loginUser(t, user.email);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${user.id}/suspend`,
      headers: await signedInHeaders(t.deps, admin),
    });
    expect(suspend.statusCode).toBe(200);
    const res = await notifications(session);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.suspended);
  });

  it('refuses an access token signed before sessions were checked (no session claim) with 401; refresh still works', async () => {
    const user = await createUser(t);
    const session = await loginUser(t, user.email);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const legacy = await new SignJWT({ role: 'user', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .setIssuer('crowns')
      .sign(new TextEncoder().encode(t.deps.secret));
    const res = await notifications({ accessToken: legacy, idToken: session.idToken });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

    const refreshed = await post(t, '/v1/auth/refresh-tokens', session);
    expect(refreshed.statusCode).toBe(200);
    expect((await notifications(refreshed.json().tokens)).statusCode).toBe(200);
  });
});
