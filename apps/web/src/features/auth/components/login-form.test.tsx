import { MSG, OAUTH_STATE_KEY, SOCIAL_AUTH_MSG } from '@crowns/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { closeAuthDialog } from '../auth-dialog-store';
import { mockApi } from '../test/mock-api';
import { renderDialog } from '../test/render-dialogs';

afterEach(() => {
  closeAuthDialog();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const userLogin = {
  status: 200,
  body: {
    status: 200,
    message: MSG.loggedIn,
    user: { accessToken: 'acc', idToken: 'idt', refreshToken: 'ref', user: { id: 42, roles: { name: 'user' } } },
  },
};

async function logIn(r: ReturnType<typeof renderDialog>, email = 'Ana@Example.com') {
  await r.user.type(screen.getByLabelText(/^email$/i), email);
  await r.user.type(screen.getByLabelText(/^password$/i), 'Secret#123');
  await r.user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login', () => {
  it('shows the field messages on submit', async () => {
    const r = renderDialog('login');
    await r.user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
  });

  it("stores the tokens, closes, says 'LoggedIn Successfully' and goes to /", async () => {
    window.history.replaceState(null, '', '/wallet');
    const api = mockApi({ 'POST /auth/login': userLogin });
    const r = renderDialog('login');
    await logIn(r);

    expect(await screen.findByText(MSG.loggedIn)).toBeInTheDocument();
    expect(api.called('POST /auth/login')[0]?.body).toEqual({ email: 'ana@example.com', password: 'Secret#123' });
    expect(getSession()).toEqual({
      accessToken: 'acc',
      idToken: 'idt',
      refreshToken: 'ref',
      userId: '42',
      role: 'user',
    });
    expect(localStorage.getItem('usersRole')).toBe('user');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(r.navigate).toHaveBeenCalledWith('/');
  });

  it.each([
    ['a challenge detail', '/challenges/best-clip/12'],
    ['a URL with 2 query parameters', '/category?categoryName=IRL&page=2'],
  ])('stays on %s', async (_, url) => {
    window.history.replaceState(null, '', url);
    mockApi({ 'POST /auth/login': userLogin });
    const r = renderDialog('login');
    await logIn(r);
    await screen.findByText(MSG.loggedIn);
    expect(r.navigate).not.toHaveBeenCalled();
  });

  it('goes to a preserved return route', async () => {
    window.history.replaceState(null, '', '/');
    mockApi({ 'POST /auth/login': userLogin });
    const r = renderDialog('login');
    localStorage.setItem('returnUrl', '/bounty');
    await logIn(r);
    await screen.findByText(MSG.loggedIn);
    expect(r.navigate).toHaveBeenCalledWith('/bounty');
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });

  it('opens the one-time-code dialog for an admin (userTier)', async () => {
    mockApi({
      'POST /auth/login': {
        status: 200,
        body: { status: 200, message: MSG.otpSent, userTier: 'admin', token: 'challenge-token-1' },
      },
    });
    const r = renderDialog('login');
    await logIn(r, 'boss@example.com');
    expect(await screen.findByRole('dialog', { name: 'Verify with OTP' })).toBeInTheDocument();
    expect(screen.getByText('boss@example.com')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("opens the resend-verification dialog on ' Email not verified'", async () => {
    mockApi({
      'POST /auth/login': {
        status: 403,
        body: { status: 403, code: 'EMAIL_NOT_VERIFIED', message: ' Email not verified' },
      },
    });
    const r = renderDialog('login');
    await logIn(r);
    expect(await screen.findByRole('dialog', { name: 'Email not verified' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
  });

  it('shows the server message of a refused login', async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { status: 401, message: MSG.invalidCredentials } } });
    const r = renderDialog('login');
    await logIn(r);
    expect(await screen.findByText(MSG.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('shows the suspension notice for a suspended account', async () => {
    mockApi({ 'POST /auth/login': { status: 403, body: { status: 403, code: 'SUSPENDED', message: 'suspended' } } });
    const r = renderDialog('login');
    await logIn(r);
    expect(await screen.findByText(MSG.suspendedNotice)).toBeInTheDocument();
  });

  it('cannot double-submit while logging in', async () => {
    let release: () => void = () => {};
    const api = mockApi({ 'POST /auth/login': userLogin });
    const fetchMock = globalThis.fetch as ReturnType<typeof vi.fn>;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => {
      await new Promise<void>((r) => {
        release = r;
      });
      return original(...args);
    });
    const r = renderDialog('login');
    await logIn(r);
    const button = await screen.findByRole('button', { name: /Logging in/ });
    expect(button).toBeDisabled();
    await r.user.click(button);
    release();
    await screen.findByText(MSG.loggedIn);
    expect(api.calls).toHaveLength(1);
  });

  it('switches to the Sign Up tab and keeps one modal', async () => {
    const r = renderDialog('login');
    await r.user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText(/^username$/i)).toBeInTheDocument());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText(/Streamer Recommendation/)).toBeInTheDocument();
  });

  it('starts social sign-in: asks for the authorize URL, keeps state and verifier, leaves for the provider', async () => {
    const api = mockApi({
      'GET /auth/oauth-url': {
        status: 200,
        body: { status: 200, url: 'https://id.example/authorize?x=1', state: 'st-1', codeVerifier: 'ver-1' },
      },
    });
    const r = renderDialog('login');
    await r.user.click(screen.getByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(r.load).toHaveBeenCalledWith('https://id.example/authorize?x=1'));
    const query = api.called('GET /auth/oauth-url')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ provider: 'google', intent: 'login', returnTo: '/' });
    expect(localStorage.getItem('google_code_verifier')).toBe('ver-1');
    expect(JSON.parse(localStorage.getItem(OAUTH_STATE_KEY) ?? '')).toEqual({
      state: 'st-1',
      provider: 'google',
      intent: 'login',
      returnTo: '/',
    });
  });

  it('offers only the providers the server signs in with', async () => {
    mockApi({ 'GET /auth/oauth-providers': { status: 200, body: { status: 200, data: ['twitch'] } } });
    renderDialog('login');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log in with Google' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Log in with Twitch' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Log in with Kick' })).toBeNull();
  });

  it('shows the refusal of a provider that is not set up, and the buttons work again', async () => {
    mockApi({
      'GET /auth/oauth-url': { status: 400, body: { status: 400, message: SOCIAL_AUTH_MSG.providerOff('Kick') } },
    });
    const r = renderDialog('login');
    await r.user.click(screen.getByRole('button', { name: 'Log in with Kick' }));
    expect(await screen.findByText(SOCIAL_AUTH_MSG.providerOff('Kick'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in with Kick' })).toBeEnabled();
    expect(r.load).not.toHaveBeenCalled();
  });
});
