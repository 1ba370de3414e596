import { MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { BIRTHDATE, lastMail, linkToken, mailCode, mailsTo, PASSWORD, post, uniqueUser } from './testing';

describe('email verification', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signUp() {
    const u = uniqueUser('ver');
    const res = await post(t, '/v1/auth/register', { ...u, password: PASSWORD, birthdate: BIRTHDATE });
    expect(res.statusCode).toBe(201);
    const mail = await lastMail(t, u.email);
    return { ...u, token: linkToken(mail.text, '/verify-email'), code: mailCode(mail.text) };
  }
  const isVerified = async (email: string) =>
    (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0]!.isVerified;
  const login = (email: string) => post(t, '/v1/auth/login', { email, password: PASSWORD });

  it('refuses login before verification with the exact spec message', async () => {
    const u = await signUp();
    const res = await login(u.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: ' Email not verified', code: 'EMAIL_NOT_VERIFIED' });
  });

  it('verifies by the mailed link once; the link then stops working', async () => {
    const u = await signUp();
    const res = await post(t, '/v1/auth/verify-email', { token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: MSG.verified });
    expect(await isVerified(u.email)).toBe(true);
    expect((await login(u.email)).statusCode).toBe(200);

    const again = await post(t, '/v1/auth/verify-email', { token: u.token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.alreadyVerified);
  });

  it('verifies by email + code, and the code works once', async () => {
    const u = await signUp();
    const res = await post(t, '/v1/auth/verify-email', { email: u.email.toUpperCase(), code: u.code });
    expect(res.statusCode).toBe(200);
    expect(await isVerified(u.email)).toBe(true);
    const again = await post(t, '/v1/auth/verify-email', { email: u.email, code: u.code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.alreadyVerified);
  });

  it('refuses unknown links and codes with clear messages', async () => {
    const bad = await post(t, '/v1/auth/verify-email', { token: 'x'.repeat(43) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.invalidVerifyLink);
    const unknown = await post(t, '/v1/auth/verify-email', { email: 'nobody@example.com', code: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MSG.invalidVerifyCode);
  });

  it('kills the code after 5 wrong tries, even for the right code; the link still works', async () => {
    const u = await signUp();
    const wrong = u.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post(t, '/v1/auth/verify-email', { email: u.email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.invalidVerifyCode);
    }
    const right = await post(t, '/v1/auth/verify-email', { email: u.email, code: u.code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MSG.verifyCodeTooManyTries);
    expect(await isVerified(u.email)).toBe(false);
    expect((await post(t, '/v1/auth/verify-email', { token: u.token })).statusCode).toBe(200);
  });

  it('accepts the right code on the fifth try', async () => {
    const u = await signUp();
    const wrong = u.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await post(t, '/v1/auth/verify-email', { email: u.email, code: wrong });
    expect((await post(t, '/v1/auth/verify-email', { email: u.email, code: u.code })).statusCode).toBe(200);
  });

  it('expires link and code after 24 hours', async () => {
    const u = await signUp();
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const byLink = await post(t, '/v1/auth/verify-email', { token: u.token });
    expect(byLink.statusCode).toBe(400);
    expect(byLink.json().message).toBe(MSG.invalidVerifyLink);
    const byCode = await post(t, '/v1/auth/verify-email', { email: u.email, code: u.code });
    expect(byCode.statusCode).toBe(400);
    expect(byCode.json().message).toBe(MSG.invalidVerifyCode);
    expect(await isVerified(u.email)).toBe(false);
  });

  it('resend mails a fresh link and code and kills the old ones', async () => {
    const u = await signUp();
    const res = await post(t, '/v1/auth/resend-email', { email: u.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: MSG.verificationSent });
    expect(await mailsTo(t, u.email)).toHaveLength(2);
    const mail = await lastMail(t, u.email);
    const fresh = linkToken(mail.text, '/verify-email');
    expect(fresh).not.toBe(u.token);
    const old = await post(t, '/v1/auth/verify-email', { token: u.token });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(MSG.invalidVerifyLink);
    expect((await post(t, '/v1/auth/verify-email', { token: fresh })).statusCode).toBe(200);
  });

  // It answered 400 'already verified' before, which told anyone which emails have a verified account (issue 18).
  it('resend: already verified and unknown emails → the same 200 without a mail', async () => {
    const u = await signUp();
    await post(t, '/v1/auth/verify-email', { token: u.token });
    const verified = await post(t, '/v1/auth/resend-email', { email: u.email });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(MSG.verificationSent);
    expect(await mailsTo(t, u.email)).toHaveLength(1);

    const unknown = await post(t, '/v1/auth/resend-email', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(MSG.verificationSent);
    expect(await mailsTo(t, 'ghost@example.com')).toHaveLength(0);

    const invalid = await post(t, '/v1/auth/resend-email', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(MSG.emailInvalid);
  });
});
