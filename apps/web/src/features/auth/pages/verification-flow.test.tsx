import { MSG } from '@crowns/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { clearSession, getSession } from '../../../lib/session';
import { closeAuthDialog } from '../auth-dialog-store';
import { AuthDialogs } from '../components/auth-dialogs';
import { submitRegistration } from '../submit-registration';
import { mockApi } from '../test/mock-api';
import { QueryWrapper } from '../test/render-dialogs';
import { VerifyEmailPage } from './verify-email-page';

const SESSION = {
  accessToken: 'access-1',
  idToken: 'id-1',
  refreshToken: 'refresh-1',
  user: { id: '42', email: 'ana@example.com', roles: { name: 'user' } },
};

let navigate: ReturnType<typeof vi.fn>;
let restore: () => void;
beforeEach(() => {
  clearSession();
  navigate = vi.fn();
  restore = configureApi({ navigate });
});
afterEach(() => {
  restore();
  closeAuthDialog();
  vi.unstubAllGlobals();
});

function openLink(token: string) {
  const router = createMemoryRouter([{ path: '*', element: <VerifyEmailPage /> }], {
    initialEntries: [`/verify-email?token=${token}`],
  });
  render(
    <>
      <RouterProvider router={router} />
      <AuthDialogs />
    </>,
    { wrapper: QueryWrapper },
  );
  return userEvent.setup();
}

/** Signs up from `from` the way the forms do, with the server answering a signup ticket. */
async function signUpFrom(from: string) {
  window.history.pushState({}, '', from);
  mockApi({
    'POST /auth/register': {
      status: 201,
      body: { status: 201, data: { message: MSG.registered, signupTicket: 'ticket-of-ana' } },
    },
  });
  expect(
    await submitRegistration({
      email: 'Ana@Example.com',
      username: 'ana_1',
      password: 'Secret#123',
      birthdate: '1990-05-17',
    }),
  ).toBe(true);
  closeAuthDialog();
  window.history.pushState({}, '', '/');
}

describe('after the mailed verification link', () => {
  it('signs in the browser that signed up and Get Started! goes back to the page it signed up from', async () => {
    await signUpFrom('/bounty?category=Gaming');
    const api = mockApi({
      'POST /auth/verify-email': {
        status: 200,
        body: { status: 200, message: MSG.verified, email: 'ana@example.com', user: SESSION },
      },
    });
    const user = openLink('link-token-0101');
    const dialog = await screen.findByRole('dialog', { name: 'You are In!' });
    expect(api.called('POST /auth/verify-email')[0]?.body).toEqual({
      token: 'link-token-0101',
      signupTicket: 'ticket-of-ana',
    });
    expect(getSession()).toMatchObject({ accessToken: 'access-1', userId: '42', role: 'user' });
    expect(dialog).toHaveTextContent('you are logged in');
    await user.click(screen.getByRole('button', { name: 'Get Started!' }));
    expect(navigate).toHaveBeenCalledWith('/bounty?category=Gaming');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('pendingSignup')).toBeNull();
  });

  it('opened in another browser: Get Started! opens the login form with the email filled in', async () => {
    const api = mockApi({
      'POST /auth/verify-email': {
        status: 200,
        body: { status: 200, message: MSG.verified, email: 'ana@example.com' },
      },
    });
    const user = openLink('link-token-0102');
    await screen.findByRole('dialog', { name: 'You are In!' });
    expect(api.called('POST /auth/verify-email')[0]?.body).toEqual({ token: 'link-token-0102' });
    expect(getSession()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get Started!' }));
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    expect(login.querySelector('input[type="email"]')).toHaveValue('ana@example.com');
  });

  it('without a session, the login afterwards lands on the page of the signup', async () => {
    await signUpFrom('/wallet');
    mockApi({
      'POST /auth/verify-email': {
        status: 200,
        body: { status: 200, message: MSG.verified, email: 'ana@example.com' },
      },
    });
    openLink('link-token-0103');
    await screen.findByRole('dialog', { name: 'You are In!' });
    expect(localStorage.getItem('returnUrl')).toBe('/wallet');
  });
});
