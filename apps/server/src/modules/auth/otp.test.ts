import { MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser, lastMail, mailCode, mailsTo, PASSWORD, post } from './testing';

describe('admin two-factor sign-in', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function startLogin(role: 'admin' | 'read_only_admin' = 'admin') {
    const admin = await createUser(t, { role });
    const res = await post(t, '/v1/auth/login', { email: admin.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const code = mailCode((await lastMail(t, admin.email)).text);
    return { admin, body: res.json(), token: res.json().token as string, code };
  }
  const verify = (token: string, otp: string) => post(t, '/v1/auth/verify-otp', { token, otp });
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers userTier and a challenge token (no session tokens) and mails a 6-digit code', async () => {
    const { body, code } = await startLogin();
    expect(body).toMatchObject({ status: 200, message: MSG.otpSent, userTier: 'admin' });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toBeUndefined();
    expect(code).toMatch(/^\d{6}$/);
  });

  it('exchanges token + code for tokens and the role, once', async () => {
    const { admin, token, code } = await startLogin('read_only_admin');
    const res = await verify(token, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 200,
      role: 'read_only_admin',
      tokens: { userId: String(admin.id) },
      user: { id: String(admin.id), email: admin.email, roles: { name: 'read_only_admin' } },
    });
    expect((await t.deps.tokens.verifyAccess(body.tokens.accessToken))?.role).toBe('read_only_admin');
    const refreshed = await post(t, '/v1/auth/refresh-tokens', {
      userId: body.tokens.userId,
      refreshToken: body.tokens.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);

    const again = await verify(token, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MSG.otpSessionInvalid);
  });

  it('refuses wrong codes, then any code after 5 wrong tries', async () => {
    const { token, code } = await startLogin();
    for (let i = 0; i < 5; i++) {
      const res = await verify(token, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.otpInvalid);
    }
    const right = await verify(token, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MSG.otpTooManyTries);
  });

  it('caps parallel guesses at 5 too', async () => {
    const { token, code } = await startLogin();
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(token, wrongCode(code))));
    const messages = results.map((r) => r.json().message);
    expect(messages.filter((m) => m === MSG.otpInvalid)).toHaveLength(5);
    expect(messages.filter((m) => m === MSG.otpTooManyTries)).toHaveLength(3);
  });

  it('expires the code after 10 minutes', async () => {
    const { token, code } = await startLogin();
    t.clock.advance(10 * 60 * 1000 + 1);
    const res = await verify(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.otpExpired);
  });

  it('accepts the code just before 10 minutes', async () => {
    const { token, code } = await startLogin();
    t.clock.advance(10 * 60 * 1000 - 1000);
    expect((await verify(token, code)).statusCode).toBe(200);
  });

  it('refuses unknown tokens with 401 and malformed codes with 400', async () => {
    const res = await verify('q'.repeat(43), '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.otpSessionInvalid);
    const { token } = await startLogin();
    const malformed = await verify(token, '12ab56');
    expect(malformed.statusCode).toBe(400);
  });

  it('resend is refused before 60 s, then answers a new token and kills the old one', async () => {
    const { admin, token, code } = await startLogin();
    t.clock.advance(59 * 1000);
    const early = await post(t, '/v1/auth/resend-otp', { token });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(MSG.otpResendTooSoon);
    expect(early.headers['retry-after']).toBe('1');

    t.clock.advance(1000);
    const res = await post(t, '/v1/auth/resend-otp', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: MSG.otpSent });
    const next = res.json().token as string;
    expect(next).not.toBe(token);
    expect(await mailsTo(t, admin.email)).toHaveLength(2);
    const newCode = mailCode((await lastMail(t, admin.email)).text);

    const old = await verify(token, code);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(MSG.otpSessionInvalid);
    expect((await post(t, '/v1/auth/resend-otp', { token })).statusCode).toBe(401);

    // The 60 s restart with the new token.
    expect((await post(t, '/v1/auth/resend-otp', { token: next })).statusCode).toBe(429);
    expect((await verify(next, newCode)).statusCode).toBe(200);
  });

  it('a new login ends the previous challenge', async () => {
    const first = await startLogin();
    const second = await post(t, '/v1/auth/login', { email: first.admin.email, password: PASSWORD });
    const code = mailCode((await lastMail(t, first.admin.email)).text);
    expect((await verify(first.token, first.code)).statusCode).toBe(401);
    expect((await verify(second.json().token, code)).statusCode).toBe(200);
  });
});
