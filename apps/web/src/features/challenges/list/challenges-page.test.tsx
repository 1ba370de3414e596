import { CHALLENGE_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, mockApi, ok, type Route } from '../../../test/mock-api';
import { renderPage } from '../../bounties/cards/test/render';
import { challengeFixture, challengePage, paidFixture, upcomingFixture } from '../test/fixtures';
import type { Challenge } from '../types';
import { ChallengesPage } from './challenges-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CATEGORIES = ['IRL', 'Music'].map((name, id) => ({ id, name }));

const LIST = [
  challengeFixture({ id: 1, title: 'Live trick shot' }),
  upcomingFixture({ id: 2, title: 'Upcoming dance-off', type: 'live' }),
  paidFixture({ id: 3, title: 'Ended cook-off' }),
];

function setup(routes: Record<string, Route> = {}, list: Challenge[] = LIST, featured: Challenge | null = null) {
  const api = mockApi({
    'POST /config/': config,
    'GET /utils/categories': ok({ data: CATEGORIES }),
    'GET /challenge/featured': ok({ challenge: featured }),
    'GET /challenge/activity': ok({ challenge: { data: [], currentPage: 1, totalPages: 0, totalRecords: 0 } }),
    'POST /challenge/all': (_body, q) => {
      const page = Number(q.get('page'));
      const limit = Number(q.get('limit'));
      return ok({ challenge: challengePage(list.slice((page - 1) * limit, page * limit), list.length, limit, page) });
    },
    ...routes,
  });
  return { ...renderPage(<ChallengesPage />, { url: '/challenges' }), api };
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.called('POST /challenge/all');
const lastList = (api: ReturnType<typeof mockApi>) => listCalls(api).at(-1)!;

describe('/challenges', () => {
  it('shows the featured challenge, the Challenges card and live, upcoming and ended challenges with the winner', async () => {
    setup({}, LIST, challengeFixture({ id: 8, title: 'The big one', featured: true, prize_cc: 10_000 }));
    const hero = await screen.findByTestId('featured-challenge');
    expect(within(hero).getByRole('heading', { name: 'The big one' })).toBeInTheDocument();
    expect(within(hero).getByText('Featured')).toBeInTheDocument();
    expect(within(hero).getByText('LIVE')).toBeInTheDocument();
    expect(await within(hero).findByText('$100.00')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'View Challenge' })).toHaveAttribute(
      'href',
      '/challenges/the-big-one/8',
    );

    const card = screen.getByTestId('challenges-card');
    expect(within(card).getByRole('link', { name: 'Create a Challenge' })).toHaveAttribute(
      'href',
      '/challenges/create',
    );

    const cards = await screen.findAllByTestId('challenge-card');
    expect(cards.map((c) => c.dataset.phase)).toEqual(['live', 'upcoming', 'paid']);
    expect(within(cards[0]!).getByText('LIVE')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Ends In')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('$25.00')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Live trick shot' })).toHaveAttribute(
      'href',
      '/challenges/live-trick-shot/1',
    );
    expect(within(cards[1]!).getByText('Upcoming')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Starts In')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Live stream')).toBeInTheDocument();
    expect(within(cards[2]!).getByTestId('challenge-result')).toHaveTextContent('Won by champion');
    expect(within(cards[2]!).getByText('Ended')).toBeInTheDocument();
  });

  it('asks for all challenges, newest first, 10 a page, with no filters', async () => {
    const { api } = setup();
    await screen.findAllByTestId('challenge-card');
    const call = listCalls(api)[0]!;
    expect(Object.fromEntries(call.query)).toEqual({
      filter: 'all',
      sortBy: 'recent',
      sortOrder: 'desc',
      page: '1',
      limit: '10',
    });
    expect(call.body).toEqual({ queryFilter: {} });
  });

  it('sends the status tab, sort, category and type, and goes back to page 1', async () => {
    const many = Array.from({ length: 23 }, (_, i) => challengeFixture({ id: 100 + i, title: `Challenge ${i + 1}` }));
    const r = setup({}, many);
    await screen.findByText('Challenge 1');
    await r.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Challenge 11');
    expect(lastList(r.api).query.get('page')).toBe('2');

    await r.user.click(screen.getByRole('tab', { name: 'Ended' }));
    await waitFor(() => expect(lastList(r.api).query.get('filter')).toBe('ended'));
    expect(lastList(r.api).query.get('page')).toBe('1');

    await r.user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Ending soon');
    await waitFor(() => expect(lastList(r.api).query.get('sortBy')).toBe('ending_soon'));
    expect(lastList(r.api).query.get('sortOrder')).toBe('asc');

    await r.user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Music');
    await waitFor(() => expect(lastList(r.api).body).toEqual({ queryFilter: { category: 'Music' } }));
    await r.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Live stream');
    await waitFor(() => expect(lastList(r.api).body).toEqual({ queryFilter: { category: 'Music', type: 'live' } }));
    expect(lastList(r.api).query.get('filter')).toBe('ended');
  });

  it('debounces the search by 500 ms', async () => {
    const r = setup();
    await screen.findAllByTestId('challenge-card');
    const before = listCalls(r.api).length;
    await r.user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'cook');
    expect(listCalls(r.api).length).toBe(before);
    await waitFor(() => expect(lastList(r.api).query.get('search')).toBe('cook'), { timeout: 2000 });
    expect(listCalls(r.api).filter((c) => c.query.get('search')).length).toBe(1);
  });

  it('empty states: nothing yet, nothing live, nothing matching, no featured challenge', async () => {
    const r = setup({}, []);
    expect(await screen.findByText('No challenges yet.')).toBeInTheDocument();
    expect(screen.getByText(CHALLENGE_MSG.noFeatured)).toBeInTheDocument();
    await r.user.click(screen.getByRole('tab', { name: 'Live Now' }));
    expect(await screen.findByText('No live challenges right now.')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'See Upcoming' }));
    expect(await screen.findByText('No upcoming challenges.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await r.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Video');
    expect(await screen.findByText('No challenges match your search.')).toBeInTheDocument();
    expect(lastList(r.api).body).toEqual({ queryFilter: { type: 'video' } });
    await r.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No upcoming challenges.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all');
  });

  it('shows the error with a retry', async () => {
    let fails = true;
    const r = setup({
      'POST /challenge/all': () =>
        fails
          ? { status: 500, body: { message: 'Something went wrong' } }
          : ok({ challenge: challengePage([challengeFixture({ title: 'Back again' })]) }),
    });
    expect(await screen.findByText('We could not load the challenges.')).toBeInTheDocument();
    fails = false;
    await r.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('opens the Challenge Tutorial: 3 pages with Previous, Next and dots', async () => {
    const r = setup();
    await r.user.click(screen.getByRole('button', { name: 'How challenges work' }));
    expect(await screen.findByRole('dialog', { name: 'Challenges' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await r.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'How to Participate' })).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Page 3 of 3: Win Crowns' }));
    expect(screen.getByRole('dialog', { name: 'Win Crowns' })).toBeInTheDocument();
    expect(screen.getByText('On equal upvotes, the earliest response wins.')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'How to Participate' })).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Next' }));
    await r.user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a visitor gets the login dialog from Create a Challenge', async () => {
    setup();
    const r = renderPage(<ChallengesPage />, { url: '/challenges', visitor: true });
    await r.user.click(within(r.container).getAllByRole('link', { name: /Create a Challenge/ })[0]!);
    expect(r.openLogin).toHaveBeenCalledTimes(1);
    expect(r.router.state.location.pathname).toBe('/challenges');
  });
});

