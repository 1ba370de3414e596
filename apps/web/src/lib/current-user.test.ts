import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './api';
import { fetchCurrentUser } from './current-user';
import { clearSession, getSession, setSession } from './session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let navigate: ReturnType<typeof vi.fn>;
let restore: () => void;
beforeEach(() => {
  clearSession();
  setSession({ accessToken: 'a', idToken: 'i', refreshToken: 'refresh-1', userId: '5', role: 'user' });
  navigate = vi.fn();
  restore = configureApi({ navigate, reload: vi.fn(), load: vi.fn() });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('fetchCurrentUser', () => {
  it('answers the user of GET /users/me', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 200, user: { id: '5', sc_username: 'ana' } })),
    );
    await expect(fetchCurrentUser()).resolves.toMatchObject({ sc_username: 'ana' });
    expect(getSession()).not.toBeNull();
  });

  it('clears the tokens and goes to / when the server refuses the user fetch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { status: 404, message: 'User not found.' })),
    );
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 404 });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('keeps the session on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchCurrentUser()).rejects.toBeInstanceOf(TypeError);
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
