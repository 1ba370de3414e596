import { CONFIRM_EMAIL_PATH, MSG, SETTINGS_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, linkToken, loginUser, mailsTo, PASSWORD, post } from './testing';

describe('account security: password, email, sessions', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (tokens: { accessToken: string; idToken: string }) =>
    t.app.inject({ url: '/v1/users/me', headers: authHeaders(tokens) });
  const refresh = (tokens: { userId: string; refreshToken: string }) =>
    post(t, '/v1/auth/refresh-tokens', { userId: tokens.userId, refreshToken: tokens.refreshToken });
  const account = (path: string, tokens: { accessToken: string; idToken: string } | null, payload?: object) =>
    post(t, `/v1/account/${path}`, payload ?? {}, tokens ? authHeaders(tokens) : {});

  describe('POST /v1/account/password', () => {
    it('needs the right current password and a new one by the spec 01 rules', async () => {
      const user = await createUser(t);
      const session = await loginUser(t, user.email);
      const cases: [object, string][] = [
        [{ currentPassword: 'Wrong1234!', newPassword: 'N3w$ecret!' }, SETTINGS_MSG.currentPasswordWrong],
        [{ currentPassword: '', newPassword: 'N3w$ecret!' }, SETTINGS_MSG.currentPasswordRequired],
        [{ currentPassword: PASSWORD, newPassword: 'short' }, MSG.passwordMin],
        [{ currentPassword: PASSWORD, newPassword: 'alllowercase1!' }, MSG.passwordStrength],
        [{ currentPassword: PASSWORD, newPassword: '' }, MSG.passwordRequired],
        [{ currentPassword: PASSWORD, newPassword: PASSWORD }, SETTINGS_MSG.passwordSame],
      ];
      for (const [payload, message] of cases) {
        const res = await account('password', session, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message, JSON.stringify(payload)).toBe(message);
      }
      expect(
        (await account('password', null, { currentPassword: PASSWORD, newPassword: 'N3w$ecret!' })).statusCode,
      ).toBe(401);
    });

    it('changes it, keeps this session, signs out every other one and mails the owner', async () => {
      const user = await createUser(t);
      const here = await loginUser(t, user.email);
      const phone = await loginUser(t, user.email);
      const res = await account('password', here, { currentPassword: PASSWORD, newPassword: 'N3w$ecret!' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 200,
        message: SETTINGS_MSG.passwordChanged,
        msg: SETTINGS_MSG.passwordChanged,
      });

      expect((await me(here)).statusCode).toBe(200);
      expect((await refresh(here)).statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await refresh(phone)).statusCode).toBe(401);

      const [mail] = await mailsTo(t, user.email);
      expect(mail?.subject).toBe('Your Crowns password was changed');
      expect((await post(t, '/v1/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
      expect((await post(t, '/v1/auth/login', { email: user.email, password: 'N3w$ecret!' })).statusCode).toBe(200);
    });
  });

  describe('POST /v1/account/email and /v1/account/email/confirm', () => {
    it('mails a link to the new address; the email changes only when it is opened, then the old one is told', async () => {
      const user = await createUser(t);
      const session = await loginUser(t, user.email);
      const newEmail = `moved.${user.id}@example.com`;
      const wrong = await account('email', session, { email: newEmail, password: 'Wrong1234!' });
      expect(wrong.json().message).toBe(SETTINGS_MSG.currentPasswordWrong);
      expect((await account('email', session, { email: 'not-an-email', password: PASSWORD })).json().message).toBe(
        MSG.emailInvalid,
      );
      expect((await account('email', session, { email: user.email, password: PASSWORD })).json().message).toBe(
        SETTINGS_MSG.emailSame,
      );

      const res = await account('email', session, { email: `  Moved.${user.id}@Example.com `, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SETTINGS_MSG.emailChangeSent(newEmail));
      const setting = await t.app.inject({ url: '/v1/setting', headers: authHeaders(session) });
      expect(setting.json().account).toMatchObject({ email: user.email, pendingEmail: newEmail });
      // Nothing changed yet: the old address still signs in.
      expect((await post(t, '/v1/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);

      const [link] = await mailsTo(t, newEmail);
      expect(link?.subject).toBe('Confirm your new Crowns email');
      const token = linkToken(link!.text, CONFIRM_EMAIL_PATH);
      const confirmed = await post(t, '/v1/account/email/confirm', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().message).toBe(SETTINGS_MSG.emailChanged);

      expect((await post(t, '/v1/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
      expect((await post(t, '/v1/auth/login', { email: newEmail, password: PASSWORD })).statusCode).toBe(200);
      const [notice] = await mailsTo(t, user.email);
      expect(notice?.subject).toBe('Your Crowns email was changed');
      expect(notice?.text).toContain(newEmail);

      const again = await post(t, '/v1/account/email/confirm', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(SETTINGS_MSG.emailChangeInvalid);
      expect((await post(t, '/v1/account/email/confirm', { token: 'x'.repeat(40) })).json().message).toBe(
        SETTINGS_MSG.emailChangeInvalid,
      );
    });

    it('answers the same for an address that has an account, mails its owner and never sends a link', async () => {
      const user = await createUser(t);
      const owner = await createUser(t);
      const session = await loginUser(t, user.email);
      const res = await account('email', session, { email: owner.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SETTINGS_MSG.emailChangeSent(owner.email));
      const mails = await mailsTo(t, owner.email);
      expect(mails.map((m) => m.subject)).toEqual(['Someone tried to use your email on Crowns']);
      expect(mails[0]!.text).not.toContain(CONFIRM_EMAIL_PATH);
      const setting = await t.app.inject({ url: '/v1/setting', headers: authHeaders(session) });
      expect(setting.json().account.pendingEmail).toBe(owner.email);
    });

    it('expires the link after 24 hours', async () => {
      const user = await createUser(t);
      const session = await loginUser(t, user.email);
      const newEmail = `late.${user.id}@example.com`;
      await account('email', session, { email: newEmail, password: PASSWORD });
      const token = linkToken((await mailsTo(t, newEmail))[0]!.text, CONFIRM_EMAIL_PATH);
      t.clock.advance(24 * 3_600_000 + 1000);
      const res = await post(t, '/v1/account/email/confirm', { token });
      expect(res.json().message).toBe(SETTINGS_MSG.emailChangeInvalid);
    });
  });

  describe('POST /v1/account/logout-all', () => {
    it('ends every session, this one included', async () => {
      const user = await createUser(t);
      const here = await loginUser(t, user.email);
      const other = await loginUser(t, user.email);
      const res = await account('logout-all', here);
      expect(res.json()).toEqual({
        status: 200,
        message: SETTINGS_MSG.loggedOutEverywhere,
        msg: SETTINGS_MSG.loggedOutEverywhere,
      });
      for (const s of [here, other]) {
        expect((await me(s)).statusCode).toBe(401);
        expect((await refresh(s)).statusCode).toBe(401);
      }
      expect((await account('logout-all', null)).statusCode).toBe(401);
    });
  });
});
