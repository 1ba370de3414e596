import { CHALLENGE_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeFixture, upcomingFixture } from '../../challenges/test/fixtures';
import { mockApi, page, type Recorded } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminFeaturedChallengePage } from './admin-featured-challenge-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIVE = challengeFixture({ id: 1, title: 'Live trick shot', prize_cc: 9000 });
const SOON = upcomingFixture({ id: 2, title: 'Upcoming dance-off' });
const ok = (body: Record<string, unknown>) => ({ status: 200, body: { status: 200, ...body } });

/** The featured slot answers `featured` (an admin's pick or not); candidates filter by `search`. */
function setup(featured: typeof LIVE | null, role: 'admin' | 'read_only_admin' = 'admin') {
  let current = featured;
  const api = mockApi({
    'POST /config/': ok({ data: { cc_per_usd: 100 } }),
    'GET /admin/challenge/featured': () => ok({ challenge: current }),
    'GET /admin/challenge/featured-candidates': (req: Recorded) => {
      const term = req.query.get('search')?.toLowerCase() ?? '';
      return ok({ challenge: page([LIVE, SOON].filter((c) => c.title.toLowerCase().includes(term))) });
    },
    'POST /admin/challenge/featured': (req: Recorded) => {
      const id = (req.body as { challenge_id: number | null }).challenge_id;
      const chosen = [LIVE, SOON].find((c) => c.id === id);
      current = chosen ? { ...chosen, featured: true } : null;
      return ok({ message: CHALLENGE_MSG.featured, data: { challenge: current } });
    },
  });
  return { ...renderAdmin(<AdminFeaturedChallengePage />, { role }), api };
}

const rowOf = (title: string) => within(screen.getByRole('table')).getByText(title).closest('tr') as HTMLElement;

describe('AdminFeaturedChallengePage', { timeout: 30_000 }, () => {
  it('features a challenge among the upcoming and live ones, then clears it', async () => {
    const r = setup(null);
    expect(await screen.findByText(CHALLENGE_MSG.noFeatured)).toBeInTheDocument();
    await within(await screen.findByRole('table')).findByText('Upcoming dance-off');
    expect(within(rowOf('Live trick shot')).getByText('LIVE')).toBeInTheDocument();
    expect(within(rowOf('Upcoming dance-off')).getByText('Upcoming')).toBeInTheDocument();

    await r.user.click(within(rowOf('Upcoming dance-off')).getByRole('button', { name: 'Feature Upcoming dance-off' }));
    expect(await screen.findByText(CHALLENGE_MSG.featured)).toBeInTheDocument();
    expect(r.api.called('POST /admin/challenge/featured')[0]!.body).toEqual({ challenge_id: 2 });
    const now = await screen.findByTestId('featured-now');
    expect(within(now).getByText('Upcoming dance-off')).toBeInTheDocument();
    expect(within(now).getByText('Chosen by an admin')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Upcoming dance-off')).getByText('Featured')).toBeInTheDocument());

    await r.user.click(within(now).getByRole('button', { name: 'Clear featured' }));
    await waitFor(() =>
      expect(r.api.called('POST /admin/challenge/featured')[1]!.body).toEqual({ challenge_id: null }),
    );
    expect(await screen.findByText(CHALLENGE_MSG.noFeatured)).toBeInTheDocument();
  });

  it('searches the candidates by title', async () => {
    const r = setup(null);
    await within(await screen.findByRole('table')).findByText('Live trick shot');
    await r.user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'dance');
    await waitFor(() => expect(screen.queryByText('Live trick shot')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(screen.getByText('Upcoming dance-off')).toBeInTheDocument();
    expect(r.api.called('GET /admin/challenge/featured-candidates').at(-1)!.query.get('search')).toBe('dance');
  });

  it('names an automatic pick as such', async () => {
    setup(LIVE);
    const now = await screen.findByTestId('featured-now');
    expect(within(now).getByText(/Automatic/)).toBeInTheDocument();
    expect(within(now).queryByRole('button', { name: 'Clear featured' })).not.toBeInTheDocument();
  });

  it('a read-only admin sees it all but changes nothing', async () => {
    const r = setup({ ...LIVE, featured: true }, 'read_only_admin');
    expect(await screen.findByRole('note')).toHaveTextContent('Read-only access');
    await within(await screen.findByRole('table')).findByText('Upcoming dance-off');
    const feature = within(rowOf('Upcoming dance-off')).getByRole('button', { name: 'Feature Upcoming dance-off' });
    expect(feature).toHaveAttribute('aria-disabled', 'true');
    await r.user.click(feature);
    await r.user.click(within(screen.getByTestId('featured-now')).getByRole('button', { name: 'Clear featured' }));
    expect(r.api.called('POST /admin/challenge/featured')).toHaveLength(0);
  });
});
