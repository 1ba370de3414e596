import { CONFIRM_EMAIL_PATH, MSG, SETTINGS_LIMITS, SETTINGS_MSG } from '@crowns/contracts';
import type { AuthUser } from '../../platform/auth-guard';
import { randomToken, sha256 } from '../../platform/crypto';
import { badRequest, conflict, unauthorized } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { emailChangedMail, emailChangeMail, emailInUseMail, passwordChangedMail } from './account-mails';
import {
  findEmailToken,
  findUserByEmail,
  findUserById,
  replaceEmailToken,
  type UserRow,
  updateUser,
  useEmailToken,
} from './auth.repo';
import type { AuthContext } from './auth-context';
import { revokeOthersForUser } from './session.repo';
import { revokeAllSessions } from './session.service';

const HOUR_MS = 3_600_000;
const reply = (message: string) => ({ status: 200, message, msg: message });

/** The signed-in, not deleted account whose current password is `password` (limited per account against guessing). */
export async function withCurrentPassword(ctx: AuthContext, actor: AuthUser, password: string): Promise<UserRow> {
  await ctx.limit('password-check:account', String(actor.id));
  const user = await findUserById(ctx.db, actor.id);
  if (!user || user.deletedAt) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(SETTINGS_MSG.currentPasswordWrong);
  return user;
}

/** Sets a new password and signs out every other session (this one stays); mails the owner. */
export async function changePassword(
  ctx: AuthContext,
  actor: AuthUser,
  body: { currentPassword: string; newPassword: string },
) {
  const user = await withCurrentPassword(ctx, actor, body.currentPassword);
  if (body.newPassword === body.currentPassword) throw badRequest(SETTINGS_MSG.passwordSame);
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    if (actor.sid) return revokeOthersForUser(tx, user.id, actor.sid, now);
    await revokeAllSessions(tx, user.id, now);
    return null;
  });
  if (ended) for (const sessionId of ended) ctx.endSockets({ sessionId });
  else ctx.endSockets({ userId: user.id });
  await ctx.sendMail(passwordChangedMail(user.email, user.scUsername));
  return reply(SETTINGS_MSG.passwordChanged);
}

/**
 * Mails a confirmation link to the new address; the email changes only when it is opened. An address that already
 * has an account gets the same answer (and pending state), so the call does not reveal who has one: its owner is
 * told instead and the link is never sent anywhere.
 */
export async function requestEmailChange(ctx: AuthContext, actor: AuthUser, body: { email: string; password: string }) {
  const user = await withCurrentPassword(ctx, actor, body.password);
  if (body.email === user.email) throw badRequest(SETTINGS_MSG.emailSame);
  await ctx.limit('email-change:account', String(user.id));
  const token = randomToken();
  await replaceEmailToken(ctx.db, {
    userId: user.id,
    purpose: 'email_change',
    tokenHash: sha256(token),
    newEmail: body.email,
    expiresAt: new Date(ctx.clock.now().getTime() + SETTINGS_LIMITS.emailChangeTtlHours * HOUR_MS),
  });
  const owner = await findUserByEmail(ctx.db, body.email);
  if (owner) await ctx.sendMail(emailInUseMail(owner.email, owner.scUsername));
  else await ctx.sendMail(emailChangeMail(body.email, user.scUsername, ctx.link(CONFIRM_EMAIL_PATH, { token })));
  return reply(SETTINGS_MSG.emailChangeSent(body.email));
}

const isEmailClash = (err: unknown) => {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === '23505' && e.constraint === 'users_email_key') return true;
  return false;
};

/** Opens the mailed link: the new address becomes the account's email (verified by this very link). */
export async function confirmEmailChange(ctx: AuthContext, token: string, ip: string) {
  await ctx.limit('email-confirm:ip', ip);
  const now = ctx.clock.now();
  const row = await findEmailToken(ctx.db, 'email_change', sha256(token));
  if (!row?.newEmail || row.usedAt || row.expiresAt <= now) throw badRequest(SETTINGS_MSG.emailChangeInvalid);
  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.deletedAt) throw badRequest(SETTINGS_MSG.emailChangeInvalid);
  const newEmail = row.newEmail;
  let done: boolean;
  try {
    done = await ctx.db.transaction(async (tx) => {
      if (!(await useEmailToken(tx, row.id, now))) return false;
      await updateUser(tx, user.id, { email: newEmail, isVerified: true });
      return true;
    });
  } catch (err) {
    // Registered by someone else after the link was sent; only the holder of that mailbox gets this far.
    if (isEmailClash(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
  if (!done) throw badRequest(SETTINGS_MSG.emailChangeInvalid);
  await ctx.sendMail(emailChangedMail(user.email, user.scUsername, newEmail));
  return reply(SETTINGS_MSG.emailChanged);
}

/** Ends every session of the account, this one included, and closes their sockets. */
export async function logoutEverywhere(ctx: AuthContext, actor: AuthUser) {
  await revokeAllSessions(ctx.db, actor.id, ctx.clock.now());
  ctx.endSockets({ userId: actor.id });
  return reply(SETTINGS_MSG.loggedOutEverywhere);
}
