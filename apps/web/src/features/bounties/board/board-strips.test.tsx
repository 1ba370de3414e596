import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, mockApi, ok, type Route } from '../../../test/mock-api';
import { bountyFixture, claimFixture, pageOf } from '../cards/test/fixtures';
import { renderPage } from '../cards/test/render';
import { useBountyDialog } from '../dialog-store';
import { BountyBoardPage } from '../pages/board-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function DialogProbe() {
  const state = useBountyDialog();
  return <output data-testid="dialog-state">{state ? `${state.kind}:${state.bountyId ?? ''}` : 'none'}</output>;
}

function setup(routes: Record<string, Route>, options = {}) {
  const api = mockApi({
    'POST /config/': config,
    'GET /utils/categories': ok({ data: [] }),
    'GET /bounty/daily': ok({ data: [] }),
    'GET /bounty/top-completed': ok({ bounty: pageOf([]) }),
    'POST /bounty/list': ok({ bounty: pageOf([]) }),
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

const daily = (over = {}) =>
  bountyFixture({
    bounty_type: 'daily',
    title: 'Daily dance',
    description: 'Dance for 10 seconds',
    category: ['Music', 'IRL'],
    amount: 3,
    amount_cc: 300,
    number_of_claims: 5,
    claimCount: 3,
    ...over,
  });

describe('daily bounty card', () => {
  it("shows the texts, 'Claim Remaining: x/y' and the '$amount' button; a click opens the claim view", async () => {
    const r = setup({ 'GET /bounty/daily': ok({ data: [{ ...daily({ id: 31 }), claimsRemaining: 2 }] }) });
    const card = await screen.findByTestId('daily-card');
    expect(card).toHaveTextContent('Daily dance');
    expect(card).toHaveTextContent('Dance for 10 seconds');
    expect(within(card).getByText('Music')).toBeInTheDocument();
    expect(within(card).getByText('IRL')).toBeInTheDocument();
    expect(within(card).getByText('Ends In')).toBeInTheDocument();
    expect(card).toHaveTextContent('Claim Remaining: 2/5');
    await r.user.click(within(card).getByRole('button', { name: '$3.00' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('claim:31');
  });

  it("reads 'Claimed' once I claimed it, 'Starts In' before the start and 'Ended' after the end", async () => {
    const hour = 3_600_000;
    setup({
      'GET /bounty/daily': ok({
        data: [
          daily({ id: 41, title: 'Mine today', isClaimed: true, claims: [claimFixture({ user_id: 7 })] }),
          daily({
            id: 42,
            title: 'Tomorrow',
            claimCount: 0,
            duration_start_time: new Date(Date.now() + hour).toISOString(),
            duration_end_time: new Date(Date.now() + 5 * hour).toISOString(),
          }),
          daily({ id: 43, title: 'Yesterday', duration_end_time: new Date(Date.now() - hour).toISOString() }),
        ],
      }),
    });
    const [mine, tomorrow, yesterday] = await screen.findAllByTestId('daily-card');
    expect(within(mine!).getByRole('button', { name: 'Claimed' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('Claim Remaining: 2/5');
    expect(within(tomorrow!).getByText('Starts In')).toBeInTheDocument();
    expect(tomorrow).toHaveTextContent('Claim Remaining: 5/5');
    expect(within(yesterday!).getByText('Ended')).toBeInTheDocument();
  });

  it('leaves the section out when there is no daily bounty', async () => {
    const r = setup({});
    expect(await screen.findByText('Daily Bounties')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Daily Bounties')).not.toBeInTheDocument());
    expect(r.api.called('GET /bounty/daily')).toHaveLength(1);
  });
});

describe('Top Completed Bounties strip', () => {
  const winner = claimFixture({ user_id: 9, name: 'kai', status: 'completed' });
  const done = bountyFixture({
    id: 51,
    status: 'completed',
    title: 'Lemon speedrun',
    amount: 42.5,
    amount_cc: 4250,
    creator: { id: 60, sc_username: 'rex', image_url: null },
    claims: [winner],
  });

  it("asks for the top 4 by amount and shows one small placeholder for the empty slots; 'See Leaderboard'", async () => {
    const r = setup({ 'GET /bounty/top-completed': ok({ bounty: pageOf([done]) }) });
    const tile = await screen.findByTestId('completed-tile');
    expect(tile).toHaveTextContent('kai Won $42.50');
    expect(tile).toHaveTextContent('from Lemon speedrun');
    expect(tile).toHaveTextContent('by rex');
    expect(screen.getAllByTestId('completed-placeholder')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See Leaderboard' })).toHaveAttribute('href', '/leaderboard');
    const q = r.api.called('GET /bounty/top-completed')[0]!.query;
    expect(Object.fromEntries(q)).toEqual({ sortBy: 'amount', sortOrder: 'desc', page: '1', limit: '4' });
    await r.user.click(within(tile).getByRole('button', { name: 'Lemon speedrun' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('viewer:51');
  });

  it('names the winner as the one who won, the creator as who posted it, whole names in tooltips', async () => {
    setup({ 'GET /bounty/top-completed': ok({ bounty: pageOf([done]) }) });
    const tile = await screen.findByTestId('completed-tile');
    expect(tile).not.toHaveTextContent('rex Won');
    expect(within(tile).getByText('kai')).toHaveAttribute('title', 'kai');
    expect(within(tile).getByText('rex')).toHaveAttribute('title', 'rex');
  });

  it('a full strip has no placeholder', async () => {
    const four = [51, 52, 53, 54].map((id) => ({ ...done, id, title: `Done ${id}` }));
    setup({ 'GET /bounty/top-completed': ok({ bounty: pageOf(four) }) });
    expect(await screen.findAllByTestId('completed-tile')).toHaveLength(4);
    expect(screen.queryByTestId('completed-placeholder')).not.toBeInTheDocument();
  });

  it('with no completed bounty yet the strip is one placeholder that says so', async () => {
    setup({ 'GET /bounty/top-completed': ok({ bounty: pageOf([]) }) });
    expect(await screen.findByTestId('completed-placeholder')).toHaveTextContent(
      'No completed bounties yet. Your win could be here.',
    );
    expect(screen.queryByTestId('completed-tile')).not.toBeInTheDocument();
  });

  it('a visitor clicking a tile gets the login prompt', async () => {
    const r = setup({ 'GET /bounty/top-completed': ok({ bounty: pageOf([done]) }) }, { visitor: true });
    await r.user.click(await screen.findByRole('button', { name: 'Lemon speedrun' }));
    expect(r.openLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('none');
  });
});

describe('popular mini-cards', () => {
  const popular = bountyFixture({ id: 61, title: 'Hot one', description: 'Sing the anthem', antesCount: 9 });
  const routes = {
    'POST /bounty/list': (_b: unknown, q: URLSearchParams) =>
      ok({ bounty: pageOf(q.get('sortBy') === 'popular' && q.get('limit') === '5' ? [popular] : []) }),
  };

  it('asks for popular page 1 limit 5 and shows title, description, countdown and the action', async () => {
    const r = setup(routes);
    const card = await screen.findByTestId('mini-card');
    expect(card).toHaveTextContent('Hot one');
    expect(card).toHaveTextContent('Sing the anthem');
    expect(within(card).getByText('Ends In')).toBeInTheDocument();
    const call = r.api.called('POST /bounty/list').find((c) => c.query.get('limit') === '5')!;
    expect(Object.fromEntries(call.query)).toEqual({ sortBy: 'popular', sortOrder: 'desc', page: '1', limit: '5' });
    await r.user.click(within(card).getByRole('button', { name: 'Claim Bounty' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('claim:61');
  });

  it("the menu offers 'Report' ('Report an Issue.') and 'View Bounty Info'", async () => {
    const r = setup(routes);
    await r.user.click(await screen.findByRole('button', { name: 'Options for Hot one' }));
    const report = await screen.findByRole('menuitem', { name: /Report/ });
    expect(report).toHaveTextContent('Report an Issue.');
    await r.user.click(report);
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('report:61');
    await r.user.click(screen.getByRole('button', { name: 'Options for Hot one' }));
    await r.user.click(await screen.findByRole('menuitem', { name: 'View Bounty Info' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('claim:61');
  });

  it('a visitor reporting gets the login dialog', async () => {
    const r = setup(routes, { visitor: true });
    await r.user.click(await screen.findByRole('button', { name: 'Options for Hot one' }));
    await r.user.click(await screen.findByRole('menuitem', { name: /Report/ }));
    expect(r.openLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('none');
  });
});