describe('/challenges latest activity', () => {
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  const item = (id: number, model_action: string, amount_cc: number | null) => ({
    id,
    model_action,
    user: { id: 4, sc_username: 'ivy_tries', image_url: null },
    challenge: { id: 1, slug: 'live-trick-shot', title: 'Live trick shot', image_url: null },
    amount_cc,
    createdAt: at,
  });
  const page = (data: unknown[], currentPage: number, totalPages: number) => ({
    challenge: { data, currentPage, totalPages, totalRecords: 11 },
  });

  it('lists who did what on which challenge, newest first, and loads 10 more with See more', async () => {
    const first = [
      item(11, 'prize_added', 500),
      ...Array.from({ length: 9 }, (_, i) => item(10 - i, 'responded', null)),
    ];
    const { api, user } = setup({
      'GET /challenge/activity': (_body, q) =>
        ok(q.get('page') === '1' ? page(first, 1, 2) : page([item(1, 'created', null)], 2, 2)),
    });
    const section = await screen.findByRole('region', { name: 'Latest activity' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent(/@ivy_tries added \$5\.00.*\(500 crowns\) to Live trick shot5 minutes ago$/);
    expect(within(rows[0]!).getByRole('link', { name: 'Live trick shot' })).toHaveAttribute(
      'href',
      '/challenges/live-trick-shot/1',
    );
    expect(rows[1]).toHaveTextContent('@ivy_tries responded to Live trick shot');
    await user.click(within(section).getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(11));
    expect(within(section).getAllByRole('listitem')[10]).toHaveTextContent('@ivy_tries created Live trick shot');
    expect(within(section).queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
    expect(api.called('GET /challenge/activity').map((c) => c.query.get('limit'))).toEqual(['10', '10']);
  });

  it('says No Activity when nothing happened yet', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Latest activity' });
    expect(await within(section).findByText('No Activity')).toBeInTheDocument();
  });
});
