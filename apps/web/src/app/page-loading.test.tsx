import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routesFor } from './router';
import { mockApi, renderRoutes } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('the first page load', () => {
  it('shows the shell and a loading state while the page code loads, and React Router has nothing to warn about', async () => {
    mockApi({ '/config/': { status: 200, data: { cc_per_usd: 100 } } });
    const warn = vi.spyOn(console, 'warn');
    renderRoutes(routesFor, '/how-it-works');
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crowns home' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(warn.mock.calls.flat().join('\n')).not.toContain('HydrateFallback');
    warn.mockRestore();
  });
});
