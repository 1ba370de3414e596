import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { ME, mockApi, renderRoutes, seedSession } from '../test-utils';
import { closeAuthDialog, useAuthDialog } from './auth-bridge';
import { TopBar } from './top-bar';

function DialogProbe() {
  return <output data-testid="auth-dialog">{useAuthDialog().name ?? 'none'}</output>;
}

const routes = [
  {
    path: '*',
    element: (
      <>
        <TopBar menuExpanded onToggleMenu={() => {}} />
        <DialogProbe />
      </>
    ),
  },
];

const api = (notifications: unknown[] = []) =>
  mockApi({
    '/users/me': { status: 200, user: ME },
    '/config/': { status: 200, data: { cc_per_usd: 100 } },
    '/notification': { status: 200, msg: notifications },
  });

describe('top bar', () => {
  afterEach(() => {
    clearSession();
    closeAuthDialog();
    vi.unstubAllGlobals();
  });

  it('logged out: Sign Up and Login open their dialogs; no wallet or bell', async () => {
    api();
    const user = userEvent.setup();
    renderRoutes(routes);
    expect(screen.getByRole('link', { name: 'Crowns home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByTestId('auth-dialog')).toHaveTextContent('signup');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('auth-dialog')).toHaveTextContent('login');
  });

  it('user: search, bell with unread dot, dollar wallet chip and profile avatar', async () => {
    seedSession('user');
    api([{ id: 1, title: 'Bounty claimed', message: 'kai claimed your bounty' }]);
    renderRoutes(routes);
    const wallet = await screen.findByRole('link', { name: /Wallet balance \$12\.50/ });
    expect(wallet).toHaveAttribute('href', '/wallet');
    expect(wallet).toHaveTextContent('$12.50');
    expect(screen.getByRole('link', { name: 'Your profile (nova_plays)' })).toHaveAttribute('href', '/@nova_plays');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications (unread)' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('user with no notifications: bell without a dot', async () => {
    seedSession('user');
    api([]);
    renderRoutes(routes);
    // A disabled bell holds its place until the page's data is in; then the bell itself.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeEnabled());
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('admin: no search, no bell and no wallet', async () => {
    seedSession('admin');
    api([{ id: 1, title: 'x' }]);
    renderRoutes(routes);
    expect(await screen.findByRole('link', { name: 'Your profile (nova_plays)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Wallet balance/ })).toBeNull();
  });
});
