import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../test-utils';
import SearchDialog from './search-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('search results', () => {
  it('show whole user names (CSS cuts them only where the cell runs out of room) with the name as the tooltip', async () => {
    mockApi({
      '/search/': {
        status: 200,
        data: { users: [{ id: 1, sc_username: 'kai_streams', image_url: null, is_streaming: false }], bounties: [] },
      },
    });
    renderRoutes([{ path: '*', element: <SearchDialog open onOpenChange={() => {}} /> }]);
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search users and bounties' }), 'kai');
    const link = await screen.findByRole('link', { name: 'kai_streams' }, { timeout: 3000 });
    expect(link).toHaveAttribute('title', 'kai_streams');
    expect(link).toHaveAttribute('href', '/@kai_streams');
    expect(screen.queryByText(/…/)).not.toBeInTheDocument();
  });
});
