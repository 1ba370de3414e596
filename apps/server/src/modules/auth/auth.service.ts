import { isAdminRole, type LoginBody, MSG, type RegisterBody } from '@crowns/contracts';
import { randomCode, randomToken, safeEqual, sha256 } from '../../platform/crypto';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import {
  findEmailToken,
  findLiveEmailToken,
  findUserByEmail,
  findUserById,
  insertUser,
  isUsedVerifyCode,
  replaceEmailToken,
  spendEmailCodeAttempt,
  type UserRow,
  updateUser,
  useEmailToken,
  usernameExists,
} from './auth.repo';
import type { AuthContext } from './auth-context';
import { accountExistsMail, resetPasswordMail, verificationMail } from './mail-templates';
import { startOtpChallenge } from './otp.service';
import { issueSession, loginProfile, revokeAllSessions, suspendedError } from './session.service';
import { afterVerification } from './verified-session';

const HOUR_MS = 60 * 60 * 1000;
export const VERIFY_TTL_MS = 24 * HOUR_MS;
export const RESET_TTL_MS = HOUR_MS;
export const VERIFY_CODE_MAX_TRIES = 5;

const notVerifiedError = (message: string) => new AppError('EMAIL_NOT_VERIFIED', 403, message);

/** Which unique key of users a violation hit (also when two registrations race past the pre-checks). */
export function duplicateOf(err: unknown): 'email' | 'username' | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code !== '23505') continue;
    if (e.constraint === 'users_email_key') return 'email';
    if (e.constraint === 'users_username_lower_key') return 'username';
  }
  return null;
}

/** A fresh link + code pair for email verification; older pending ones stop working. */
export async function sendVerification(ctx: AuthContext, user: UserRow, tx = ctx.db) {
  const token = randomToken();
  const code = randomCode();
  await replaceEmailToken(tx, {
    userId: user.id,
    purpose: 'verify',
    tokenHash: sha256(token),
    codeHash: ctx.codeHash(code),
    expiresAt: new Date(ctx.clock.now().getTime() + VERIFY_TTL_MS),
  });
  return () => ctx.sendMail(verificationMail(user.email, user.scUsername, ctx.link('/verify-email', { token }), code));
}

/**
 * Creates an account and mails its verification. An email that already has an account gets the same answer, so the
 * call does not reveal who has one; its owner gets a mail instead (a new verification for an unverified account) and
 * the answer is null. Usernames are public (profiles), so a taken one is still a 409.
 */
export async function register(ctx: AuthContext, body: RegisterBody, ip: string): Promise<UserRow | null> {
  await ctx.limit('register:ip', ip);
  await ctx.limit('register:account', body.email);
  if (await usernameExists(ctx.db, body.username)) throw conflict(MSG.usernameTaken);
  // Hashed for a taken email too, so both answers take as long.
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(ctx.db, body.email);
  if (existing) return mailExistingAccount(ctx, existing);
  let created: { user: UserRow; send: () => Promise<void> };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: body.email,
        scUsername: body.username,
        passwordHash,
        birthdate: body.birthdate,
      });
      return { user, send: await sendVerification(ctx, user, tx) };
    });
  } catch (err) {
    const duplicate = duplicateOf(err);
    if (duplicate === 'username') throw conflict(MSG.usernameTaken);
    const winner = duplicate === 'email' && (await findUserByEmail(ctx.db, body.email));
    if (winner) return mailExistingAccount(ctx, winner);
    throw err;
  }
  await created.send();
  return created.user;
}

async function mailExistingAccount(ctx: AuthContext, owner: UserRow) {
  if (owner.isVerified) await ctx.sendMail(accountExistsMail(owner.email, owner.scUsername));
  else await (await sendVerification(ctx, owner))();
  return null;
}

