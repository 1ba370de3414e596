import { setSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { sessionOf } from './api/login';
import type { VerifyEmailAnswer } from './api/verify-email';
import { openAuthDialog } from './auth-dialog-store';
import { forgetSignup, pendingSignup } from './pending-signup';

/** The signup ticket to send with a verification of `email` (any email for a link, whose account is unknown here). */
export function ticketFor(email?: string) {
  const pending = pendingSignup();
  return pending && (!email || pending.email === email) ? pending.ticket : undefined;
}

/**
 * After a verification: signed in when the server answered a session (this browser registered), then You are In!
 * leads back to the page the person signed up from; otherwise You are In! leads to the login form, filled with the
 * email, and the login lands on that page. Answers where Get Started! goes when signed in.
 */
export function finishVerification(answer: VerifyEmailAnswer, email?: string): string | null {
  const pending = pendingSignup();
  const verified = answer.email ?? email;
  const mine = pending && pending.email === verified ? pending : null;
  if (mine) forgetSignup();
  const to = mine?.from ?? '/';
  if (answer.user) {
    setSession(sessionOf(answer.user));
    openAuthDialog('youAreIn', { signedIn: true, to });
    return to;
  }
  if (mine) storage.set('returnUrl', to);
  openAuthDialog('youAreIn', verified ? { email: verified } : {});
  return null;
}
