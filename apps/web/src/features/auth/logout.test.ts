import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api';
import { clearSession, getSession, setSession } from '../../lib/session';
import { logout } from './logout';
import { mockApi, mockNetworkDown } from './test/mock-api';

let load: ReturnType<typeof vi.fn>;
let restore: () => void;
beforeEach(() => {
  clearSession();
  setSession({ accessToken: 'a', idToken: 'i', refreshToken: 'refresh-1', userId: '5', role: 'user' });
  localStorage.setItem('expandToggle', 'false');
  load = vi.fn();
  restore = configureApi({ load });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('posts the refresh token, then clears storage and loads /', async () => {
    const api = mockApi({
      'POST /auth/logout': { status: 200, body: { status: 200, message: 'Logged out successfully.' } },
    });
    await logout();
    expect(api.called('POST /auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('expandToggle')).toBe('false');
    expect(load).toHaveBeenCalledWith('/');
  });

  it('ends the local session even when the server cannot be reached', async () => {
    mockNetworkDown();
    await logout();
    expect(getSession()).toBeNull();
    expect(load).toHaveBeenCalledWith('/');
  });
});
