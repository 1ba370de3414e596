import { MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { RateLimiter } from '../../platform/rate-limit';
import { createTestApp, type TestContext } from '../../test/setup';
import { AUTH_LIMITS, LOGIN_SLOWDOWN, loginDelayMs } from './auth-limits';
import { BIRTHDATE, createUser, PASSWORD, post, uniqueUser } from './testing';

const WINDOW = 60_000;

describe('auth rate limits', () => {
  let t: TestContext;
  const clock = new ManualClock();
  beforeAll(async () => {
    const small = { limit: 2, windowMs: WINDOW };
    const overrides = Object.fromEntries(Object.keys(AUTH_LIMITS).map((name) => [name, small]));
    // The tests stand for a proxy at 127.0.0.1 (inject's address) that names each client in X-Forwarded-For.
    t = await createTestApp(
      {
        clock,
        rateLimiter: new RateLimiter({
          clock,
          overrides: {
            ...overrides,
            'login:account-ip': { limit: 3, windowMs: WINDOW },
            'login:account': { limit: 2, windowMs: WINDOW },
            'login:ip': { limit: 5, windowMs: WINDOW },
          },
        }),
      },
      { TRUST_PROXY: '127.0.0.1' },
    );
  });
  afterAll(() => t.close());

  let ipSeq = 0;
  const freshIp = () => `203.0.113.${++ipSeq}`;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const login = (email: string, ip: string, password = 'Wrong#pass1') =>
    post(t, '/v1/auth/login', { email, password }, from(ip));

  // The hard limit used to be per account from any address: ten wrong passwords from anywhere locked the owner out.
  it('limits logins per account and IP, with 429, the message and Retry-After; other addresses still get in', async () => {
    const user = await createUser(t);
    const stranger = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(user.email, stranger)).statusCode).toBe(401);
    const blocked = await login(user.email, stranger, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: MSG.rateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The same account in another letter case is the same account.
    expect((await login(user.email.toUpperCase(), stranger, PASSWORD)).statusCode).toBe(429);
    expect((await login(user.email, freshIp(), PASSWORD)).statusCode).toBe(200);

    clock.advance(WINDOW);
    expect((await login(user.email, stranger, PASSWORD)).statusCode).toBe(200);
  });

  it('never locks the owner out while strangers hammer the account from many addresses: it only slows logins down', async () => {
    const user = await createUser(t);
    const home = freshIp();
    const attempts = await Promise.all(Array.from({ length: 8 }, () => login(user.email, freshIp())));
    expect(attempts.map((r) => r.statusCode)).toEqual(Array(8).fill(401));

    const started = Date.now();
    const owner = await login(user.email, home, PASSWORD);
    expect(owner.statusCode).toBe(200);
    // The 9th attempt of the window is 7 past the soft limit of 2: the wait is capped.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN.maxMs);
    expect([1, 2, 6, 7, 100].map(loginDelayMs)).toEqual([500, 1000, 3000, 3000, 3000]);

    clock.advance(WINDOW);
    const fresh = Date.now();
    expect((await login(user.email, home, PASSWORD)).statusCode).toBe(200);
    expect(Date.now() - fresh).toBeLessThan(LOGIN_SLOWDOWN.maxMs);
  });

  it('limits logins per IP across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(uniqueUser().email, ip)).statusCode).toBe(401);
    expect((await login(uniqueUser().email, ip)).statusCode).toBe(429);
    expect((await login(uniqueUser().email, freshIp())).statusCode).toBe(401);
  });

  const calls: [string, string, () => Record<string, unknown>][] = [
    ['register', '/v1/auth/register', () => ({ ...uniqueUser('rl'), password: PASSWORD, birthdate: BIRTHDATE })],
    ['forgot-password', '/v1/auth/forgot-password', () => ({ email: uniqueUser().email })],
    ['resend-email', '/v1/auth/resend-email', () => ({ email: uniqueUser().email })],
    ['verify-email', '/v1/auth/verify-email', () => ({ email: uniqueUser().email, code: '123456' })],
    ['verify-otp', '/v1/auth/verify-otp', () => ({ token: 't'.repeat(43), otp: '123456' })],
    ['resend-otp', '/v1/auth/resend-otp', () => ({ token: 't'.repeat(43) })],
  ];
  it.each(calls)('limits %s per IP', async (_name, url, payload) => {
    const ip = freshIp();
    const first = await post(t, url, payload(), from(ip));
    await post(t, url, payload(), from(ip));
    expect(first.statusCode).not.toBe(429);
    const third = await post(t, url, payload(), from(ip));
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MSG.rateLimited);
    expect((await post(t, url, payload(), from(freshIp()))).statusCode).not.toBe(429);
  });

  it('limits register, resend-email and forgot-password per account across IPs', async () => {
    const unverified = await createUser(t, { verified: false });
    const verified = await createUser(t);
    const cases: [string, Record<string, unknown>][] = [
      ['/v1/auth/register', { email: unverified.email, username: 'whoever', password: PASSWORD, birthdate: BIRTHDATE }],
      ['/v1/auth/resend-email', { email: unverified.email }],
      ['/v1/auth/forgot-password', { email: verified.email }],
    ];
    for (const [url, payload] of cases) {
      expect((await post(t, url, payload, from(freshIp()))).statusCode).not.toBe(429);
      expect((await post(t, url, payload, from(freshIp()))).statusCode).not.toBe(429);
      expect((await post(t, url, payload, from(freshIp()))).statusCode, url).toBe(429);
    }
  });
});
