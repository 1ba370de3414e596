import { isAdminRole } from '@crowns/contracts';
import { safeEqual } from '../../platform/crypto';
import { findUserById } from './auth.repo';
import type { AuthContext } from './auth-context';
import { issueSession, loginProfile } from './session.service';

/**
 * The signup ticket: answered by the registration to the browser that sent it (and so set the password), keyed
 * with the server secret. Alone it opens nothing; with a verification (the mailed link or code, which prove the
 * mailbox) it signs that browser in. A link opened anywhere else verifies without a session, so the mailbox owner
 * is never signed into an account somebody else registered with their address.
 */
export const signupTicketOf = (ctx: AuthContext, userId: number) => ctx.codeHash(`signup-ticket:${userId}`);

/**
 * What a successful verification answers besides its message: the account's email (to fill the login form) and,
 * when the signup ticket matches, the login answer's `user` (tokens and profile) for a normal, unsuspended user.
 */
export async function afterVerification(ctx: AuthContext, userId: number, ticket: string | undefined) {
  const user = await findUserById(ctx.db, userId);
  if (!user) return {};
  const proven = ticket !== undefined && safeEqual(ticket, signupTicketOf(ctx, userId));
  if (!proven || !user.isVerified || user.suspendedAt || isAdminRole(user.role)) return { email: user.email };
  const tokens = await issueSession(ctx, user);
  return {
    email: user.email,
    user: {
      accessToken: tokens.accessToken,
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      user: loginProfile(user),
    },
  };
}
