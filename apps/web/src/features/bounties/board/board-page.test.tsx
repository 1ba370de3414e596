import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, fail, mockApi, ok, type Route } from '../../../test/mock-api';
import { bountyFixture, claimFixture, pageOf } from '../cards/test/fixtures';
import { renderPage } from '../cards/test/render';
import { useBountyDialog } from '../dialog-store';
import { BountyBoardPage } from '../pages/board-page';
import type { Bounty } from '../types';

afterEach(() => {
  vi.unstubAllGlobals();
});

const many = (n: number, over: Partial<Bounty> = {}) =>
  Array.from({ length: n }, (_, i) => bountyFixture({ id: 1000 + i, title: `Grid bounty ${i + 1}`, ...over }));

/** The grid answers from `all` by page and limit; popular and the other lists answer empty unless given. */
function setup(routes: Record<string, Route> = {}, all: Bounty[] = many(3), options = {}) {
  const api = mockApi({
    'POST /config/': config,
    'GET /utils/categories': ok({
      data: [
        { id: 1, name: 'Gaming' },
        { id: 2, name: 'Music' },
      ],
    }),
    'GET /bounty/daily': ok({ data: [] }),
    'GET /bounty/top-completed': ok({ bounty: pageOf([]) }),
    'POST /bounty/list': (_body, q) => {
      if (q.get('sortBy') === 'popular' && q.get('limit') === '5') return ok({ bounty: pageOf([]) });
      const page = Number(q.get('page'));
      const limit = Number(q.get('limit'));
      return ok({ bounty: pageOf(all.slice((page - 1) * limit, page * limit), all.length, limit, page) });
    },
    ...routes,
  });
  const page = (
    <>
      <BountyBoardPage />
      <DialogProbe />
    </>
  );
  return { ...renderPage(page, { url: '/bounty', ...options }), api };
}

const gridCalls = (api: ReturnType<typeof mockApi>) =>
  api.called('POST /bounty/list').filter((c) => c.query.get('limit') !== '5');
const lastGrid = (api: ReturnType<typeof mockApi>) => gridCalls(api).at(-1)!;

function DialogProbe() {
  const state = useBountyDialog();
  return <output data-testid="dialog-state">{state ? `${state.kind}:${state.bountyId ?? ''}` : 'none'}</output>;
}

describe('bounty board header', () => {
  it('shows the breadcrumb, the title, the tutorial icon and Create a Bounty', async () => {
    const r = setup();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Bounties')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Bounty Board' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Create a Bounty/ })[0]).toHaveAttribute('href', '/bounty/createbounty');
    await r.user.click(screen.getByRole('button', { name: 'How bounties work' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('tutorial');
  });

  it('a visitor on /bountyboard gets the login dialog from Create a Bounty', async () => {
    const r = setup({}, many(1), { visitor: true });
    await screen.findByText('Grid bounty 1');
    await r.user.click(screen.getAllByRole('link', { name: /Create a Bounty/ })[0]!);
    expect(r.openLogin).toHaveBeenCalledTimes(1);
    expect(r.router.state.location.pathname).toBe('/bounty');
  });
});

