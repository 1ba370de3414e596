import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit URL-safe random secret (refresh tokens, mailed links, OTP challenge tokens). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Six random digits. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Secrets are stored only as SHA-256: enough for high-entropy tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
