import { MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { BIRTHDATE, createUser, lastMail, mailCode, mailsTo, PASSWORD, post, uniqueUser } from './testing';

/**
 * The calls that take only an email answer the same whether or not it has an account, or a verified one. Kept where
 * the spec shows the message (spec 01 §4, §8): ' Email not verified' on login (needs the password) and
 * 'Email not verified' on forgot-password, which open the resend-verification modal.
 */
describe('no user enumeration by email', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Status and body with the values that differ per call (the echoed email and username, the ticket) masked. */
  const shape = (res: { statusCode: number; json(): Record<string, unknown> }) => ({
    status: res.statusCode,
    body: JSON.parse(
      JSON.stringify(res.json(), (key, value) =>
        ['email', 'sc_username', 'signupTicket'].includes(key) ? typeof value : value,
      ),
    ),
  });
  const register = (email: string) =>
    post(t, '/v1/auth/register', { ...uniqueUser('enum'), email, password: 'Other#pass1', birthdate: BIRTHDATE });

  it('register answers a taken email exactly like a new one and mails the owner instead', async () => {
    const verified = await createUser(t);
    const unverified = await createUser(t, { verified: false });
    const fresh = await register(uniqueUser('enum').email);
    expect(fresh.statusCode).toBe(201);

    const again = await register(verified.email);
    expect(shape(again)).toEqual(shape(fresh));
    const notice = await lastMail(t, verified.email);
    expect(notice.subject).toBe('You already have a Crowns account');
    expect(notice.text).toContain('Forgot password?');
    // The account is untouched: its own password still logs in.
    expect((await post(t, '/v1/auth/login', { email: verified.email, password: PASSWORD })).statusCode).toBe(200);

    // An account still waiting for verification gets a fresh code, which the verify dialog then takes.
    expect(shape(await register(unverified.email))).toEqual(shape(fresh));
    const code = mailCode((await lastMail(t, unverified.email)).text);
    expect((await post(t, '/v1/auth/verify-email', { email: unverified.email, code })).statusCode).toBe(200);
  });

  it('resend-email answers verified, unverified and unknown emails the same', async () => {
    const verified = await createUser(t);
    const unverified = await createUser(t, { verified: false });
    const answers = await Promise.all(
      [verified.email, unverified.email, 'nobody.here@example.com'].map((email) =>
        post(t, '/v1/auth/resend-email', { email }),
      ),
    );
    for (const res of answers) expect(shape(res)).toEqual(shape(answers[2]!));
    expect(answers[2]!.json()).toMatchObject({ status: 200, message: MSG.verificationSent });
    expect(await mailsTo(t, verified.email)).toHaveLength(0);
    expect(await mailsTo(t, unverified.email)).toHaveLength(1);
  });

  it('verify-email by code answers a verified account like an unknown email, unless the code is its own', async () => {
    const verified = await createUser(t);
    const unknown = await post(t, '/v1/auth/verify-email', { email: 'nobody.here@example.com', code: '123456' });
    const guess = await post(t, '/v1/auth/verify-email', { email: verified.email, code: '123456' });
    expect(unknown.json().message).toBe(MSG.invalidVerifyCode);
    expect(shape(guess)).toEqual(shape(unknown));
  });

  it("forgot-password answers verified and unknown emails the same; an unverified one gets the spec's message", async () => {
    const verified = await createUser(t);
    const unknown = await post(t, '/v1/auth/forgot-password', { email: 'nobody.here@example.com' });
    expect(shape(await post(t, '/v1/auth/forgot-password', { email: verified.email }))).toEqual(shape(unknown));
    const unverified = await createUser(t, { verified: false });
    const res = await post(t, '/v1/auth/forgot-password', { email: unverified.email });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.emailNotVerified);
  });
});
