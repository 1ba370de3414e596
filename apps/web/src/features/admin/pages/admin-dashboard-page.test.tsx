import type { AuditEntry } from '@crowns/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminDashboardPage } from './admin-dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry: AuditEntry = {
  id: '9',
  actor: { id: '1', sc_username: 'boss' },
  action: 'user.suspend',
  targetType: 'user',
  targetId: '5',
  data: { sc_username: 'alice_w', revokedSessions: 2 },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('AdminDashboardPage', { timeout: 30_000 }, () => {
  it('shows totals from the users list filters and the latest audit entries', async () => {
    const totals: Record<string, number> = {
      '': 120,
      active: 100,
      suspended: 7,
      unverified: 13,
      admin: 2,
      read_only_admin: 1,
    };
    const api = mockApi({
      'GET /admin/users': (req) => {
        const key = req.query.get('status') ?? req.query.get('role') ?? '';
        return { status: 200, body: { status: 200, users: page([], totals[key], 1, 1) } };
      },
      'GET /admin/promo': { status: 200, body: { status: 200, data: page([], 4, 1, 1) } },
      'GET /admin/audit-log': { status: 200, body: { status: 200, logs: page([entry]) } },
      'GET /admin/dashboard/series': {
        status: 200,
        body: { status: 200, series: { days: 7, points: [], escrowBalance: 0 } },
      },
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    renderAdmin(<AdminDashboardPage />);
    const card = async (label: string) => (await screen.findByText(label)).closest('a') as HTMLElement;
    expect(await within(await card('Total users')).findByText('120')).toBeInTheDocument();
    expect(await within(await card('Suspended')).findByText('7')).toBeInTheDocument();
    expect(await within(await card('Admins')).findByText('2')).toBeInTheDocument();
    expect(await within(await card('Read-only admins')).findByText('1')).toBeInTheDocument();
    expect(await within(await card('Promo codes')).findByText('4')).toBeInTheDocument();
    expect(await card('Suspended')).toHaveAttribute('href', '/admin/userssetting?status=suspended');
    expect(api.called('GET /admin/users').every((c) => c.query.get('limit') === '1')).toBe(true);

    const row = (await screen.findByText('Suspended user')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('boss');
    expect(row).toHaveTextContent('alice_w');
    expect(row).toHaveTextContent('2 sessions ended');
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/admin/logs');

    // The charts load on their own, below the counts.
    expect(await screen.findByRole('heading', { name: 'Money and activity' })).toBeInTheDocument();
    expect(await screen.findByText('Crowns bought')).toBeInTheDocument();
  });
});
