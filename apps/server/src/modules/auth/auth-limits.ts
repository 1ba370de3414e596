import type { RateRule } from '../../platform/rate-limit';

const MIN = 60_000;

/**
 * Request limits of the auth calls, per IP and per account (lower-cased email or user id).
 * High enough that a person never meets them, low enough to stop guessing and mail flooding.
 * Names are the keys tests (and RateLimiter overrides) use.
 */
export const AUTH_LIMITS = {
  'login:ip': { limit: 50, windowMs: 15 * MIN },
  'login:account': { limit: 10, windowMs: 15 * MIN },
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
} as const satisfies Record<string, RateRule>;

export type AuthLimitName = keyof typeof AUTH_LIMITS;
