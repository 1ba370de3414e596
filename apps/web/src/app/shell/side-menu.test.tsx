import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { ME, mockApi, renderRoutes, seedSession } from '../test-utils';
import { closeAuthDialog, useAuthDialog } from './auth-bridge';
import { RootLayout } from './root-layout';
import styles from './side-menu.module.css';

function DialogProbe() {
  return <output data-testid="auth-dialog">{useAuthDialog().name ?? 'none'}</output>;
}

const routes = [
  {
    element: (
      <>
        <RootLayout />
        <DialogProbe />
      </>
    ),
    children: [
      { index: true, element: <p>home page</p> },
      { path: 'how-it-works', element: <p>how it works page</p> },
      { path: '*', element: <p>other page</p> },
    ],
  },
];

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('side menu', () => {
  beforeEach(() => {
    mockApi({
      '/users/me': { status: 200, user: ME },
      '/config/': { status: 200, data: { cc_per_usd: 100 } },
      '/followership/followings/': (url: string) => ({
        followerList: {
          data: url.includes('page=1')
            ? [
                {
                  id: '1',
                  sc_username: 'kai_live',
                  image_url: null,
                  is_streaming: true,
                  streamDetails: { platform: 'kick', display_name: 'Kai', viewer_count: 15_490 },
                },
                { id: '2', sc_username: 'offline_ona', image_url: null, is_streaming: false },
              ]
            : [{ id: '3', sc_username: 'third_tim', image_url: null, is_streaming: false }],
          hasMore: url.includes('page=1'),
        },
      }),
    });
  });
  afterEach(() => {
    clearSession();
    closeAuthDialog();
    vi.unstubAllGlobals();
  });

  it('remembers the collapsed state in expandToggle', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes);
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(localStorage.getItem('expandToggle')).toBe('false');
    expect(menu()).toHaveAttribute('data-expanded', 'false');
    first.unmount();

    renderRoutes(routes);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(localStorage.getItem('expandToggle')).toBe('true');
  });

  it('opens the login dialog when a logged-out visitor clicks a menu item', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes);
    await user.click(within(menu()).getByRole('link', { name: 'Wallet' }));
    expect(screen.getByTestId('auth-dialog')).toHaveTextContent('login');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('lets a logged-out visitor open How it Works', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes);
    await user.click(within(menu()).getByRole('link', { name: 'How it Works' }));
    expect(await screen.findByText('how it works page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/how-it-works');
    expect(screen.getByTestId('auth-dialog')).toHaveTextContent('none');
  });

  it('shows the user menu with profile links and followed streamers, 5 per page with Load More', async () => {
    seedSession();
    const user = userEvent.setup();
    renderRoutes(routes);
    const nav = menu();
    expect(await within(nav).findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/@nova_plays');
    expect(within(nav).getByRole('link', { name: 'Stream Manager' })).toHaveAttribute(
      'href',
      '/streamManager/@nova_plays',
    );
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await within(nav).findByText('kai_live')).toBeInTheDocument();
    expect(within(nav).getByText('15.4k')).toBeInTheDocument();
    expect(within(nav).getByText('kick')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Load More' }));
    expect(await within(nav).findByText('third_tim')).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Load More' })).toBeNull();
    const calls = vi.mocked(fetch).mock.calls.map(([u]) => String(u));
    expect(calls).toContain(`/v1/followership/followings/${ME.id}?page=1&limit=5`);
  });

  it('on a phone fetches the followed streamers only once the menu opens', async () => {
    seedSession();
    // A phone: every max-width query of the shell matches (the overlay menu, hidden while closed).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    renderRoutes(routes);
    expect(await within(menu()).findByRole('link', { name: 'Profile' })).toBeInTheDocument();
    const followings = () => vi.mocked(fetch).mock.calls.filter(([u]) => String(u).includes('/followership/'));
    expect(followings()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(await within(menu()).findByText('kai_live')).toBeInTheDocument();
    expect(followings()).toHaveLength(1);
  });

  it('shows the language as a plain label (English), not as a control that does nothing', async () => {
    seedSession();
    renderRoutes(routes);
    const language = within(menu()).getByText('Language: English');
    expect(language.closest('a, button, [role="button"], [tabindex]')).toBeNull();
    expect(language.closest('li')).not.toHaveClass(styles.item!);
    expect(within(menu()).queryByRole('button', { name: /language/i })).toBeNull();
    await act(async () => {});
  });

  it('shows the admin menu to admins', async () => {
    seedSession('read_only_admin');
    renderRoutes(routes, '/somewhere');
    const nav = menu();
    expect(within(nav).getByRole('link', { name: 'Logs' })).toHaveAttribute('href', '/admin/logs');
    expect(within(nav).queryByRole('link', { name: 'Wallet' })).toBeNull();
    await act(async () => {});
  });
});
