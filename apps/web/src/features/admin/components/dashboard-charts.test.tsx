import type { DashboardPoint } from '@crowns/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import DashboardCharts from './dashboard-charts';

const zero = {
  bought: 0,
  paidToWinners: 0,
  withdrawn: 0,
  fees: 0,
  escrow: 0,
  bountiesCreated: 0,
  bountiesCompleted: 0,
  bountiesFailed: 0,
  signups: 0,
  oldestReviewMinutes: 0,
};
const point = (day: string, values: Partial<DashboardPoint> = {}): DashboardPoint => ({ ...zero, day, ...values });

const week = [
  point('2026-11-19', { escrow: 1000 }),
  point('2026-11-20', { bought: 2000, escrow: 1500, bountiesCreated: 1, oldestReviewMinutes: 840 }),
  point('2026-11-21', { paidToWinners: 900, fees: 100, escrow: 500, bountiesCompleted: 1, oldestReviewMinutes: 2280 }),
  point('2026-11-22', { escrow: 800, signups: 2 }),
  point('2026-11-23', { paidToWinners: 300, bountiesFailed: 1 }),
  point('2026-11-24', { withdrawn: 980, fees: 20, signups: 1 }),
  point('2026-11-25', { escrow: 700, bountiesCreated: 1, oldestReviewMinutes: 390 }),
];
const month = Array.from({ length: 30 }, (_, i) =>
  point(new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10), { bought: 100, escrow: 700 }),
);

const seriesAnswer = (days: number, points: DashboardPoint[], escrowBalance = 700) => ({
  status: 200,
  body: { status: 200, series: { days, points, escrowBalance } },
});

const chart = (title: string) => screen.getByText(title).closest('figure') as HTMLElement;

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardCharts', { timeout: 30_000 }, () => {
  it('shows each chart with its headline over the range, the legends and the escrow totals check', async () => {
    const api = mockApi({ 'GET /admin/dashboard/series': seriesAnswer(7, week) });
    renderAdmin(<DashboardCharts />);
    expect(await screen.findByText('Crowns bought')).toBeInTheDocument();
    expect(api.called('GET /admin/dashboard/series')[0]!.query.get('days')).toBe('7');

    expect(chart('Crowns bought')).toHaveTextContent('2,000 crownsbought, last 7 days');
    expect(chart('Paid out')).toHaveTextContent('2,180 crownsout, last 7 days');
    expect(within(chart('Paid out')).getByText('To winners: 1,200 crowns')).toBeInTheDocument();
    expect(within(chart('Paid out')).getByText('Withdrawn: 980 crowns')).toBeInTheDocument();
    expect(chart('Fees earned')).toHaveTextContent('120 crownsearned');
    expect(chart('Escrow held')).toHaveTextContent('700 crownsnow');
    expect(chart('Bounties')).toHaveTextContent('2created, last 7 days');
    expect(within(chart('Bounties')).getByText('Completed: 1')).toBeInTheDocument();
    expect(within(chart('Bounties')).getByText('Failed: 1')).toBeInTheDocument();
    expect(chart('Signups')).toHaveTextContent('3new accounts');
    expect(chart('Review queue age')).toHaveTextContent('6.5 holdest waiting now');
    expect(
      within(chart('Escrow held')).getByText('Matches the ledger: 700 crowns in bounty escrows and challenge pools.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to 30 days and asks the server for them', async () => {
    const api = mockApi({
      'GET /admin/dashboard/series': (req) =>
        req.query.get('days') === '30' ? seriesAnswer(30, month) : seriesAnswer(7, week),
    });
    const { user } = renderAdmin(<DashboardCharts />);
    await screen.findByText('Crowns bought');
    await user.click(screen.getByRole('button', { name: '30 days' }));
    expect(await screen.findByText(/3,000 crowns/)).toBeInTheDocument();
    expect(chart('Crowns bought')).toHaveTextContent('bought, last 30 days');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.called('GET /admin/dashboard/series').map((c) => c.query.get('days'))).toEqual(['7', '30']);
  });

  it('flags an escrow total that differs from the ledger balances', async () => {
    mockApi({ 'GET /admin/dashboard/series': seriesAnswer(7, week, 650) });
    renderAdmin(<DashboardCharts />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Differs from the ledger: the escrow and pool balances hold 650 crowns.',
    );
  });

  it('shows the loading state, then the server error with a retry that loads the charts', async () => {
    let fail = true;
    const api = mockApi({
      'GET /admin/dashboard/series': () =>
        fail ? { status: 500, body: { message: 'Something went wrong.' } } : seriesAnswer(7, week),
    });
    const { user } = renderAdmin(<DashboardCharts />);
    expect(screen.getByText('Loading charts')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the charts.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Crowns bought')).toBeInTheDocument();
    expect(api.called('GET /admin/dashboard/series')).toHaveLength(2);
  });
});
