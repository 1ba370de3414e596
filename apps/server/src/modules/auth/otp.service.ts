import { LIMITS, MSG } from '@crowns/contracts';
import { randomCode, randomToken, safeEqual, sha256 } from '../../platform/crypto';
import { badRequest, tooManyRequests, unauthorized } from '../../platform/errors';
import {
  consumeOtpChallenge,
  consumeUserOtpChallenges,
  findOtpChallenge,
  findUserById,
  insertOtpChallenge,
  spendOtpAttempt,
  type UserRow,
} from './auth.repo';
import type { AuthContext } from './auth-context';
import { otpMail } from './mail-templates';
import { issueSession, loginProfile, suspendedError } from './session.service';

const TTL_MS = LIMITS.otpTtlMinutes * 60_000;
const RESEND_MS = LIMITS.otpResendSeconds * 1000;

/** Admin two-factor, step 1: mails a 6-digit code and answers the opaque token the client holds. */
export async function startOtpChallenge(ctx: AuthContext, user: UserRow) {
  const token = randomToken();
  const code = randomCode();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // One pending challenge per admin: a new login or resend ends the older ones.
    await consumeUserOtpChallenges(tx, user.id, now);
    await insertOtpChallenge(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      codeHash: ctx.codeHash(code),
      expiresAt: new Date(now.getTime() + TTL_MS),
      sentAt: now,
    });
  });
  await ctx.sendMail(otpMail(user.email, user.scUsername, code, LIMITS.otpTtlMinutes));
  return token;
}

async function liveChallenge(ctx: AuthContext, token: string) {
  const challenge = await findOtpChallenge(ctx.db, sha256(token));
  if (!challenge || challenge.consumedAt) throw unauthorized(MSG.otpSessionInvalid);
  return challenge;
}

/** Step 2: token + code → the session tokens and the role. */
export async function verifyOtp(ctx: AuthContext, token: string, otp: string, ip: string) {
  await ctx.limit('verify-otp:ip', ip);
  const challenge = await liveChallenge(ctx, token);
  await ctx.limit('verify-otp:account', String(challenge.userId));
  const now = ctx.clock.now();
  if (challenge.expiresAt <= now) throw badRequest(MSG.otpExpired);
  // Counted before comparing, so parallel guesses cannot exceed the limit.
  const attempt = await spendOtpAttempt(ctx.db, challenge.id, LIMITS.otpMaxTries);
  if (!attempt) {
    const current = await findOtpChallenge(ctx.db, challenge.tokenHash);
    if (current?.consumedAt) throw unauthorized(MSG.otpSessionInvalid);
    throw badRequest(MSG.otpTooManyTries);
  }
  if (!safeEqual(attempt.codeHash, ctx.codeHash(otp))) throw badRequest(MSG.otpInvalid);
  const user = await findUserById(ctx.db, challenge.userId);
  if (!user) throw unauthorized(MSG.otpSessionInvalid);
  if (user.suspendedAt) throw suspendedError();
  const tokens = await ctx.db.transaction(async (tx) => {
    if (!(await consumeOtpChallenge(tx, challenge.id, now))) return null;
    return issueSession(ctx, user, tx);
  });
  if (!tokens) throw unauthorized(MSG.otpSessionInvalid);
  return { status: 200, message: MSG.loggedIn, role: user.role, tokens, user: loginProfile(user) };
}

/** A new code under a new token; the old token dies. Refused until 60 s after the last send. */
export async function resendOtp(ctx: AuthContext, token: string, ip: string) {
  await ctx.limit('resend-otp:ip', ip);
  const challenge = await liveChallenge(ctx, token);
  const waitMs = challenge.sentAt.getTime() + RESEND_MS - ctx.clock.now().getTime();
  if (waitMs > 0) throw tooManyRequests(MSG.otpResendTooSoon, Math.ceil(waitMs / 1000));
  await ctx.limit('resend-otp:account', String(challenge.userId));
  const user = await findUserById(ctx.db, challenge.userId);
  if (!user) throw unauthorized(MSG.otpSessionInvalid);
  if (user.suspendedAt) throw suspendedError();
  // Ending the old challenge first makes two concurrent resends yield one live token, not two.
  if (!(await consumeOtpChallenge(ctx.db, challenge.id, ctx.clock.now()))) throw unauthorized(MSG.otpSessionInvalid);
  const next = await startOtpChallenge(ctx, user);
  return { status: 200, token: next, message: MSG.otpSent, msg: MSG.otpSent };
}
