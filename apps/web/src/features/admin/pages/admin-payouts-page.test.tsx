import { type AdminWithdrawalDetail, type AdminWithdrawalView, PAYOUT_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminPayoutsPage } from './admin-payouts-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const withdrawal = (
  overrides: Partial<AdminWithdrawalView> & Pick<AdminWithdrawalView, 'id'>,
): AdminWithdrawalView => ({
  kind: 'bank',
  status: 'review',
  crowns: 60_000,
  feeCrowns: 1_200,
  usd: 588,
  destination: 'Sandbox Bank checking ••6789',
  message: PAYOUT_MSG.withdrawalInReview,
  createdAt: '2026-11-20T10:00:00.000Z',
  settledAt: null,
  user: { id: 7, sc_username: 'kai_live', email: 'kai@example.com' },
  reviewReason: 'amount',
  kyc: {
    status: 'passed',
    level: 'basic',
    verifiedAt: '2026-11-19T09:00:00.000Z',
    recentSessionId: null,
    message: null,
  },
  yearUsd: 120,
  ...overrides,
});
const big = withdrawal({ id: 41 });
const paid = withdrawal({
  id: 42,
  status: 'paid',
  crowns: 2_500,
  feeCrowns: 50,
  usd: 24.5,
  reviewReason: null,
  message: null,
  settledAt: '2026-11-21T10:00:00.000Z',
  user: { id: 8, sc_username: 'luna_irl', email: 'luna@example.com' },
});
const list = (items: AdminWithdrawalView[]) => ({ status: 200, body: { status: 200, data: page(items) } });
const detail = (w: AdminWithdrawalView, trail: AdminWithdrawalDetail['trail'] = []) => ({
  status: 200,
  body: { status: 200, data: { withdrawal: w, trail } satisfies AdminWithdrawalDetail },
});
const requested = {
  action: 'withdrawal.requested',
  actor: 'kai_live',
  data: { crowns: 60_000 },
  createdAt: '2026-11-20T10:00:00.000Z',
};
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('AdminPayoutsPage', { timeout: 30_000 }, () => {
  it('lists the open queue with user, amount, destination, review reason, identity and the 365-day total', async () => {
    const api = mockApi({ 'GET /admin/withdrawals': list([big]) });
    renderAdmin(<AdminPayoutsPage />);
    await screen.findByText('kai_live');
    const row = rowOf('kai_live');
    expect(row).toHaveTextContent('kai@example.com');
    expect(row).toHaveTextContent('$588.00');
    expect(row).toHaveTextContent('60,000 crowns');
    expect(row).toHaveTextContent('Sandbox Bank checking ••6789');
    expect(row).toHaveTextContent('Large amount');
    expect(within(row).getByText('Verified (basic)')).toBeInTheDocument();
    expect(within(row).getByText('Review')).toBeInTheDocument();
    expect(row).toHaveTextContent('$120.00');
    expect(api.called('GET /admin/withdrawals')[0]?.query.get('status')).toBe('open');
    expect(screen.getByText('1 withdrawal')).toBeInTheDocument();
  });

  it('asks the server for the chosen status tab', async () => {
    const api = mockApi({
      'GET /admin/withdrawals': (req) => list(req.query.get('status') === 'paid' ? [paid] : []),
    });
    const { user } = renderAdmin(<AdminPayoutsPage />);
    expect(await screen.findByText('No withdrawals are waiting or on their way.')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Withdrawal status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Open', 'Review', 'Held', 'Processing', 'Paid', 'Failed', 'Rejected']);
    await user.click(within(tabs).getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText('luna_irl')).toBeInTheDocument();
    expect(within(rowOf('luna_irl')).getByText('Paid')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('status')).toBe('paid');
  });

  it('opens the detail with its trail, and approves after a confirmation with the server message', async () => {
    let current = big;
    const api = mockApi({
      'GET /admin/withdrawals': () => list([current]),
      'GET /admin/withdrawals/41': () =>
        detail(
          current,
          current.status === 'processing'
            ? [
                requested,
                { action: 'withdrawal.approved', actor: 'admin', data: {}, createdAt: '2026-11-20T11:00:00.000Z' },
              ]
            : [requested],
        ),
      'POST /admin/withdrawals/41/approve': () => {
        current = { ...big, status: 'processing', message: null };
        return { status: 200, body: { status: 200, message: PAYOUT_MSG.approved, data: current } };
      },
    });
    const { user } = renderAdmin(<AdminPayoutsPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdrawal #41 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    const trail = await within(dialog).findByRole('list', { name: 'Trail' });
    expect(within(trail).getByText('Requested')).toBeInTheDocument();
    expect(within(trail).getByText(/kai_live/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('$120.00 before this one');

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve withdrawal #41?' });
    expect(api.called('POST /admin/withdrawals/41/approve')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve and send' }));

    expect(await screen.findByText(PAYOUT_MSG.approved)).toBeInTheDocument();
    expect(api.called('POST /admin/withdrawals/41/approve')).toHaveLength(1);
    const after = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    expect(await within(after).findByText('Approved')).toBeInTheDocument();
    expect(within(after).getByText('Processing')).toBeInTheDocument();
    // Processing can no longer be decided.
    expect(within(after).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(after).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('rejects only with a reason, and sends the reason', async () => {
    const api = mockApi({
      'GET /admin/withdrawals': list([big]),
      'GET /admin/withdrawals/41': detail(big, [requested]),
      'POST /admin/withdrawals/41/reject': {
        status: 200,
        body: { status: 200, message: PAYOUT_MSG.rejected, data: { ...big, status: 'rejected' } },
      },
    });
    const { user } = renderAdmin(<AdminPayoutsPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdrawal #41 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    await within(dialog).findByRole('list', { name: 'Trail' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject withdrawal #41?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject withdrawal' }));
    expect(await within(confirm).findByText(PAYOUT_MSG.reasonRequired)).toBeInTheDocument();
    expect(api.called('POST /admin/withdrawals/41/reject')).toHaveLength(0);

    await user.type(within(confirm).getByLabelText('Reason'), '  Name does not match the account  ');
    await user.click(within(confirm).getByRole('button', { name: 'Reject withdrawal' }));
    await waitFor(() => expect(api.called('POST /admin/withdrawals/41/reject')).toHaveLength(1));
    expect(api.called('POST /admin/withdrawals/41/reject')[0]?.body).toEqual({
      reason: 'Name does not match the account',
    });
    expect(await screen.findByText(PAYOUT_MSG.rejected)).toBeInTheDocument();
  });

  it('holds with a reason; a held withdrawal offers approve and reject but not hold again', async () => {
    let current = big;
    const api = mockApi({
      'GET /admin/withdrawals': () => list([current]),
      'GET /admin/withdrawals/41': () => detail(current, [requested]),
      'POST /admin/withdrawals/41/hold': (req) => {
        current = { ...big, status: 'held' };
        return { status: 200, body: { status: 200, message: PAYOUT_MSG.held, data: current, echo: req.body } };
      },
    });
    const { user } = renderAdmin(<AdminPayoutsPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdrawal #41 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    await within(dialog).findByRole('list', { name: 'Trail' });
    await user.click(within(dialog).getByRole('button', { name: 'Hold' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hold withdrawal #41?' });
    await user.type(within(confirm).getByLabelText('Reason'), 'Waiting for the bank statement');
    await user.click(within(confirm).getByRole('button', { name: 'Put on hold' }));
    expect(await screen.findByText(PAYOUT_MSG.held)).toBeInTheDocument();
    expect(api.called('POST /admin/withdrawals/41/hold')[0]?.body).toEqual({
      reason: 'Waiting for the bank statement',
    });
    const after = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    await waitFor(() => expect(within(after).getByText('Held')).toBeInTheDocument());
    expect(within(after).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Hold' })).toBeNull();
  });

  it('shows the server message when the withdrawal was already decided', async () => {
    mockApi({
      'GET /admin/withdrawals': list([big]),
      'GET /admin/withdrawals/41': detail(big, [requested]),
      'POST /admin/withdrawals/41/approve': {
        status: 409,
        body: { status: 409, message: PAYOUT_MSG.reviewNotPending },
      },
    });
    const { user } = renderAdmin(<AdminPayoutsPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdrawal #41 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    await within(dialog).findByRole('list', { name: 'Trail' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve and send' }));
    expect(await screen.findByText(PAYOUT_MSG.reviewNotPending)).toBeInTheDocument();
  });

  it('a read-only admin sees the queue and the trail but no decisions', async () => {
    mockApi({ 'GET /admin/withdrawals': list([big]), 'GET /admin/withdrawals/41': detail(big, [requested]) });
    const { user } = renderAdmin(<AdminPayoutsPage />, { role: 'read_only_admin' });
    expect(screen.getByText(/Read-only access/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Withdrawal #41 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    await within(dialog).findByRole('list', { name: 'Trail' });
    for (const name of ['Approve', 'Hold', 'Reject']) {
      expect(within(dialog).getByRole('button', { name })).toHaveAttribute('aria-disabled');
    }
  });
});
