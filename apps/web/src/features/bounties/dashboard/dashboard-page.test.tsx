import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, mockApi, ok, type Route } from '../../../test/mock-api';
import { bountyFixture, claimFixture, pageOf } from '../cards/test/fixtures';
import { renderPage } from '../cards/test/render';
import { useBountyDialog } from '../dialog-store';
import { DashboardPage } from '../pages/dashboard-page';
import type { Bounty } from '../types';

afterEach(() => {
  vi.unstubAllGlobals();
});

function DialogProbe() {
  const state = useBountyDialog();
  return (
    <output data-testid="dialog-state">
      {state ? `${state.kind}:${state.bountyId ?? ''}:${String(state.props.step ?? '')}` : 'none'}
    </output>
  );
}

const HOUR = 3_600_000;
const claimedBy = (over: Partial<Bounty> = {}, claimOver = {}) =>
  bountyFixture({
    status: 'claimed',
    claims: [
      claimFixture({
        id: 900,
        user_id: 7,
        name: 'nova',
        modified_end_time: new Date(Date.now() + 2 * HOUR).toISOString(),
        ...claimOver,
      }),
    ],
    ...over,
  });

function setup(routes: Record<string, Route> = {}, extra?: React.ReactNode) {
  const api = mockApi({
    'POST /config/': config,
    'GET /bounty/claimed': ok({ bounty: pageOf([]) }),
    'POST /bounty/list': ok({ bounty: pageOf([]) }),
    ...routes,
  });
  const page = (
    <>
      <DashboardPage />
      <DialogProbe />
      {extra}
    </>
  );
  return { ...renderPage(page, { url: '/dashboard' }), api };
}

describe('claimed bounties panel', () => {
  it("shows 'No Current Bounties' with a way to the board when nothing is claimed", async () => {
    setup();
    await screen.findByText('No Current Bounties');
    const panel = screen.getByRole('region', { name: 'Claimed Bounties' });
    expect(within(panel).getByText('No Current Bounties')).toBeInTheDocument();
    expect(within(panel).getByText('Accept a bounty and monitor the status here.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Browse Bounty Board' })).toHaveAttribute('href', '/bounty');
  });

  it("shows creator, title, amount, antes and 'Left to Submit' to the claim's end; Submit opens the submit step", async () => {
    const bounty = claimedBy({
      id: 21,
      title: 'Juggle three eggs',
      amount_cc: 2500,
      antesCount: 4,
      creator: { id: 50, sc_username: 'creator_one', image_url: null },
    });
    const r = setup({ 'GET /bounty/claimed': ok({ bounty: pageOf([bounty]) }) });
    const card = await screen.findByTestId('claimed-card');
    expect(card).toHaveTextContent('Juggle three eggs');
    expect(card).toHaveTextContent('creator_one');
    await waitFor(() => expect(card).toHaveTextContent('$25.00'));
    expect(within(card).getByTitle('4 antes')).toBeInTheDocument();
    expect(within(card).getByText('Left to Submit')).toBeInTheDocument();
    expect(within(card).getByText(/^0[12]:[0-5]\d:[0-5]\d$/)).toBeInTheDocument();
    await r.user.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('claimed:21:submit');
  });

  it("titles live claims 'Active Live Bounty' and hides Cancel for daily bounties", async () => {
    setup({
      'GET /bounty/claimed': ok({
        bounty: pageOf([
          claimedBy({ id: 22, title: 'Live one', bounty_type: 'live', isLive: true }),
          claimedBy({ id: 23, title: 'Daily one', bounty_type: 'daily', status: 'active' }),
        ]),
      }),
    });
    const live = await screen.findByRole('region', { name: /Active Live Bounty/ });
    expect(within(live).getByText('Live one')).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const claimed = screen.getByRole('region', { name: /Claimed Bounties/ });
    expect(within(claimed).getByText('Daily one')).toBeInTheDocument();
    expect(within(claimed).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(claimed).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('Cancel opens the cancel-claim confirmation of the claim manager', async () => {
    const r = setup({ 'GET /bounty/claimed': ok({ bounty: pageOf([claimedBy({ id: 24 })]) }) });
    await r.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('claimed:24:quit');
  });
});

describe('Bounty Activity', () => {
  it("lists my bounties in review, completed (default) or failed, without 'Time Left'", async () => {
    const r = setup({
      'POST /bounty/list': (body) => {
        const filter = (body as { queryFilter: { mine?: boolean; status: string } }).queryFilter;
        const data = filter.mine ? [bountyFixture({ title: `My ${filter.status}`, status: 'completed' })] : [];
        return ok({ bounty: pageOf(data, data.length, 10) });
      },
    });
    const section = screen.getByRole('region', { name: 'Bounty Activity' });
    expect(within(section).getByRole('tab', { name: 'completed', selected: true })).toBeInTheDocument();
    expect(await within(section).findByText('My completed')).toBeInTheDocument();
    expect(within(section).queryByRole('columnheader', { name: 'Time Left' })).not.toBeInTheDocument();
    expect(within(section).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    await r.user.click(within(section).getByRole('tab', { name: 'In Review' }));
    expect(await within(section).findByText('My submitted')).toBeInTheDocument();
    const call = r.api.called('POST /bounty/list').find((c) => c.body && JSON.stringify(c.body).includes('submitted'))!;
    expect(call.body).toEqual({ queryFilter: { mine: true, status: 'submitted' } });
    expect(call.query.get('limit')).toBe('10');
    expect(call.query.get('page')).toBe('1');
    await r.user.click(within(section).getByRole('tab', { name: 'failed' }));
    expect(await within(section).findByText('My failed')).toBeInTheDocument();
  });
});

describe('My Created Bounties', () => {
  it('offers the table tab bar, shows status and time left, pages, and says No Data Available when empty', async () => {
    const mine = (n: number) =>
      bountyFixture({
        title: `Created ${n}`,
        creater_id: 7,
        creator: { id: 7, sc_username: 'nova', image_url: null },
      });
    const r = setup({
      'POST /bounty/list': (body, q) => {
        const filter = (body as { queryFilter: { user_id?: string; status: string } }).queryFilter;
        if (filter.user_id !== '7' || filter.status !== 'available') return ok({ bounty: pageOf([]) });
        return ok({ bounty: pageOf([mine(Number(q.get('page')))], 11, 10, Number(q.get('page'))) });
      },
    });
    const section = screen.getByRole('region', { name: 'My Created Bounties' });
    const tabs = within(section)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['available', 'recent', 'In Review', 'completed', 'failed', 'claimed']);
    expect(await within(section).findByText('Created 1')).toBeInTheDocument();
    expect(within(section).getByRole('columnheader', { name: 'Time Left' })).toBeInTheDocument();
    expect(within(section).getByText('Available')).toBeInTheDocument();
    await r.user.click(within(section).getByRole('button', { name: 'Page 2' }));
    expect(await within(section).findByText('Created 2')).toBeInTheDocument();
    await r.user.click(within(section).getByRole('tab', { name: 'failed' }));
    expect(await within(section).findByText('No Data Available')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('navigation')).not.toBeInTheDocument());
    const failed = r.api
      .called('POST /bounty/list')
      .find((c) => JSON.stringify(c.body).includes('"failed"') && JSON.stringify(c.body).includes('user_id'))!;
    expect(failed.query.get('page')).toBe('1');
  });
});
