import { MSG, OAUTH_STATE_KEY, SOCIAL_AUTH_MSG } from '@crowns/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { clearSession, getSession } from '../../../lib/session';
import { closeAuthDialog, useAuthDialog } from '../auth-dialog-store';
import { mockApi } from '../test/mock-api';
import { SocialCallbackPage } from './social-callback-page';

function OpenDialog() {
  const { name, props } = useAuthDialog();
  return <output aria-label="open dialog">{name ? `${name} ${JSON.stringify(props)}` : 'none'}</output>;
}

let navigate: ReturnType<typeof vi.fn>;
let restore: () => void;
beforeEach(() => {
  toast.dismiss();
  clearSession();
  localStorage.clear();
  navigate = vi.fn();
  restore = configureApi({ navigate });
});
afterEach(() => {
  restore();
  closeAuthDialog();
  vi.unstubAllGlobals();
});

/** Each test uses its own code: an exchange runs once per return URL for the life of the page. */
let n = 0;
function started(provider: string, intent: 'login' | 'link', returnTo = '/wallet') {
  n += 1;
  localStorage.setItem(`${provider}_code_verifier`, `verifier-${n}`);
  localStorage.setItem(OAUTH_STATE_KEY, JSON.stringify({ state: `state-${n}`, provider, intent, returnTo }));
  return { state: `state-${n}`, code: `code-${n}`, verifier: `verifier-${n}` };
}

function openAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SocialCallbackPage /> }], { initialEntries: [path] });
  render(
    <>
      <RouterProvider router={router} />
      <OpenDialog />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const keptNothing = () => {
  expect(localStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  expect(Object.keys(localStorage).filter((k) => k.endsWith('_code_verifier'))).toEqual([]);
};

const session = (id: number, role = 'user') => ({
  accessToken: `acc-${id}`,
  idToken: `idt-${id}`,
  refreshToken: `ref-${id}`,
  user: { id, roles: { name: role } },
});

describe('SocialCallbackPage: refusals before any call', () => {
  it('a cancelled consent says so and offers Log In', async () => {
    const api = mockApi({});
    const s = started('twitch', 'login');
    const user = openAt(`/auth/twitchauthcallback?error=access_denied&state=${s.state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_AUTH_MSG.denied('Twitch'));
    expect(api.calls).toEqual([]);
    keptNothing();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent(/^login/);
  });

  it('a state other than the one this browser kept is refused', async () => {
    const api = mockApi({});
    const s = started('twitch', 'login');
    openAt(`/auth/twitchauthcallback?code=${s.code}&state=forged`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_AUTH_MSG.stateInvalid);
    expect(api.calls).toEqual([]);
    keptNothing();
  });

  it("another provider's state is refused", async () => {
    const api = mockApi({});
    const s = started('kick', 'login');
    openAt(`/auth/twitchauthcallback?code=${s.code}&state=${s.state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_AUTH_MSG.stateInvalid);
    expect(api.calls).toEqual([]);
  });

  it('a missing verifier (started in another browser) is refused', async () => {
    const api = mockApi({});
    const s = started('discord', 'login');
    localStorage.removeItem('discord_code_verifier');
    openAt(`/auth/discordauthcallback?code=${s.code}&state=${s.state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_AUTH_MSG.verifierMissing);
    expect(api.calls).toEqual([]);
    keptNothing();
  });
});

describe('SocialCallbackPage: sign-in', () => {
  it('shows progress, exchanges the code with the verifier, stores the session and returns to the page', async () => {
    const api = mockApi({
      'POST /auth/twitch-login': { status: 200, body: { status: 200, message: MSG.loggedIn, user: session(7) } },
    });
    const s = started('twitch', 'login', '/wallet');
    openAt(`/auth/twitchauthcallback?code=${s.code}&state=${s.state}`);
    expect(screen.getByText('Signing you in with Twitch...')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/wallet'));
    expect(api.called('POST /auth/twitch-login')[0]?.body).toEqual({
      code: s.code,
      state: s.state,
      codeVerifier: s.verifier,
    });
    expect(getSession()).toEqual({
      accessToken: 'acc-7',
      idToken: 'idt-7',
      refreshToken: 'ref-7',
      userId: '7',
      role: 'user',
    });
    expect(localStorage.getItem('usersRole')).toBe('user');
    expect(await screen.findByText(MSG.loggedIn)).toBeInTheDocument();
    keptNothing();
  });

  it('an admin gets the one-time code step', async () => {
    mockApi({
      'POST /auth/google-login': {
        status: 200,
        body: { status: 200, message: MSG.otpSent, userTier: 'admin', token: 'challenge-token-1' },
      },
    });
    const s = started('google', 'login');
    openAt(`/auth/googleauthcallback?code=${s.code}&state=${s.state}`);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent(
        'otp {"token":"challenge-token-1"}',
      ),
    );
    expect(getSession()).toBeNull();
  });

  it("an email that belongs to an account: the server's message and Log In", async () => {
    mockApi({
      'POST /auth/kick-login': { status: 409, body: { status: 409, message: SOCIAL_AUTH_MSG.emailTaken('Kick') } },
    });
    const s = started('kick', 'login');
    openAt(`/auth/kickauthcallback?code=${s.code}&state=${s.state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_AUTH_MSG.emailTaken('Kick'));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    keptNothing();
  });
});

const needsProfile = (emailKnown: boolean) => ({
  status: 202,
  body: {
    status: 202,
    needsProfile: true,
    registrationToken: 'reg-token',
    provider: 'twitch',
    suggestedUsername: 'sandbox.streamer',
    emailKnown,
  },
});

async function pickAdultBirthdate(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '4');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '9');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1994');
}

describe('SocialCallbackPage: finishing the profile of a first sign-in', () => {
  it('offers the handle as the username, asks the birthdate (not the email), registers and signs in', async () => {
    const api = mockApi({
      'POST /auth/twitch-login': needsProfile(true),
      'POST /auth/oauth-register': { status: 201, body: { status: 201, message: MSG.loggedIn, user: session(9) } },
    });
    const s = started('twitch', 'login', '/challenges');
    const user = openAt(`/auth/twitchauthcallback?code=${s.code}&state=${s.state}`);
    expect(await screen.findByRole('heading', { name: 'Finish your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('sandboxstreamer');
    expect(screen.queryByLabelText('Email')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MSG.dobRequired)).toBeInTheDocument();
    expect(api.called('POST /auth/oauth-register')).toEqual([]);

    await pickAdultBirthdate(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/challenges'));
    expect(api.called('POST /auth/oauth-register')[0]?.body).toEqual({
      registrationToken: 'reg-token',
      username: 'sandboxstreamer',
      birthdate: '1994-04-09',
    });
    expect(getSession()?.userId).toBe('9');
  });

  it('asks the email when the provider gave none, and shows a taken username under the field', async () => {
    const api = mockApi({
      'POST /auth/twitch-login': needsProfile(false),
      'POST /auth/oauth-register': { status: 409, body: { status: 409, message: MSG.usernameTaken } },
    });
    const s = started('twitch', 'login');
    const user = openAt(`/auth/twitchauthcallback?code=${s.code}&state=${s.state}`);
    const email = await screen.findByLabelText('Email');
    await pickAdultBirthdate(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(api.called('POST /auth/oauth-register')).toEqual([]);

    await user.type(email, 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(MSG.usernameTaken));
    expect(api.called('POST /auth/oauth-register')[0]?.body).toMatchObject({ email: 'ana@example.com' });
    expect(getSession()).toBeNull();
  });

  it('an expired registration says so instead of the form', async () => {
    mockApi({
      'POST /auth/twitch-login': needsProfile(true),
      'POST /auth/oauth-register': { status: 400, body: { status: 400, message: SOCIAL_AUTH_MSG.signupExpired } },
    });
    const s = started('twitch', 'login');
    const user = openAt(`/auth/twitchauthcallback?code=${s.code}&state=${s.state}`);
    await screen.findByRole('heading', { name: 'Finish your profile' });
    await pickAdultBirthdate(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_AUTH_MSG.signupExpired);
    expect(screen.queryByRole('heading', { name: 'Finish your profile' })).toBeNull();
  });
});

describe('SocialCallbackPage: linking from settings', () => {
  it('posts the link and returns to settings with the linked toast', async () => {
    const api = mockApi({
      'POST /users/link-stream': {
        status: 200,
        body: {
          status: 200,
          message: SOCIAL_AUTH_MSG.linked('Kick'),
          account: { provider: 'kick', handle: 'ana_live', signIn: true, linkedAt: '2026-11-25T06:00:00Z' },
        },
      },
    });
    const s = started('kick', 'link', '/settings/profile');
    openAt(`/auth/kickauthcallback?code=${s.code}&state=${s.state}`);
    expect(screen.getByText('Linking your Kick account...')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/settings/profile'));
    expect(api.called('POST /users/link-stream')[0]?.body).toEqual({
      code: s.code,
      state: s.state,
      codeVerifier: s.verifier,
      platform: 'kick',
    });
    expect(await screen.findByText(SOCIAL_AUTH_MSG.linked('Kick'))).toBeInTheDocument();
    keptNothing();
  });

  it('a YouTube link comes back through its own route; a refusal offers the way back to settings', async () => {
    mockApi({
      'POST /users/link-stream': {
        status: 409,
        body: { status: 409, message: SOCIAL_AUTH_MSG.linkedElsewhere('YouTube') },
      },
    });
    const s = started('youtube', 'link', '/settings/profile');
    const user = openAt(`/auth/youtubeauthcallback?code=${s.code}&state=${s.state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_AUTH_MSG.linkedElsewhere('YouTube'));
    await user.click(screen.getByRole('button', { name: 'Back to Settings' }));
    expect(navigate).toHaveBeenCalledWith('/settings/profile');
  });
});
