import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE } from '../features/profiles/test/fixtures';
import { clearSession } from '../lib/session';
import { NO_DATA_TEXT } from '../ui/pagination';
import { routesFor } from './router';
import { closeAuthDialog } from './shell/auth-bridge';
import { isShellHidden } from './shell/shell-visibility';
import { ME, mockApi, renderRoutes, seedSession } from './test-utils';

/** `record(answer)` answers a call and notes whether the page titled `title` was on screen when it started. */
function callsStartedBefore(title: string) {
  const pageShown = () => screen.queryByRole('heading', { level: 1, name: title }) !== null;
  const started: { url: string; pageShown: boolean }[] = [];
  const record = (answer: unknown) => (url: string) => {
    started.push({ url: url.replace(/^\/v1/, ''), pageShown: pageShown() });
    return answer;
  };
  return { started, record };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

describe('routes', () => {
  beforeEach(() => {
    mockApi({ '/users/me': { status: 200, user: ME }, '/config/': { status: 200, data: { cc_per_usd: 100 } } });
  });
  afterEach(() => {
    // Unmount first: a guarded page still mounted when the session is cleared would open the login dialog again.
    cleanup();
    clearSession();
    closeAuthDialog();
    vi.unstubAllGlobals();
  });

  it.each([
    '/bounty',
    '/bountyboard',
    '/bounty/createbounty',
    '/wallet',
    '/dashboard',
    '/settings/profile',
    '/streamManager/@nova_plays',
    '/admin/logs',
  ])(
    'gives a logged-out visitor of %s the login dialog over the page, with no calls that need an account',
    async (path) => {
      const fetchMock = vi.mocked(fetch);
      const { router } = renderRoutes(routesFor, path);
      expect(await screen.findByRole('dialog', { name: 'Log In' }, { timeout: 10_000 })).toBeInTheDocument();
      // Behind the dialog (hidden from the accessibility tree while it is open), the page asks to log in.
      expect(screen.getByRole('heading', { level: 1, name: 'Log in to continue', hidden: true })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(localStorage.getItem('returnUrl')).toBe(path);
      // Only public reads: the config and the sign-in providers the login dialog offers.
      const calls = fetchMock.mock.calls.map(([url]) => String(url));
      const publicReads = (url: string) => url.startsWith('/v1/config/') || url === '/v1/auth/oauth-providers';
      expect(calls.filter((url) => !publicReads(url))).toEqual([]);
    },
    // The first visit loads the shell and the account dialogs.
    15_000,
  );

  it('starts the board calls from its route, before the board renders; the board then adds none of its own', async () => {
    seedSession();
    const { started, record } = callsStartedBefore('Bounty Board');
    const emptyPage = { data: [], currentPage: 1, totalPages: 0, totalRecords: 0 };
    mockApi({
      '/users/me': { status: 200, user: ME },
      '/config/': { status: 200, data: { cc_per_usd: 100 } },
      '/bounty/daily': record({ status: 200, data: [] }),
      '/bounty/top-completed': record({ status: 200, bounty: emptyPage }),
      '/bounty/list': record({ status: 200, bounty: emptyPage }),
      '/utils/categories': record({ status: 200, data: [] }),
    });
    renderRoutes(routesFor, '/bounty', { staleTime: 15_000 });
    expect(await heading('Bounty Board')).toBeInTheDocument();
    await screen.findByTestId('bounty-grid');
    expect(started.map((s) => s.url).sort()).toEqual([
      '/bounty/daily',
      '/bounty/list?sortBy=amount&sortOrder=desc&page=1&limit=8',
      '/bounty/list?sortBy=popular&sortOrder=desc&page=1&limit=5',
      '/bounty/top-completed?sortBy=amount&sortOrder=desc&page=1&limit=4',
      '/utils/categories',
    ]);
    expect(started.filter((s) => s.pageShown)).toEqual([]);
  });

  it('starts the wallet calls from its route, before the page renders; the page then adds none of its own', async () => {
    seedSession();
    const { started, record } = callsStartedBefore('Wallet');
    const rate = 100;
    mockApi({
      '/users/me': { status: 200, user: ME },
      '/config/': { status: 200, data: { cc_per_usd: rate } },
      '/wallet/apply-promo': record({ status: 200, data: { pendingBonus: null } }),
      '/wallet/transaction': record({
        status: 200,
        data: { data: [], currentPage: 1, totalPages: 0, totalRecords: 0 },
      }),
      '/payment/user-payment-methods': record({ status: 200, data: [] }),
      '/wallet': record({ status: 200, data: { balance: 500, usd: 5, cc_per_usd: rate, withdrawable: 0 } }),
    });
    renderRoutes(routesFor, '/wallet', { staleTime: 15_000 });
    expect(await heading('Wallet')).toBeInTheDocument();
    await screen.findByText(NO_DATA_TEXT);
    expect(started.map((s) => s.url).sort()).toEqual([
      '/payment/user-payment-methods',
      '/wallet',
      '/wallet/apply-promo',
      '/wallet/transaction?page=1&limit=10&filter=all',
    ]);
    expect(started.filter((s) => s.pageShown)).toEqual([]);
  });

  it('lands a visitor who logs in from a guarded page on that page', async () => {
    mockApi({
      '/config/': { status: 200, data: { cc_per_usd: 100 } },
      '/users/me': { status: 200, user: ME },
      '/auth/login': {
        status: 200,
        message: 'LoggedIn Successfully',
        user: { accessToken: 'a', idToken: 'i', refreshToken: 'r', user: { id: ME.id, roles: { name: 'user' } } },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routesFor, '/settings/profile?section=account');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' }, { timeout: 4000 });
    await user.type(within(dialog).getByLabelText(/^email$/i), 'nova@example.com');
    await user.type(within(dialog).getByLabelText(/^password$/i), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await heading('Settings')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/settings/profile?section=account');
    expect(screen.queryByRole('dialog', { name: 'Log In' })).toBeNull();
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });

  it('forgets the return route when the visitor leaves the guarded page without logging in', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routesFor, '/wallet');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' }, { timeout: 4000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await heading(/Dare your favourite streamers/);
    expect(router.state.location.pathname).toBe('/');
    // The gate forgets it in its effect's cleanup, which React runs after the next page is on screen.
    await waitFor(() => expect(localStorage.getItem('returnUrl')).toBeNull());
  });

  it('keeps admin pages for admins and read-only admins', async () => {
    seedSession('user');
    const asUser = renderRoutes(routesFor, '/admin/logs');
    await heading(/Dare your favourite streamers/);
    expect(asUser.router.state.location.pathname).toBe('/');
    asUser.unmount();
    clearSession();
    seedSession('read_only_admin');
    renderRoutes(routesFor, '/admin/logs');
    expect(await heading('Logs')).toBeInTheDocument();
  });

  it('redirects admins from home to the admin dashboard', async () => {
    seedSession('admin');
    const { router } = renderRoutes(routesFor, '/');
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('renders /@name as a profile and other single segments as 404', async () => {
    mockApi({
      '/users/profile/nova_plays': { status: 200, user: PROFILE },
      '/config/': { status: 200, data: { cc_per_usd: 100 } },
    });
    const profile = renderRoutes(routesFor, '/@nova_plays');
    expect(await heading(/Nova/)).toBeInTheDocument();
    profile.unmount();
    renderRoutes(routesFor, '/nova_plays');
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('shows legal pages without the top bar and side menu', async () => {
    renderRoutes(routesFor, '/privacy-policy');
    expect(await heading('Privacy Policy')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
  });
});

describe('isShellHidden', () => {
  it('hides the shell on legal paths, /bountyboard and /@name/bounty|board only', () => {
    for (const path of [
      '/terms-of-use',
      '/privacy-policy/',
      '/acceptable-use-policy',
      '/earnings-disclaimer',
      '/bountyboard',
      '/@kai/bounty',
      '/@kai/board',
    ])
      expect(isShellHidden(path), path).toBe(true);
    for (const path of ['/', '/bounty', '/@kai', '/kai/bounty', '/wallet', '/how-it-works'])
      expect(isShellHidden(path), path).toBe(false);
  });
});
