import { MSG } from '@crowns/contracts';
import { noteServerDate } from './server-clock';
import { clearSession, getSession, type Session, setSession } from './session';

/** An error answer of the API: `{ status, code, message }` plus whatever else the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: Record<string, unknown> = {},
    /** True when the client already reacted (session ended, page reloading): callers should not toast it. */
    readonly handled = false,
  ) {
    super(message);
  }
  get code() {
    return this.data.code as string | undefined;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Browser side effects of the client, replaceable by the router (client-side navigation) and by tests. */
export type ApiHooks = {
  /** Client-side navigation; the router installs its own. */
  navigate: (to: string) => void;
  /** Full page load of a URL (logout, suspension: nothing of the old session survives). */
  load: (url: string) => void;
  reload: () => void;
};

const defaultHooks: ApiHooks = {
  navigate: (to) => window.location.assign(to),
  load: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};
const hooks: ApiHooks = { ...defaultHooks };
/**
 * Set once the page is leaving for /login: every call in flight answers 'suspended' at about the same time, and a
 * second page load would abort the first one.
 */
let leavingForLogin = false;

/** Overrides some hooks; returns a function restoring the previous ones. */
export function configureApi(overrides: Partial<ApiHooks>): () => void {
  const previous = { ...hooks };
  leavingForLogin = false;
  Object.assign(hooks, overrides);
  return () => Object.assign(hooks, previous);
}

export const navigateTo = (to: string) => hooks.navigate(to);
export const loadPage = (url: string) => hooks.load(url);

/** sessionStorage flag carrying the suspension notice across the page load to /login. */
export const SUSPENDED_NOTICE_KEY = 'crowns.suspendedNotice';

let zone: string | undefined;
/** The browser's time zone, asked once: resolving it costs about a millisecond, and the board opens with 20 calls. */
const timeZone = () => {
  if (zone) return zone;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = 'UTC';
  }
  return zone;
};

/**
 * Auth calls answer 401/403 about the credentials they carry, never about the session: no refresh for them. The
 * start of a social redirect is the exception: linking an account from settings needs the session.
 */
const isAuthCall = (path: string) => path.startsWith('/auth/') && !path.startsWith('/auth/oauth-url');

async function send(path: string, options: RequestOptions, session: Session | null) {
  const headers: Record<string, string> = { timeZone: timeZone(), ...options.headers };
  if (session) {
    headers.accessToken = session.accessToken;
    headers.idToken = session.idToken;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`/v1${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  noteServerDate(res.headers?.get('date') ?? null);
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { res, data };
}

let refreshing: Promise<Session> | null = null;

/** One refresh for every caller that saw a 401 meanwhile (and, through a Web Lock, for every tab). */
function refreshSession(staleAccessToken: string): Promise<Session> {
  refreshing ??= withLock(() => runRefresh(staleAccessToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('crowns-refresh-tokens', fn) as Promise<T>) : fn();
}

async function runRefresh(staleAccessToken: string): Promise<Session> {
  const session = getSession();
  if (!session) throw endSession(MSG.refreshInvalid);
  // Another tab refreshed while this one waited for the lock.
  if (session.accessToken !== staleAccessToken) return session;
  const { res, data } = await send(
    '/auth/refresh-tokens',
    { method: 'POST', body: { userId: session.userId, refreshToken: session.refreshToken } },
    null,
  );
  const tokens = data.tokens as Partial<Session> | undefined;
  if (!res.ok || !tokens?.accessToken || !tokens.idToken || !tokens.refreshToken) {
    throw endSession((data.message as string) || MSG.refreshInvalid, res.status || 401, data);
  }
  const next: Session = {
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    userId: String(tokens.userId ?? session.userId),
    role: session.role,
  };
  setSession(next);
  return next;
}

/** Spec 01 §4: a failed refresh clears stored data and reloads the page. */
function endSession(message: string, status = 401, data: Record<string, unknown> = {}) {
  clearSession();
  hooks.reload();
  return new ApiError(status, message, data, true);
}

function suspend(data: Record<string, unknown>) {
  clearSession();
  try {
    sessionStorage.setItem(SUSPENDED_NOTICE_KEY, '1');
  } catch {}
  if (!leavingForLogin) {
    leavingForLogin = true;
    hooks.load('/login?reason=suspended');
  }
  return new ApiError(403, MSG.suspendedNotice, data, true);
}

/**
 * Calls the API under /v1 with the token headers and timeZone. Resolves to the JSON body; rejects with ApiError
 * (or the fetch TypeError when the network is down).
 * A 401 refreshes the session once (shared by concurrent calls) and retries once; 403 'suspended' ends the session.
 */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = getSession();
  let { res, data } = await send(path, options, session);

  if (res.status === 401 && session && !isAuthCall(path)) {
    const current = getSession();
    // Another call may already have rotated the tokens while this one was in flight.
    const fresh =
      current && current.accessToken !== session.accessToken ? current : await refreshSession(session.accessToken);
    ({ res, data } = await send(path, options, fresh));
  }
  if (res.status === 403 && data.message === MSG.suspended && !isAuthCall(path)) throw suspend(data);
  if (!res.ok) throw new ApiError(res.status, (data.message as string) || MSG.somethingWentWrong, data);
  return data as T;
}
