import { MSG, SETTINGS_MSG } from '@crowns/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { closeAuthDialog } from '../shell/auth-bridge';
import { mockApi, renderRoutes } from '../test-utils';
import { LoginPage } from './login-page';

const routes = [{ path: '/login', element: <LoginPage /> }];

afterEach(() => {
  closeAuthDialog();
  clearSession();
});

describe('/login', () => {
  it.each([
    ['suspended', 'Account suspended', MSG.suspendedNotice],
    ['signed-out-everywhere', 'Signed out', SETTINGS_MSG.loggedOutEverywhere],
    ['account-deleted', 'Account deleted', SETTINGS_MSG.accountDeleted],
    ['', 'Log in to Crowns', 'Log in to create and claim bounties, join challenges and manage your wallet.'],
  ])('says why the visitor is here (reason %s)', async (reason, title, text) => {
    mockApi({});
    renderRoutes(routes, `/login${reason ? `?reason=${reason}` : ''}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
