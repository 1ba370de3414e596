import type { Leaderboard } from '@crowns/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, stubFetch } from '../../../test/stub-fetch';
import { LeaderboardPage } from './leaderboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = (id: number, sc_username: string) => ({ id, sc_username, image_url: null });
const ok = (data: Leaderboard): Answer => ({ status: 200, body: { status: 200, data } });

const WEEK: Leaderboard = {
  period: 'week',
  since: '2026-11-15T12:00:00.000Z',
  earners: [
    { rank: 1, user: user(3, 'cleo_clips'), crownsWon: 120_000, bountiesWon: 2 },
    { rank: 2, user: user(1, 'ana_plays'), crownsWon: 45_000, bountiesWon: 1 },
  ],
  bounties: [
    {
      rank: 1,
      bounty: { id: 41, title: 'Lemon speedrun', image_url: null },
      winner: user(3, 'cleo_clips'),
      crownsWon: 90_000,
      wonAt: '2026-11-20T12:00:00.000Z',
    },
  ],
};
const EMPTY = (period: Leaderboard['period']): Leaderboard => ({ period, since: null, earners: [], bounties: [] });

/** Renders the page at `url`; `answer` answers GET /leaderboard by its period. */
function setup(url: string, answer: (period: string) => Answer) {
  const api = stubFetch((req) => {
    if (req.path === '/config/') return { status: 200, body: { status: 200, data: { cc_per_usd: 100 } } };
    if (req.method === 'GET' && req.path === '/leaderboard') return answer(req.query.get('period') ?? '');
    return undefined;
  });
  const router = createMemoryRouter([{ path: '*', element: <LeaderboardPage /> }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

const board = (name: string) => screen.getByRole('region', { name });

describe('leaderboard page', () => {
  it("shows this week's top earners and top completed bounties, ranked, in dollars", async () => {
    setup('/leaderboard', () => ok(WEEK));
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'This Week' })).toHaveAttribute('aria-selected', 'true');
    const earners = await screen.findAllByTestId('earner-row');
    await within(earners[0]!).findByText('$1,200.00');
    expect(earners[0]).toHaveTextContent(/^1CC@cleo_clips2 bounties won\$1,200\.00/);
    expect(earners[1]).toHaveTextContent(/^2AP@ana_plays1 bounty won\$450\.00/);
    expect(within(earners[0]!).getByRole('link', { name: '@cleo_clips' })).toHaveAttribute('href', '/@cleo_clips');
    const win = within(board('Top Completed Bounties')).getByTestId('win-row');
    expect(win).toHaveTextContent('Lemon speedrun');
    expect(win).toHaveTextContent('Won by @cleo_clips · Nov 20');
    expect(win).toHaveTextContent('$900.00');
    expect(within(win).getByRole('link', { name: 'Lemon speedrun' })).toHaveAttribute('href', '/?bountyId=41');
  });

  it('switches the period with the tabs and keeps it in the address', async () => {
    const r = setup('/leaderboard', (period) => ok(period === 'month' ? { ...WEEK, period: 'month' } : EMPTY('week')));
    expect(await screen.findByText('No bounties have been won this week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Bounties' })).toHaveAttribute('href', '/bounty');
    await r.user.click(screen.getByRole('tab', { name: 'This Month' }));
    expect(await screen.findAllByTestId('earner-row')).toHaveLength(2);
    expect(r.router.state.location.search).toBe('?period=month');
    expect(r.api.called('GET /leaderboard').map((c) => c.query.get('period'))).toEqual(['week', 'month']);
  });

  it('opens on the period of the address, and says when nothing was ever won', async () => {
    setup('/leaderboard?period=all', () => ok(EMPTY('all')));
    expect(screen.getByRole('tab', { name: 'All Time' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No bounties have been won yet.')).toBeInTheDocument();
  });

  it('shows skeletons while loading, and an error with a retry that works', async () => {
    let calls = 0;
    const r = setup('/leaderboard', () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { status: 500, message: 'Something went wrong.' } } : ok(WEEK);
    });
    expect(within(board('Top Earners')).getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('We could not load the leaderboard.')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('earner-row')).toHaveLength(2);
  });
});
