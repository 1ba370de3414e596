import type { RateRule } from '../../platform/rate-limit';

const MIN = 60_000;

/**
 * Request limits of the auth calls, per IP and per account (lower-cased email or user id).
 * High enough that a person never meets them, low enough to stop guessing and mail flooding.
 * Names are the keys tests (and RateLimiter overrides) use.
 *
 * Logins (decision 011): hard limits per IP and per account + IP, so a stranger locks out only their own address;
 * `login:account` is soft (LOGIN_SLOWDOWN): past `limit` attempts from anywhere the account's logins wait longer,
 * but are never refused, so the owner's right password still gets in.
 */
export const AUTH_LIMITS = {
  'login:ip': { limit: 50, windowMs: 15 * MIN },
  'login:account-ip': { limit: 10, windowMs: 15 * MIN },
  'login:account': { limit: 5, windowMs: 15 * MIN },
  'register:ip': { limit: 20, windowMs: 60 * MIN },
  'register:account': { limit: 5, windowMs: 60 * MIN },
  'forgot:ip': { limit: 20, windowMs: 60 * MIN },
  'forgot:account': { limit: 5, windowMs: 60 * MIN },
  'resend-email:ip': { limit: 20, windowMs: 60 * MIN },
  'resend-email:account': { limit: 5, windowMs: 60 * MIN },
  'verify-email:ip': { limit: 30, windowMs: 15 * MIN },
  'verify-email:account': { limit: 10, windowMs: 15 * MIN },
  'verify-otp:ip': { limit: 30, windowMs: 15 * MIN },
  'verify-otp:account': { limit: 10, windowMs: 15 * MIN },
  'resend-otp:ip': { limit: 20, windowMs: 15 * MIN },
  'resend-otp:account': { limit: 5, windowMs: 15 * MIN },
  /** Signed-in account calls that check the current password (change password or email, delete), per user. */
  'password-check:account': { limit: 10, windowMs: 15 * MIN },
  'email-change:account': { limit: 5, windowMs: 60 * MIN },
  'email-confirm:ip': { limit: 30, windowMs: 15 * MIN },
  /** Social sign-in (decision 019): starting a redirect, the callback's code exchange, linking from settings. */
  'oauth-url:ip': { limit: 60, windowMs: 15 * MIN },
  'oauth-login:ip': { limit: 50, windowMs: 15 * MIN },
  'oauth-link:account': { limit: 20, windowMs: 15 * MIN },
} as const satisfies Record<string, RateRule>;

export type AuthLimitName = keyof typeof AUTH_LIMITS;

/** Each login attempt on an account past its `login:account` limit waits `stepMs` more, up to `maxMs`. */
export const LOGIN_SLOWDOWN = { stepMs: 500, maxMs: 3000 } as const;

/** The wait before the password check of a login that is `excess` attempts past the account's soft limit. */
export const loginDelayMs = (excess: number) => Math.min(LOGIN_SLOWDOWN.maxMs, excess * LOGIN_SLOWDOWN.stepMs);
