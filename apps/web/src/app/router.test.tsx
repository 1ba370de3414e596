import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../lib/session';
import { routes } from './router';
import { isShellHidden } from './shell/shell-visibility';
import { ME, mockApi, renderRoutes, seedSession } from './test-utils';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

describe('routes', () => {
  beforeEach(() => {
    mockApi({ '/users/me': { status: 200, user: ME }, '/config/': { status: 200, data: { cc_per_usd: 100 } } });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('sends a logged-out visitor from /bounty to home', async () => {
    const { router } = renderRoutes(routes, '/bounty');
    expect(await heading(/Dare your favourite streamers/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps admin pages for admins and read-only admins', async () => {
    seedSession('user');
    const asUser = renderRoutes(routes, '/admin/logs');
    await heading(/Dare your favourite streamers/);
    expect(asUser.router.state.location.pathname).toBe('/');
    asUser.unmount();
    clearSession();
    seedSession('read_only_admin');
    renderRoutes(routes, '/admin/logs');
    expect(await heading('Logs')).toBeInTheDocument();
  });

  it('redirects admins from home to the admin dashboard', async () => {
    seedSession('admin');
    const { router } = renderRoutes(routes, '/');
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('renders /@name as a profile and other single segments as 404', async () => {
    const profile = renderRoutes(routes, '/@nova_plays');
    expect(await heading('@nova_plays')).toBeInTheDocument();
    profile.unmount();
    renderRoutes(routes, '/nova_plays');
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('shows legal pages without the top bar and side menu', async () => {
    renderRoutes(routes, '/privacy-policy');
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