describe('most-wanted grid', () => {
  it('asks for available bounties by reward, 8 a page, and shows 7 beside the create card', async () => {
    const r = setup({}, many(12));
    await screen.findByText('Grid bounty 7');
    expect(screen.queryByText('Grid bounty 8')).not.toBeInTheDocument();
    const call = lastGrid(r.api);
    expect(Object.fromEntries(call.query)).toEqual({ sortBy: 'amount', sortOrder: 'desc', page: '1', limit: '8' });
    expect(call.body).toEqual({ queryFilter: { status: 'available' } });
    const grid = screen.getByTestId('bounty-grid');
    expect(within(grid).getAllByTestId('bounty-card')).toHaveLength(7);
    expect(within(grid).getByTestId('create-card')).toHaveTextContent('Got a challenge in mind?');
  });

  it('See More loads the next page without skipping any bounty, then disappears', async () => {
    const r = setup({}, many(12));
    await r.user.click(await screen.findByRole('button', { name: 'See More' }));
    expect(await screen.findByText('Grid bounty 12')).toBeInTheDocument();
    expect(screen.getAllByTestId('bounty-card')).toHaveLength(12);
    expect(lastGrid(r.api).query.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it("an empty board shows 'Create the First Bounty' in the first slot", async () => {
    setup({}, []);
    const card = await screen.findByTestId('create-card');
    expect(within(card).getByRole('heading', { name: 'Create the First Bounty' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Bounties let your viewers compete, engage, and earn crowns.');
    expect(within(card).getByRole('link', { name: 'Create a Bounty' })).toHaveAttribute('href', '/bounty/createbounty');
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it('the Completed tab asks for completed bounties, 8 a page, without the create card', async () => {
    const r = setup({}, many(2, { status: 'completed' }));
    await screen.findByText('Grid bounty 1');
    await r.user.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(lastGrid(r.api).body).toEqual({ queryFilter: { status: 'completed' } }));
    expect(lastGrid(r.api).query.get('limit')).toBe('8');
    await waitFor(() => expect(screen.queryByTestId('create-card')).not.toBeInTheDocument());
  });

  it('maps the sort dropdown to sortBy (ending soon first ascending)', async () => {
    const ids: Record<string, number> = { amount: 1, ending_soon: 2, popular: 3 };
    const r = setup({
      'POST /bounty/list': (_b, q) => {
        const by = q.get('sortBy')!;
        const title = `by ${by} ${q.get('sortOrder')}`;
        return ok({ bounty: pageOf(q.get('limit') === '5' ? [] : [bountyFixture({ id: ids[by], title })]) });
      },
    });
    expect(await screen.findByText('by amount desc')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('recent');
    await r.user.selectOptions(sort, 'Ending soon');
    expect(await screen.findByText('by ending_soon asc')).toBeInTheDocument();
    await r.user.selectOptions(sort, 'Popular');
    expect(await screen.findByText('by popular desc')).toBeInTheDocument();
    await r.user.selectOptions(sort, 'Highest Reward');
    expect(await screen.findByText('by amount desc')).toBeInTheDocument();
  });

  it('filters by category from GET /utils/categories', async () => {
    const r = setup();
    await screen.findByRole('option', { name: 'Music' });
    await r.user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Music');
    await waitFor(() =>
      expect(lastGrid(r.api).body).toEqual({ queryFilter: { status: 'available', category: 'Music' } }),
    );
  });

  it('debounces the search by 500 ms and starts again at page 1', async () => {
    const r = setup({}, many(12));
    await r.user.click(await screen.findByRole('button', { name: 'See More' }));
    await waitFor(() => expect(lastGrid(r.api).query.get('page')).toBe('2'));
    await r.user.type(screen.getByRole('searchbox', { name: 'Search bounties' }), 'lemon');
    const typedAt = Date.now();
    expect(gridCalls(r.api).some((c) => (c.body as { queryFilter: { search?: string } }).queryFilter.search)).toBe(
      false,
    );
    await waitFor(() => expect(lastGrid(r.api).body).toMatchObject({ queryFilter: { search: 'lemon' } }));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
    const searched = gridCalls(r.api).filter(
      (c) => (c.body as { queryFilter: { search?: string } }).queryFilter.search,
    );
    expect(searched.map((c) => c.query.get('page'))).toEqual(['1']);
  }, 15_000);

  it('shows a retry when the list fails', async () => {
    let calls = 0;
    const r = setup({
      'POST /bounty/list': (_b, q) =>
        q.get('limit') === '5'
          ? ok({ bounty: pageOf([]) })
          : ++calls === 1
            ? fail(500, 'Database unavailable')
            : ok({ bounty: pageOf([bountyFixture({ title: 'Back again' })]) }),
    });
    expect(await screen.findByText('We could not load the bounties.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});

describe('cards', () => {
  it('show the banner with the claimant cut at 6, the creator cut at 12, the streamer tag cut at 8', async () => {
    setup({}, [
      bountyFixture({
        title: 'Held one',
        status: 'claimed',
        creator: { id: 60, sc_username: 'averyverylongname', image_url: null },
        claims: [claimFixture({ user_id: 9, name: 'lunastreams', status: 'claimed' })],
        antesCount: 3,
      }),
      bountyFixture({
        title: 'Targeted one',
        target_user: { id: 3, sc_username: 'mira_streams', image_url: null, is_live: false },
      }),
    ]);
    const held = (await screen.findByText('Held one')).closest('article')!;
    expect(within(held).getByTestId('status-banner')).toHaveTextContent('Claimed by lunast…');
    expect(held).toHaveTextContent('averyverylon…');
    expect(within(held).getByTitle('3 antes')).toHaveTextContent('3');
    const targeted = screen.getByText('Targeted one').closest('article')!;
    expect(within(targeted).getByText('@mira_str…')).toBeInTheDocument();
    expect(within(targeted).queryByTestId('status-banner')).not.toBeInTheDocument();
  });

  it("a finished bounty reads 'Ended' instead of counting down to its end time", async () => {
    setup({}, [
      bountyFixture({
        title: 'Done one',
        status: 'completed',
        claims: [claimFixture({ user_id: 9, status: 'completed' })],
      }),
      bountyFixture({ title: 'Running one' }),
    ]);
    const done = (await screen.findByText('Done one')).closest('article')!;
    expect(within(done).getByText('Ended')).toBeInTheDocument();
    expect(within(done).queryByText('Ends In')).not.toBeInTheDocument();
    const running = screen.getByText('Running one').closest('article')!;
    expect(within(running).getByText('Ends In')).toBeInTheDocument();
  });

  it('a click opens the bounty by the click order; a visitor gets the login dialog', async () => {
    const r = setup({}, [
      bountyFixture({ id: 77, title: 'Open me' }),
      bountyFixture({ id: 78, title: 'Mine', creater_id: 7, creator: { id: 7, sc_username: 'me', image_url: null } }),
    ]);
    await r.user.click(await screen.findByRole('button', { name: 'Open me' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('claim:77');
    await r.user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('creator:78');
  });

  it('a visitor clicking a card gets the login dialog', async () => {
    const r = setup({}, [bountyFixture({ id: 79, title: 'Open me' })], { visitor: true });
    await r.user.click(await screen.findByRole('button', { name: 'Open me' }));
    expect(r.openLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('none');
  });
});
