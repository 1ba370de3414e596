import { createHmac } from 'node:crypto';
import { safeEqual } from '../crypto';
import { badRequest } from '../errors';

/** Header of the sandbox payouts provider's signed callbacks: `t={unix seconds},v1={hex HMAC of "t.body"}`. */
export const SANDBOX_PAYOUT_SIGNATURE_HEADER = 'x-sandbox-payout-signature';

/** A signature older (or newer) than this is refused, so a captured callback cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const mac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', `sandbox-payouts:${secret}`).update(`${timestamp}.${rawBody}`).digest('hex');

export function signSandboxPayout(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, rawBody)}`;
}

/** Throws 400 'Invalid signature.' unless the header signs this body within the tolerance of `now`. */
export function verifySandboxPayout(secret: string, rawBody: string, header: string | undefined, now: Date) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  const fresh =
    Number.isSafeInteger(timestamp) && Math.abs(now.getTime() / 1000 - timestamp) <= SIGNATURE_TOLERANCE_SECONDS;
  if (!fresh || typeof parts.v1 !== 'string' || !safeEqual(mac(secret, timestamp, rawBody), parts.v1))
    throw badRequest('Invalid signature.');
}
