import { MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser, lastMail, linkToken, loginUser, mailsTo, PASSWORD, post } from './testing';

const NEW_PASSWORD = 'N3w-Passw0rd!';

describe('forgot and reset password', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function requestReset(email: string) {
    const res = await post(t, '/v1/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    return linkToken((await lastMail(t, email)).text, '/reset-password');
  }
  const reset = (token: string, password = NEW_PASSWORD) => post(t, '/v1/auth/reset-password', { token, password });
  const login = (email: string, password: string) => post(t, '/v1/auth/login', { email, password });

  it('mails a reset link; the reset sets a new argon2id hash, works once and ends every session', async () => {
    const user = await createUser(t);
    const session = await loginUser(t, user.email);
    const res = await post(t, '/v1/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(res.json()).toMatchObject({ status: 200, message: MSG.resetLinkSent });
    const mail = await lastMail(t, user.email);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}/);
    const token = linkToken(mail.text, '/reset-password');

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 200, message: MSG.passwordReset });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await post(t, '/v1/auth/refresh-tokens', session);
    expect(refresh.statusCode).toBe(401);

    const again = await reset(token, 'An0ther-pass!');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.invalidResetLink);
  });

  it('expires the link after 1 hour', async () => {
    const user = await createUser(t);
    const token = await requestReset(user.email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidResetLink);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a new request invalidates older unused links', async () => {
    const user = await createUser(t);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await reset(older)).json().message).toBe(MSG.invalidResetLink);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('validates the new password with the spec messages', async () => {
    const user = await createUser(t);
    const token = await requestReset(user.email);
    const weak = await reset(token, 'weakpassword');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MSG.passwordStrength);
    expect((await reset('x'.repeat(43))).json().message).toBe(MSG.invalidResetLink);
  });

  it('answers unknown emails the same 200 without a mail', async () => {
    const res = await post(t, '/v1/auth/forgot-password', { email: 'nobody.at.all@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.resetLinkSent);
    expect(await mailsTo(t, 'nobody.at.all@example.com')).toHaveLength(0);
  });

  it("answers an unverified account 403 'Email not verified' without a mail", async () => {
    const user = await createUser(t, { verified: false });
    const res = await post(t, '/v1/auth/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' });
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('validates the email with the forgot-password messages', async () => {
    const empty = await post(t, '/v1/auth/forgot-password', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Email shouldn't be empty");
    const missing = await post(t, '/v1/auth/forgot-password', {});
    expect(missing.json().message).toBe("Email shouldn't be empty");
    expect((await post(t, '/v1/auth/forgot-password', { email: 'bad' })).json().message).toBe(MSG.emailInvalid);
  });
});
