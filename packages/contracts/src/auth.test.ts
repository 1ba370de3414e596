import { describe, expect, it } from 'vitest';
import {
  birthdateError,
  emailSchema,
  forgotEmailSchema,
  loginBody,
  passwordError,
  passwordSchema,
  registerBody,
  stripUsername,
  usernameError,
} from './auth';
import { MSG } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('email', () => {
  it('lower-cases and trims a valid address', () => {
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
  it.each([
    ['', MSG.emailRequired],
    ['jane', MSG.emailInvalid],
    ['jane@example', MSG.emailInvalid],
    ['jane doe@example.com', MSG.emailInvalid],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(emailSchema.safeParse(value))).toBe(message);
  });
  it('uses the forgot-password text when empty', () => {
    expect(firstMessage(forgotEmailSchema.safeParse(''))).toBe("Email shouldn't be empty");
  });
});

describe('username', () => {
  it.each([
    ['', MSG.usernameEmpty],
    ['abc', MSG.usernameLength],
    ['a'.repeat(26), MSG.usernameLength],
    ['12345', MSG.usernameNumeric],
    ['____', MSG.usernameCharset],
    ['jane-doe', MSG.usernameCharset],
    ['jane_doe1', null],
    ['a'.repeat(25), null],
  ])('%j → %s', (value, message) => {
    expect(usernameError(value)).toBe(message);
  });
  it('strips disallowed characters as typed', () => {
    expect(stripUsername('ja ne-d@oe_1!')).toBe('janedoe_1');
  });
});

describe('password', () => {
  it.each([
    ['', MSG.passwordRequired],
    ['Ab1!', MSG.passwordMin],
    ['abcdefgh', MSG.passwordStrength],
    ['Abcdefgh1', MSG.passwordStrength],
    ['abcdefg1!', MSG.passwordStrength],
    ['Abcdefg1!', null],
  ])('%j → %s', (value, message) => {
    expect(passwordError(value)).toBe(message);
  });
  it('refuses more than 128 characters with its own message, not the strength one', () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    expect(firstMessage(passwordSchema.safeParse(long))).toBe('Password should be maximum 128 characters');
    expect(firstMessage(passwordSchema.safeParse(long.slice(0, 128)))).toBeNull();
    expect(firstMessage(loginBody.safeParse({ email: 'a@b.co', password: long }))).toBe(
      'Password should be maximum 128 characters',
    );
  });
});

describe('date of birth', () => {
  const now = new Date(2026, 10, 22); // 22 Nov 2026, local time
  it.each([
    [{}, MSG.dobRequired],
    [{ year: 2000, month: 2, day: 30 }, MSG.dobDay],
    [{ year: 2001, month: 2, day: 29 }, MSG.dobDay],
    [{ year: 2000, month: 2, day: 29 }, null],
    [{ year: 2000, month: 4, day: 31 }, MSG.dobDay],
    [{ year: 2027, month: 1, day: 1 }, MSG.dobPast],
    [{ year: 2026, month: 11, day: 22 }, MSG.dobPast],
    [{ year: 2008, month: 11, day: 23 }, MSG.dobAge],
    [{ year: 2008, month: 11, day: 22 }, null],
    [{ year: 1800, month: 1, day: 1 }, MSG.dobPast],
    [{ year: 1899, month: 12, day: 31 }, MSG.dobPast],
    [{ year: 1900, month: 1, day: 1 }, null],
  ])('%j → %s', (parts, message) => {
    expect(birthdateError(parts, now)).toBe(message);
  });
  it('counts a 29 February birthday as adult from 1 March in a non-leap year', () => {
    expect(birthdateError({ year: 2008, month: 2, day: 29 }, new Date(2026, 1, 28))).toBe(MSG.dobAge);
    expect(birthdateError({ year: 2008, month: 2, day: 29 }, new Date(2026, 2, 1))).toBeNull();
  });
});

describe('registerBody', () => {
  it('accepts a valid registration and normalises the email', () => {
    const parsed = registerBody.parse({
      email: 'New@Example.com',
      username: 'new_user',
      password: 'Passw0rd!',
      birthdate: '1990-05-17',
    });
    expect(parsed.email).toBe('new@example.com');
  });
  it('refuses an impossible calendar day with the spec message', () => {
    const result = registerBody.safeParse({
      email: 'a@b.co',
      username: 'abcd',
      password: 'Passw0rd!',
      birthdate: '1990-02-30',
    });
    expect(firstMessage(result)).toBe(MSG.dobDay);
  });
});
