import { ADMIN_USER_MSG, type AdminUserDetail, MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../test/fixtures';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminUsersPage } from './admin-users-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const alice = adminUser({ id: '5', sc_username: 'alice_w', isVerified: false });
const SESSION = '6f1c2d8e-1b7a-4c55-9a3e-2f0d4b6c8e10';
const detail = (over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  user: {
    ...alice,
    display_name: 'Alice W',
    bio: 'Speedrunner',
    birthdate: '1990-01-15',
    time_zone: 'UTC',
    deleted: false,
  },
  lastSuspension: {
    at: '2026-11-01T10:00:00.000Z',
    by: { id: '1', sc_username: 'boss' },
    reason: 'Spam links',
    active: false,
  },
  wallet: { balance: 12_345, withdrawable: 2_000, cc_per_usd: 100 },
  bounties: {
    totalRecords: 7,
    recent: [{ id: '42', title: 'Eat a lemon', status: 'active', amount: 500, createdAt: '2026-11-02T10:00:00.000Z' }],
  },
  claims: { totalRecords: 0, recent: [] },
  reports: {
    totalRecords: 1,
    open: 1,
    recent: [
      {
        id: '9',
        model: 'bounty',
        modelId: '42',
        category: 'Scam',
        details: 'Fake prize',
        status: 'open',
        reporter: { id: '8', sc_username: 'fan_1' },
        createdAt: '2026-11-03T10:00:00.000Z',
      },
    ],
  },
  sessions: [
    {
      id: SESSION,
      startedAt: '2026-11-20T10:00:00.000Z',
      lastActiveAt: '2026-11-24T10:00:00.000Z',
      expiresAt: '2026-12-20T10:00:00.000Z',
    },
  ],
  ...over,
});
const ledger = {
  status: 200,
  body: {
    status: 200,
    data: page([
      {
        id: 1,
        kind: 'purchase',
        type: 'purchase',
        amount: 10_000,
        usd: 100,
        counterpart: 'Card purchase',
        ref_type: null,
        ref_id: null,
        status: null,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ]),
  },
};

function routes(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /admin/users': { status: 200, body: { status: 200, users: page([alice]) } },
    'GET /admin/users/5': { status: 200, body: { status: 200, data: detail() } },
    'GET /admin/users/5/ledger': ledger,
    ...extra,
  });
}

describe('user detail drawer', { timeout: 30_000 }, () => {
  it('opens from the list with profile, wallet, suspension history, activity, ledger and sessions', async () => {
    const api = routes();
    const { user } = renderAdmin(<AdminUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'alice_w' }));
    const drawer = await screen.findByRole('dialog', { name: 'alice_w' });
    expect(await within(drawer).findByText('Alice W')).toBeInTheDocument();
    expect(within(drawer).getByText('$123.45')).toBeInTheDocument();
    expect(within(drawer).getByText('$20.00')).toBeInTheDocument();
    expect(within(drawer).getByText(/by boss: “Spam links”/)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('tab', { name: 'Activity' }));
    expect(await within(drawer).findByText('Eat a lemon')).toBeInTheDocument();
    expect(within(drawer).getByText('Showing the latest 1 of 7.')).toBeInTheDocument();
    expect(within(drawer).getByText(/“Fake prize”/)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('tab', { name: 'Ledger' }));
    expect(await within(drawer).findByText('Card purchase')).toBeInTheDocument();
    expect(api.called('GET /admin/users/5/ledger')[0]?.query.get('limit')).toBe('10');
  });

  it('changes the role, resends verification and ends a session, with the server messages', async () => {
    const api = routes({
      'POST /admin/users/5/role': {
        status: 200,
        body: { status: 200, message: ADMIN_USER_MSG.roleChanged, user: { ...alice, role: 'read_only_admin' } },
      },
      'POST /admin/users/5/resend-verification': {
        status: 200,
        body: { status: 200, message: MSG.verificationSent },
      },
      [`DELETE /admin/users/5/sessions/${SESSION}`]: {
        status: 200,
        body: { status: 200, message: ADMIN_USER_MSG.sessionEnded },
      },
    });
    const { user } = renderAdmin(<AdminUsersPage />, { url: '/admin/userssetting?user=5' });
    const drawer = await screen.findByRole('dialog', { name: 'alice_w' });
    const change = await within(drawer).findByRole('button', { name: 'Change role' });
    expect(change).toBeDisabled();
    await user.selectOptions(within(drawer).getByLabelText('New role'), 'read_only_admin');
    await user.click(change);
    expect(await screen.findByText(ADMIN_USER_MSG.roleChanged)).toBeInTheDocument();
    expect(api.called('POST /admin/users/5/role')[0]?.body).toEqual({ role: 'read_only_admin' });

    await user.click(within(drawer).getByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText(MSG.verificationSent)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('tab', { name: 'Sessions (1)' }));
    await user.click(await within(drawer).findByRole('button', { name: /End the session/ }));
    expect(await screen.findByText(ADMIN_USER_MSG.sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(api.called('GET /admin/users/5').length).toBeGreaterThan(1));
  });

  it('suspends from the drawer with a reason', async () => {
    const api = routes({
      'POST /admin/users/5/suspend': {
        status: 200,
        body: { status: 200, message: MSG.userSuspended, user: { ...alice, suspended: true } },
      },
    });
    const { user } = renderAdmin(<AdminUsersPage />, { url: '/admin/userssetting?user=5' });
    const drawer = await screen.findByRole('dialog', { name: 'alice_w' });
    await user.click(await within(drawer).findByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend alice_w?' });
    await user.type(within(confirm).getByLabelText('Reason'), 'Chargeback fraud');
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(MSG.userSuspended)).toBeInTheDocument();
    expect(api.called('POST /admin/users/5/suspend')[0]?.body).toEqual({ reason: 'Chargeback fraud' });
  });

  it('a read-only admin sees the drawer with every change control disabled', async () => {
    const api = routes();
    const { user } = renderAdmin(<AdminUsersPage />, { role: 'read_only_admin', url: '/admin/userssetting?user=5' });
    const drawer = await screen.findByRole('dialog', { name: 'alice_w' });
    const suspend = await within(drawer).findByRole('button', { name: 'Suspend' });
    expect(suspend).toHaveAttribute('aria-disabled', 'true');
    expect(within(drawer).getByRole('button', { name: 'Resend verification' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(suspend);
    await user.click(within(drawer).getByRole('button', { name: 'Resend verification' }));
    await user.click(within(drawer).getByRole('tab', { name: 'Sessions (1)' }));
    const end = await within(drawer).findByRole('button', { name: /End the session/ });
    expect(end).toHaveAttribute('aria-disabled', 'true');
    await user.click(end);
    expect(api.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/admin'))).toEqual([]);
    expect(screen.queryByRole('dialog', { name: /Suspend/ })).toBeNull();
  });
});
