import { ADMIN_BOUNTY_MSG, type AdminBountyDetail, type AdminBountyRow } from '@crowns/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AllBounties } from './all-bounties';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row: AdminBountyRow = {
  id: '42',
  title: 'Juggle five eggs',
  bounty_type: 'video',
  status: 'completed',
  amount: 800,
  escrow: 0,
  creator: { id: '3', sc_username: 'maker' },
  target: null,
  claimCount: 1,
  number_of_claims: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  duration_end_time: '2026-11-02T10:00:00.000Z',
};
const detail: AdminBountyDetail = {
  bounty: { ...row, description: '', image_url: null, failure_reason: null, duration_start_time: row.createdAt },
  claims: [
    {
      id: '7',
      user: { id: '5', sc_username: 'winner' },
      status: 'completed',
      createdAt: row.createdAt,
      submittedAt: null,
    },
  ],
  trail: [
    {
      transferId: '1',
      type: 'bounty_create',
      amount: 500,
      counterparty: { kind: 'user_wallet', user: { id: '3', sc_username: 'maker' } },
      memo: null,
      createdAt: row.createdAt,
    },
    {
      transferId: '2',
      type: 'bounty_ante',
      amount: 300,
      counterparty: { kind: 'user_wallet', user: { id: '4', sc_username: 'backer' } },
      memo: null,
      createdAt: row.createdAt,
    },
    {
      transferId: '3',
      type: 'bounty_payout',
      amount: -720,
      counterparty: { kind: 'user_wallet', user: { id: '5', sc_username: 'winner' } },
      memo: null,
      createdAt: row.createdAt,
    },
    {
      transferId: '3',
      type: 'bounty_payout',
      amount: -80,
      counterparty: { kind: 'platform_revenue', user: null },
      memo: null,
      createdAt: row.createdAt,
    },
  ],
  totals: { in: 800, payouts: 720, fees: 80, refunds: 0, other: 0 },
};

describe('AllBounties', { timeout: 30_000 }, () => {
  it('sends the filters to the server and opens the escrow trail of a row', async () => {
    const api = mockApi({
      'GET /admin/bounties': { status: 200, body: { status: 200, bounty: page([row]) } },
      'GET /admin/bounties/42': { status: 200, body: { status: 200, data: detail } },
    });
    const { user } = renderAdmin(<AllBounties />);
    await screen.findByText('Juggle five eggs');
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    fireEvent.change(screen.getByLabelText('Creator'), { target: { value: ' maker ' } });
    fireEvent.change(screen.getByLabelText('Min crowns'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(api.called('GET /admin/bounties').at(-1)?.query.get('min')).toBe('600'));
    const last = api.called('GET /admin/bounties').at(-1)!.query;
    expect(last.get('status')).toBe('completed');
    expect(last.get('creator')).toBe('maker');
    expect(last.get('from')).toBe('2026-11-01');

    await user.click(screen.getByRole('button', { name: /Juggle five eggs/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Juggle five eggs' });
    const moves = within(await within(dialog).findByRole('list', { name: 'Escrow trail' })).getAllByRole('listitem');
    expect(moves.map((m) => m.textContent)).toEqual([
      expect.stringContaining('Starting reward from maker'),
      expect.stringContaining('Upped the ante from backer'),
      expect.stringContaining('Payout to winner'),
      expect.stringContaining('Platform fee to Platform revenue'),
    ]);
    expect(within(dialog).getByText('Paid out').closest('div')).toHaveTextContent('720');
    expect(within(dialog).getByText('Fees').closest('div')).toHaveTextContent('80');
  });

  it('shows a bad range with the server message and does not send it', async () => {
    const api = mockApi({ 'GET /admin/bounties': { status: 200, body: { status: 200, bounty: page([row]) } } });
    renderAdmin(<AllBounties />);
    await screen.findByText('Juggle five eggs');
    fireEvent.change(screen.getByLabelText('Min crowns'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Max crowns'), { target: { value: '100' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_BOUNTY_MSG.invalidAmountRange);
    expect(api.called('GET /admin/bounties').some((c) => c.query.get('max') === '100')).toBe(false);
  });

  it('deletes an open bounty after saying what goes back, and edits its text', async () => {
    const open = { ...row, id: '43', title: 'Sing', status: 'active' as const, escrow: 1_200 };
    const openDetail = { ...detail, bounty: { ...detail.bounty, ...open }, claims: [], trail: [] };
    const api = mockApi({
      'GET /admin/bounties': { status: 200, body: { status: 200, bounty: page([open]) } },
      'GET /admin/bounties/43': { status: 200, body: { status: 200, data: openDetail } },
      'PATCH /admin/bounty/43': { status: 200, body: { status: 200, message: ADMIN_BOUNTY_MSG.updated } },
      'DELETE /admin/bounty/43': {
        status: 200,
        body: { status: 200, message: ADMIN_BOUNTY_MSG.deleted, data: { refunded_cc: 1_200 } },
      },
    });
    const { user } = renderAdmin(<AllBounties />);
    await user.click(await screen.findByRole('button', { name: /Sing/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sing' });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit bounty' });
    await user.clear(within(edit).getByLabelText('Title'));
    await user.type(within(edit).getByLabelText('Title'), 'Sing loud');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('PATCH /admin/bounty/43')).toHaveLength(1));
    expect(api.called('PATCH /admin/bounty/43')[0]!.body).toEqual({ title: 'Sing loud', description: '' });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete bounty?' });
    expect(confirm).toHaveTextContent('1,200');
    expect(confirm).toHaveTextContent('go back to everyone who put them in');
    await user.click(within(confirm).getByRole('button', { name: 'Delete and refund' }));
    await waitFor(() => expect(api.called('DELETE /admin/bounty/43')).toHaveLength(1));
    expect(await screen.findByText(ADMIN_BOUNTY_MSG.deleted)).toBeInTheDocument();
  });

  it('shows a read-only admin Edit and Delete that do nothing', async () => {
    const open = { ...row, id: '43', title: 'Sing', status: 'active' as const, escrow: 1_200 };
    const api = mockApi({
      'GET /admin/bounties': { status: 200, body: { status: 200, bounty: page([open]) } },
      'GET /admin/bounties/43': {
        status: 200,
        body: { status: 200, data: { ...detail, bounty: { ...detail.bounty, ...open } } },
      },
    });
    const { user } = renderAdmin(<AllBounties />, { role: 'read_only_admin' });
    await user.click(await screen.findByRole('button', { name: /Sing/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sing' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('dialog', { name: 'Delete bounty?' })).toBeNull();
    expect(api.called('DELETE /admin/bounty/43')).toHaveLength(0);
  });
});
