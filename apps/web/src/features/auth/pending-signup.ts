/**
 * This browser's registration waiting for its email verification: the signup ticket the server answered (it lets
 * the verification sign this browser in) and the page the person signed up from (where they land afterwards).
 * localStorage, because the mailed link opens in a new tab.
 */
export type PendingSignup = { email: string; ticket: string; from: string };

const KEY = 'pendingSignup';

/** Pages of the account flows themselves are no place to come back to. */
const AUTH_PAGES = ['/verify-email', '/reset-password', '/login', '/auth/'];

/** The page to come back to after verifying: the current one, unless it is an account page. */
export function signupStartedFrom(location: { pathname: string; search: string } = window.location) {
  return AUTH_PAGES.some((p) => location.pathname.startsWith(p)) ? '/' : `${location.pathname}${location.search}`;
}

export function rememberSignup(pending: PendingSignup) {
  try {
    localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {}
}

export function pendingSignup(): PendingSignup | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PendingSignup> | null;
    const ok = typeof value?.email === 'string' && typeof value.ticket === 'string' && typeof value.from === 'string';
    return ok && value.from!.startsWith('/') && !value.from!.startsWith('//') ? (value as PendingSignup) : null;
  } catch {
    return null;
  }
}

export function forgetSignup() {
  try {
    localStorage.removeItem(KEY);
  } catch {}
}