export async function verifyEmail(
  ctx: AuthContext,
  body: ({ token: string } | { email: string; code: string }) & { signupTicket?: string },
  ip: string,
) {
  await ctx.limit('verify-email:ip', ip);
  const now = ctx.clock.now();
  let row: Awaited<ReturnType<typeof findEmailToken>>;
  if ('token' in body) {
    row = await findEmailToken(ctx.db, 'verify', sha256(body.token));
    if (row?.usedAt && (await findUserById(ctx.db, row.userId))?.isVerified) throw badRequest(MSG.alreadyVerified);
    if (!row || row.usedAt || row.expiresAt <= now) throw badRequest(MSG.invalidVerifyLink);
  } else {
    await ctx.limit('verify-email:account', body.email);
    const user = await findUserByEmail(ctx.db, body.email);
    // Only the mailbox owner (who knows the used code) learns that the account is verified; others get 'invalid'.
    if (user?.isVerified)
      throw badRequest(
        (await isUsedVerifyCode(ctx.db, user.id, ctx.codeHash(body.code)))
          ? MSG.alreadyVerified
          : MSG.invalidVerifyCode,
      );
    row = user && (await findLiveEmailToken(ctx.db, user.id, 'verify', now));
    if (!row) throw badRequest(MSG.invalidVerifyCode);
    // The try is counted before the comparison, so parallel guesses cannot exceed the limit.
    const attempt = await spendEmailCodeAttempt(ctx.db, row.id, VERIFY_CODE_MAX_TRIES);
    if (!attempt) throw badRequest(MSG.verifyCodeTooManyTries);
    if (!safeEqual(attempt.codeHash ?? '', ctx.codeHash(body.code))) throw badRequest(MSG.invalidVerifyCode);
  }
  const userId = row.userId;
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await useEmailToken(tx, row.id, now))) return false;
    await updateUser(tx, userId, { isVerified: true });
    return true;
  });
  if (!done) throw badRequest('token' in body ? MSG.invalidVerifyLink : MSG.invalidVerifyCode);
  return {
    status: 200,
    message: MSG.verified,
    msg: MSG.verified,
    ...(await afterVerification(ctx, userId, body.signupTicket)),
  };
}

/** Same answer for unknown and already verified emails (no mail then), so the call does not reveal who has an account. */
export async function resendVerification(ctx: AuthContext, email: string, ip: string) {
  await ctx.limit('resend-email:ip', ip);
  await ctx.limit('resend-email:account', email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.isVerified) await (await sendVerification(ctx, user))();
  return { status: 200, message: MSG.verificationSent, msg: MSG.verificationSent };
}

export async function forgotPassword(ctx: AuthContext, email: string, ip: string) {
  await ctx.limit('forgot:ip', ip);
  await ctx.limit('forgot:account', email);
  const found = await findUserByEmail(ctx.db, email);
  // A deleted account (its tombstone address) is answered as an unknown one: it can never be reopened by a reset.
  const user = found?.deletedAt ? undefined : found;
  if (user && !user.isVerified) throw notVerifiedError(MSG.emailNotVerified);
  if (user) {
    const token = randomToken();
    await replaceEmailToken(ctx.db, {
      userId: user.id,
      purpose: 'reset',
      tokenHash: sha256(token),
      expiresAt: new Date(ctx.clock.now().getTime() + RESET_TTL_MS),
    });
    await ctx.sendMail(resetPasswordMail(user.email, user.scUsername, ctx.link('/reset-password', { token })));
  }
  return { status: 200, message: MSG.resetLinkSent, msg: MSG.resetLinkSent };
}

/** Sets the new password and signs the account out everywhere. */
export async function resetPassword(ctx: AuthContext, token: string, password: string) {
  const now = ctx.clock.now();
  const row = await findEmailToken(ctx.db, 'reset', sha256(token));
  if (!row || row.usedAt || row.expiresAt <= now) throw badRequest(MSG.invalidResetLink);
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await useEmailToken(tx, row.id, now))) return false;
    await updateUser(tx, row.userId, { passwordHash });
    await revokeAllSessions(tx, row.userId, now);
    return true;
  });
  if (!done) throw badRequest(MSG.invalidResetLink);
  ctx.endSockets({ userId: row.userId });
  return { status: 200, message: MSG.passwordReset, msg: MSG.passwordReset };
}

export async function login(ctx: AuthContext, body: LoginBody, ip: string) {
  await ctx.limit('login:ip', ip);
  await ctx.limit('login:account-ip', `${body.email}|${ip}`);
  await ctx.slowLogin(body.email);
  const user = await findUserByEmail(ctx.db, body.email);
  // Unknown emails still pay for one argon2 verification, so timing does not reveal accounts.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok || user.deletedAt) throw unauthorized(MSG.invalidCredentials);
  if (user.suspendedAt) throw suspendedError();
  if (!user.isVerified) throw notVerifiedError(MSG.emailNotVerifiedLogin);
  return signInAnswer(ctx, user);
}

/**
 * The answer of a successful login (password or social sign-in): admins and read-only admins get the mailed
 * one-time code and a challenge token, everyone else a new session.
 */
export async function signInAnswer(ctx: AuthContext, user: UserRow) {
  if (isAdminRole(user.role)) {
    const token = await startOtpChallenge(ctx, user);
    return { status: 200 as const, message: MSG.otpSent, userTier: user.role, token };
  }
  const tokens = await issueSession(ctx, user);
  return {
    status: 200 as const,
    message: MSG.loggedIn,
    user: {
      accessToken: tokens.accessToken,
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      user: loginProfile(user),
    },
  };
}
