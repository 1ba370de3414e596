import { MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, BIRTHDATE, lastMail, linkToken, mailCode, PASSWORD, post, uniqueUser } from './testing';

describe('verification signs in the browser that registered', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signUp() {
    const u = uniqueUser('vses');
    const res = await post(t, '/v1/auth/register', { ...u, password: PASSWORD, birthdate: BIRTHDATE });
    expect(res.statusCode).toBe(201);
    const ticket = res.json().data.signupTicket as string;
    const mail = await lastMail(t, u.email);
    return { ...u, ticket, token: linkToken(mail.text, '/verify-email'), code: mailCode(mail.text) };
  }
  const settingsWith = (tokens: { accessToken: string; idToken: string }) =>
    t.app.inject({ url: '/v1/setting', headers: authHeaders(tokens) });

  it('the mailed link with the signup ticket answers a session the way login does', async () => {
    const u = await signUp();
    expect(u.ticket).toMatch(/^[0-9a-f]{64}$/);
    const res = await post(t, '/v1/auth/verify-email', { token: u.token, signupTicket: u.ticket });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: MSG.verified, email: u.email });
    expect(body.user).toMatchObject({
      accessToken: expect.any(String),
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { email: u.email, sc_username: u.username, roles: { name: 'user' } },
    });
    expect((await settingsWith(body.user)).statusCode).toBe(200);
    const refreshed = await post(t, '/v1/auth/refresh-tokens', {
      userId: body.user.user.id,
      refreshToken: body.user.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('the 6-digit code with the signup ticket signs in too', async () => {
    const u = await signUp();
    const res = await post(t, '/v1/auth/verify-email', { email: u.email, code: u.code, signupTicket: u.ticket });
    expect(res.statusCode).toBe(200);
    expect((await settingsWith(res.json().user)).statusCode).toBe(200);
  });

  it('a link opened elsewhere (no ticket, or another account’s) verifies without a session and answers the email', async () => {
    const u = await signUp();
    const other = await signUp();
    const wrong = await post(t, '/v1/auth/verify-email', { token: u.token, signupTicket: other.ticket });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ status: 200, message: MSG.verified, msg: MSG.verified, email: u.email });

    const bare = await post(t, '/v1/auth/verify-email', { token: other.token });
    expect(bare.json()).toEqual({ status: 200, message: MSG.verified, msg: MSG.verified, email: other.email });
    expect((await post(t, '/v1/auth/login', { email: other.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('the ticket alone opens nothing: a spent link with the right ticket is refused', async () => {
    const u = await signUp();
    expect((await post(t, '/v1/auth/verify-email', { token: u.token })).statusCode).toBe(200);
    const again = await post(t, '/v1/auth/verify-email', { token: u.token, signupTicket: u.ticket });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.alreadyVerified);
    expect(again.json().user).toBeUndefined();
  });
});
