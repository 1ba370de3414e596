import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, fail, mockApi, ok, type Route } from '../../../test/mock-api';
import { bountyFixture, pageOf } from '../cards/test/fixtures';
import { renderPage } from '../cards/test/render';
import { CategoryPage } from '../pages/category-page';
import type { Bounty } from '../types';

afterEach(() => {
  vi.unstubAllGlobals();
});

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => bountyFixture({ id: 2000 + i, title: `Song ${i + 1}`, category: ['Music'] }));

/** The list answers from `all` by page and limit; the trending list has Music first with 3 new bounties. */
function setup(url: string, all: Bounty[] = many(3), routes: Record<string, Route> = {}) {
  const api = mockApi({
    'POST /config/': config,
    'GET /utils/categories': ok({
      data: [
        { id: 1, name: 'Gaming' },
        { id: 2, name: 'Music' },
      ],
    }),
    'GET /utils/trending-categories': ok({
      categoriesWithSignedUrls: [
        { id: 2, name: 'Music', bountyCount: 3 },
        { id: 1, name: 'Gaming', bountyCount: 0 },
      ],
    }),
    'POST /bounty/list': (_body, q) => {
      const page = Number(q.get('page'));
      const limit = Number(q.get('limit'));
      return ok({ bounty: pageOf(all.slice((page - 1) * limit, page * limit), all.length, limit, page) });
    },
    ...routes,
  });
  return { ...renderPage(<CategoryPage />, { url, visitor: true }), api };
}

const listCalls = (api: ReturnType<typeof setup>['api']) =>
  api.called('POST /bounty/list').map((c) => ({
    sortBy: c.query.get('sortBy'),
    page: c.query.get('page'),
    filter: (c.body as { queryFilter: Record<string, unknown> }).queryFilter,
  }));

describe('category page', () => {
  it("lists the category's bounties with the board's sort and See More, to a visitor too", async () => {
    const r = setup('/category?categoryName=Music', many(10));
    expect(await screen.findByRole('heading', { level: 1, name: 'Music' })).toBeInTheDocument();
    expect(await screen.findByText('Song 1')).toBeInTheDocument();
    // No create card on a category page: all 8 slots of page 1 are bounties.
    expect(screen.getAllByText(/^Song \d+$/)).toHaveLength(8);
    expect(listCalls(r.api)[0]).toEqual({
      sortBy: 'amount',
      page: '1',
      filter: { status: 'available', category: 'Music' },
    });
    // The category is the page's: no category filter, but the sort and the tabs are there.
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    await r.user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Ending soon');
    await waitFor(() => expect(listCalls(r.api).at(-1)).toMatchObject({ sortBy: 'ending_soon', page: '1' }));
    await r.user.click(await screen.findByRole('button', { name: 'See More' }));
    expect(await screen.findByText('Song 10')).toBeInTheDocument();
    expect(listCalls(r.api).at(-1)).toMatchObject({ page: '2', filter: { category: 'Music' } });
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();
    expect(screen.queryByText(/challenge/i)).toBeNull();
  });

  it('shows the trending categories as links, the current one marked', async () => {
    setup('/category?categoryName=Music');
    const trending = await screen.findByRole('region', { name: 'Trending categories' });
    const music = await within(trending).findByRole('link', { name: /^Music/ });
    expect(music).toHaveAttribute('href', '/category?categoryName=Music');
    expect(music).toHaveAttribute('aria-current', 'page');
    expect(music).toHaveTextContent('3');
    expect(within(trending).getByRole('link', { name: 'Gaming' })).not.toHaveAttribute('aria-current');
    expect(within(trending).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/category');
  });

  it('says so when the category has no bounties, with a way to create one', async () => {
    setup('/category?categoryName=Gaming', []);
    expect(await screen.findByText('No bounties in Gaming yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Bounty' })).toHaveAttribute('href', '/bounty/createbounty');
    expect(screen.queryByText(/challenge/i)).toBeNull();
  });

  it('lists every category without a name, and says when a name is not a category', async () => {
    const all = setup('/category');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Categories' })).toBeInTheDocument();
    await screen.findByText('Song 1');
    expect(listCalls(all.api)[0]?.filter).toEqual({ status: 'available' });
    all.unmount();

    setup('/category?categoryName=Knitting');
    expect(await screen.findByText('There is no category called “Knitting”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/category');
    expect(screen.queryByText('Song 1')).toBeNull();
  });

  it('shows an error with a retry when the bounties cannot be loaded', async () => {
    setup('/category?categoryName=Music', [], { 'POST /bounty/list': fail(500, 'Something went wrong.') });
    expect(await screen.findByText('We could not load the bounties.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
