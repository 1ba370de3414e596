import { MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { BIRTHDATE, lastMail, linkToken, mailCode, PASSWORD, post, uniqueUser } from './testing';

const pad = (n: number) => String(n).padStart(2, '0');
/** Today's local date shifted by whole years/days, as YYYY-MM-DD (the schema checks local dates). */
function dateFromToday(years: number, days = 0) {
  const d = new Date();
  d.setFullYear(d.getFullYear() + years);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('POST /v1/auth/register', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (overrides: Record<string, unknown> = {}) => {
    const u = uniqueUser('reg');
    return post(t, '/v1/auth/register', {
      email: u.email,
      username: u.username,
      password: PASSWORD,
      birthdate: BIRTHDATE,
      ...overrides,
    });
  };

  it('creates an unverified user with settings, an argon2id hash and answers 201 in the spec shape', async () => {
    const res = await register({ email: 'New.Person@Example.COM', username: 'NewPerson_1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 201,
      msg: MSG.registered,
      data: { message: MSG.registered, user: { email: 'new.person@example.com', sc_username: 'NewPerson_1' } },
    });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, 'new.person@example.com'));
    expect(row).toMatchObject({
      email: 'new.person@example.com',
      role: 'user',
      isVerified: false,
      birthdate: BIRTHDATE,
    });
    const params = row!
      .passwordHash!.match(/^\$argon2id\$v=19\$([^$]+)\$/)?.[1]
      ?.split(',')
      .sort();
    expect(params).toEqual(['m=19456', 'p=1', 't=2']);
    const settings = await t.deps.database.db.select().from(userSettings).where(eq(userSettings.userId, row!.id));
    expect(settings).toHaveLength(1);
  });

  it('mails a verification link to /verify-email and a 6-digit code', async () => {
    const u = uniqueUser('mail');
    await register({ email: u.email, username: u.username });
    const mail = await lastMail(t, u.email);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{40,}/);
    expect(linkToken(mail.text, '/verify-email')).toBeTruthy();
    expect(mailCode(mail.text)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain('/verify-email?token=');
  });

  describe('validation messages of spec 01 §5', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing email', { email: undefined }, MSG.emailRequired],
      ['empty email', { email: '' }, MSG.emailRequired],
      ['malformed email', { email: 'not-an-email' }, MSG.emailInvalid],
      ['email without domain dot', { email: 'a@b' }, MSG.emailInvalid],
      ['empty username', { username: '' }, MSG.usernameEmpty],
      ['missing username', { username: undefined }, MSG.usernameEmpty],
      ['username of 3', { username: 'abc' }, MSG.usernameLength],
      ['username of 26', { username: 'a'.repeat(26) }, MSG.usernameLength],
      ['numeric username', { username: '123456' }, MSG.usernameNumeric],
      ['username with a dash', { username: 'ab-cd' }, MSG.usernameCharset],
      ['username with a space', { username: 'ab cd' }, MSG.usernameCharset],
      ['username of underscores only', { username: '____' }, MSG.usernameCharset],
      ['empty password', { password: '' }, MSG.passwordRequired],
      ['missing password', { password: undefined }, MSG.passwordRequired],
      ['short password', { password: 'Ab1!' }, MSG.passwordMin],
      ['password without uppercase', { password: 'abcdefg1!' }, MSG.passwordStrength],
      ['password without lowercase', { password: 'ABCDEFG1!' }, MSG.passwordStrength],
      ['password without digit', { password: 'Abcdefgh!' }, MSG.passwordStrength],
      ['password without special', { password: 'Abcdefgh1' }, MSG.passwordStrength],
      [
        'password of 129 characters',
        { password: `Aa1!${'x'.repeat(125)}` },
        'Password should be maximum 128 characters',
      ],
      ['missing DOB', { birthdate: undefined }, MSG.dobRequired],
      ['empty DOB', { birthdate: '' }, MSG.dobRequired],
      ['DOB today', { birthdate: dateFromToday(0) }, MSG.dobPast],
      ['DOB in the future', { birthdate: dateFromToday(1) }, MSG.dobPast],
      ['18 tomorrow', { birthdate: dateFromToday(-18, 1) }, MSG.dobAge],
      ['17 years old', { birthdate: dateFromToday(-17) }, MSG.dobAge],
      ['29 February in a non-leap year', { birthdate: '1999-02-29' }, MSG.dobDay],
      ['29 February 1900 (not a leap year)', { birthdate: '1900-02-29' }, MSG.dobDay],
      ['30 February', { birthdate: '2000-02-30' }, MSG.dobDay],
      ['31 April', { birthdate: '1990-04-31' }, MSG.dobDay],
      ['born in 1800', { birthdate: '1800-01-01' }, MSG.dobPast],
      ['born on the last day of 1899', { birthdate: '1899-12-31' }, MSG.dobPast],
      ['month 13', { birthdate: '1990-13-01' }, MSG.dobDay],
      ['not a date', { birthdate: 'yesterday' }, MSG.dobDay],
    ];
    it.each(cases)('%s → 400 with the spec message', async (_name, overrides, message) => {
      const res = await register(overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message });
    });

    it.each([
      ['29 February in a leap year', '2000-02-29'],
      ['29 February 2004', '2004-02-29'],
      ['exactly 18 today', dateFromToday(-18)],
      ['born in 1900', '1900-01-01'],
      ['a password of 128 characters', '1990-01-15', `Aa1!${'x'.repeat(124)}`],
    ])('accepts %s', async (_name, birthdate, password = PASSWORD) => {
      const res = await register({ birthdate, password });
      expect(res.statusCode, res.body).toBe(201);
    });

    it('accepts usernames of 4 and 25 characters with digits and underscores', async () => {
      expect((await register({ username: `u_${process.pid % 10}a` })).statusCode).toBe(201);
      expect((await register({ username: `${'b'.repeat(20)}_${String(process.pid).slice(-4)}` })).statusCode).toBe(201);
    });
  });

  describe('duplicates', () => {
    // A 409 here told anyone who has an account (issue 18); the spec shows no message for it. enumeration.test.ts.
    it('answers a registered email (case-insensitively) like a new one and keeps one account', async () => {
      const u = uniqueUser('dupe');
      expect((await register({ email: u.email })).statusCode).toBe(201);
      const res = await register({ email: u.email.toUpperCase() });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.message).toBe(MSG.registered);
      expect(await t.deps.database.db.select().from(users).where(eq(users.email, u.email))).toHaveLength(1);
    });

    it('refuses a taken username in any letter case with 409', async () => {
      expect((await register({ username: 'CaseyJones' })).statusCode).toBe(201);
      const res = await register({ username: 'caseyjones' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.usernameTaken);
    });

    it('lets exactly one of two racing registrations of the same email create the account; both answer alike', async () => {
      const u = uniqueUser('race');
      const [a, b] = await Promise.all([
        register({ email: u.email, username: `${u.username.slice(0, 20)}a` }),
        register({ email: u.email, username: `${u.username.slice(0, 20)}b` }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(await t.deps.database.db.select().from(users).where(eq(users.email, u.email))).toHaveLength(1);
    });

    it('lets exactly one of two racing registrations of the same username win', async () => {
      const one = uniqueUser('racer');
      const two = uniqueUser('racer');
      const [a, b] = await Promise.all([
        register({ email: one.email, username: 'RaceName' }),
        register({ email: two.email, username: 'racename' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(MSG.usernameTaken);
    });
  });
});
