import { isAdminRole, MSG, type Role } from '@crowns/contracts';
import { toast } from 'sonner';
import { ApiError, navigateTo } from '../../lib/api';
import { isLocalPath } from '../../lib/oauth';
import { type Session, setSession } from '../../lib/session';
import { storage } from '../../lib/storage';

/** The preserved return route (e.g. the guarded page that asked to log in), used once. */
function takeReturnUrl() {
  const returnUrl = storage.get('returnUrl');
  if (returnUrl) storage.remove('returnUrl');
  return returnUrl && isLocalPath(returnUrl) ? returnUrl : null;
}

/**
 * Spec 01 §4: after login the user goes to / unless a return route was preserved, the page is a challenge detail,
 * or the URL has 2 query parameters (a deep link) — then they stay. Admins land on /admin/dashboard, or on the admin
 * page that asked them to log in.
 */
export function landingAfterLogin(role: Role, location: { pathname: string; search: string } = window.location) {
  const returnUrl = takeReturnUrl();
  if (isAdminRole(role)) return returnUrl?.startsWith('/admin/') ? returnUrl : '/admin/dashboard';
  if (returnUrl) return returnUrl;
  if (/^\/challenges\/[^/]+/.test(location.pathname)) return null;
  if ([...new URLSearchParams(location.search).keys()].length >= 2) return null;
  // Already home: staying keeps a home deep link such as /?bountyId=… intact.
  if (location.pathname === '/') return null;
  return '/';
}

/**
 * After a social sign-in, which returns on its own callback page: the preserved return route when there is one,
 * else the page the sign-in started from; admins land as after a password login.
 */
export function landingAfterSocialLogin(role: Role, startedFrom: string) {
  if (isAdminRole(role)) return landingAfterLogin(role) ?? '/admin/dashboard';
  return takeReturnUrl() ?? startedFrom;
}

/** Stores the session, says so, and moves to `to` or to the page the rules above pick. */
export function completeLogin(session: Session, to?: string) {
  setSession(session);
  toast.success(MSG.loggedIn);
  const target = to ?? landingAfterLogin(session.role);
  if (target) navigateTo(target);
}

/** The text to show for a failed call: the server's message, or a generic one when the network failed. */
export function errorText(error: unknown, networkFallback: string = MSG.somethingWentWrong) {
  return error instanceof ApiError ? error.message : networkFallback;
}

/** Shows a failed call as an error toast, unless the client already handled it (suspension, ended session). */
export function toastError(error: unknown, networkFallback?: string) {
  if (error instanceof ApiError && error.handled) return;
  toast.error(errorText(error, networkFallback));
}
