import { MSG } from '@crowns/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, configureApi, SUSPENDED_NOTICE_KEY } from './api';
import { clearSession, getSession, setSession } from './session';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: accepts only the current access token, rotates on /auth/refresh-tokens. */
function fakeServer(opts: { refresh?: 'ok' | 'fail'; refreshDelayMs?: number; slowPath?: string } = {}) {
  const calls: Call[] = [];
  let validToken = 'access-2';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = init.headers as Record<string, string>;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: init.method ?? 'GET', headers, body });
    if (url === '/v1/auth/refresh-tokens') {
      await new Promise((r) => setTimeout(r, opts.refreshDelayMs ?? 10));
      if (opts.refresh === 'fail') return json(401, { status: 401, code: 'UNAUTHORIZED', message: MSG.refreshInvalid });
      validToken = 'access-3';
      return json(200, {
        status: 200,
        tokens: { accessToken: 'access-3', idToken: 'id-3', refreshToken: 'refresh-3', userId: '7' },
      });
    }
    if (url === `/v1${opts.slowPath}`) await new Promise((r) => setTimeout(r, 60));
    if (headers.accessToken !== validToken) return json(401, { status: 401, message: MSG.unauthorized });
    return json(200, { status: 200, path: url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    expire: () => {
      validToken = 'access-never';
    },
    refreshCalls: () => calls.filter((c) => c.url === '/v1/auth/refresh-tokens'),
  };
}

const session = {
  accessToken: 'access-1',
  idToken: 'id-1',
  refreshToken: 'refresh-1',
  userId: '7',
  role: 'user' as const,
};

describe('api client', () => {
  let reload: ReturnType<typeof vi.fn>;
  let load: ReturnType<typeof vi.fn>;
  let restore: () => void;

  beforeEach(() => {
    clearSession();
    reload = vi.fn();
    load = vi.fn();
    restore = configureApi({ reload, load, navigate: vi.fn() });
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('sends both token headers and the timeZone header', async () => {
    setSession({ ...session, accessToken: 'access-2' });
    const server = fakeServer();
    await api('/users/me');
    const { headers } = server.calls[0]!;
    expect(headers.accessToken).toBe('access-2');
    expect(headers.idToken).toBe('id-1');
    expect(headers.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends timeZone but no token headers when logged out', async () => {
    const server = fakeServer();
    await expect(api('/utils/categories')).rejects.toBeInstanceOf(ApiError);
    expect(server.calls[0]!.headers.timeZone).toBeTruthy();
    expect(server.calls[0]!.headers.accessToken).toBeUndefined();
    expect(server.refreshCalls()).toHaveLength(0);
  });

  it('refreshes once for several concurrent 401s and retries every request with the new tokens', async () => {
    setSession(session); // access-1 is stale: the server wants access-2, and after a refresh access-3
    const server = fakeServer();
    server.expire();
    const results = await Promise.all([
      api('/users/me'),
      api('/wallet'),
      api('/notification?filter=all'),
      api('/setting'),
    ]);

    expect(results.map((r) => (r as { path: string }).path)).toEqual([
      '/v1/users/me',
      '/v1/wallet',
      '/v1/notification?filter=all',
      '/v1/setting',
    ]);
    const refreshes = server.refreshCalls();
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ userId: '7', refreshToken: 'refresh-1' });
    const retries = server.calls.filter((c) => c.url !== '/v1/auth/refresh-tokens').slice(4);
    expect(retries).toHaveLength(4);
    for (const retry of retries) {
      expect(retry.headers.accessToken).toBe('access-3');
      expect(retry.headers.idToken).toBe('id-3');
    }
    expect(getSession()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3', role: 'user' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 answering a request sent before the refresh finished', async () => {
    setSession(session);
    const server = fakeServer({ refreshDelayMs: 20, slowPath: '/slow' });
    server.expire();
    // /slow leaves with the stale token and its 401 arrives after the refresh of /users/me completed.
    const [slow] = await Promise.all([api('/slow'), api('/users/me')]);

    expect(slow).toMatchObject({ path: '/v1/slow' });
    expect(server.refreshCalls()).toHaveLength(1);
    const slowCalls = server.calls.filter((c) => c.url === '/v1/slow');
    expect(slowCalls.map((c) => c.headers.accessToken)).toEqual(['access-1', 'access-3']);
  });

  it('clears stored data and reloads when the refresh fails', async () => {
    setSession(session);
    localStorage.setItem('returnUrl', '/wallet');
    localStorage.setItem('expandToggle', 'true');
    const server = fakeServer({ refresh: 'fail' });
    server.expire();
    const results = await Promise.allSettled([api('/users/me'), api('/wallet')]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const error = (results[0] as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.handled).toBe(true);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    for (const key of ['accessToken', 'idToken', 'refreshToken', 'userId', 'usersRole', 'returnUrl'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('expandToggle')).toBe('true');
  });

  it("does not refresh for the auth calls' own 401s", async () => {
    setSession(session);
    const fetchMock = vi.fn(async () => json(401, { status: 401, message: MSG.invalidCredentials }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: MSG.invalidCredentials,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });

  it("ends the session on 403 'suspended', goes to /login and keeps the notice for that page", async () => {
    setSession(session);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { status: 403, code: 'SUSPENDED', message: 'suspended' })),
    );
    const error = (await api('/wallet').catch((e) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(MSG.suspendedNotice);
    expect(error.handled).toBe(true);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(load).toHaveBeenCalledWith('/login?reason=suspended');
    expect(new URL(load.mock.calls[0]![0] as string, 'http://x').pathname).toBe('/login');
    expect(sessionStorage.getItem(SUSPENDED_NOTICE_KEY)).toBe('1');
  });

  it('leaves for /login once when several calls in flight answer suspended (a second load would abort the first)', async () => {
    setSession(session);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { status: 403, code: 'SUSPENDED', message: 'suspended' })),
    );
    const errors = (await Promise.all(
      ['/wallet', '/users/me', '/wallet/history'].map((p) => api(p).catch((e) => e)),
    )) as ApiError[];

    expect(errors.map((e) => e.message)).toEqual(Array(3).fill(MSG.suspendedNotice));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects other errors with the response data', async () => {
    setSession({ ...session, accessToken: 'access-2' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { status: 404, code: 'NOT_FOUND', message: MSG.notFound })),
    );
    const error = (await api('/users/profile/nobody').catch((e) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.message).toBe(MSG.notFound);
    expect(error.data).toMatchObject({ code: 'NOT_FOUND' });
    expect(error.handled).toBe(false);
    expect(getSession()).not.toBeNull();
  });
});
