import { type AdminSetting, RT_EVENTS } from '@crowns/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../lib/realtime/test/fake-socket';
import { resetSocket, startSocket } from '../../../lib/socket';
import { READ_ONLY_REASON } from '../components/guarded-button';
import { mockApi } from '../test/mock-api';
import { renderAdmin } from '../test/render';
import { AdminSettingsPage } from './admin-settings-page';

afterEach(() => {
  resetSocket();
  vi.unstubAllGlobals();
});

const fee: AdminSetting = {
  key: 'transaction_fee_percent',
  value: 10,
  previousValue: 8,
  changedBy: 'root_admin',
  changedAt: '2026-11-20T10:00:00.000Z',
  moneyAffecting: true,
  group: 'currency',
  label: 'Payout fee',
  help: 'Taken from a bounty or prize when it is paid to the winner.',
};
const purchases: AdminSetting = {
  key: 'purchase_flag',
  value: true,
  previousValue: null,
  changedBy: null,
  changedAt: null,
  moneyAffecting: true,
  group: 'purchases',
  label: 'Purchases open',
  help: 'Users may buy crowns.',
};
const rules: AdminSetting = {
  key: 'standard_rules',
  value: ['Be kind.'],
  previousValue: null,
  changedBy: null,
  changedAt: null,
  moneyAffecting: false,
  group: 'bounties',
  label: 'Standard rules',
  help: 'Shown on every bounty beside its own rules.',
};
const types: AdminSetting = {
  key: 'upload_video_types',
  value: ['mp4', 'webm'],
  previousValue: null,
  changedBy: null,
  changedAt: null,
  moneyAffecting: false,
  group: 'uploads',
  label: 'Video types',
  help: 'Video kinds a user may upload.',
};
const listOf = (settings: AdminSetting[]) => ({ status: 200, body: { status: 200, settings } });
const rowOf = (label: string) => screen.getByRole('group', { name: new RegExp(`^${label}`) });

describe('AdminSettingsPage', { timeout: 30_000 }, () => {
  it('groups the settings with their current and previous value and who changed them', async () => {
    mockApi({ 'GET /admin/settings': listOf([fee, purchases, rules, types]) });
    renderAdmin(<AdminSettingsPage />);
    await screen.findByRole('group', { name: /^Payout fee/ });
    expect(screen.getByRole('heading', { name: 'Currency and fees' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uploads' })).toBeInTheDocument();
    const feeRow = rowOf('Payout fee');
    expect(feeRow).toHaveTextContent('Current: 10%');
    expect(feeRow).toHaveTextContent('Previous: 8%');
    expect(feeRow).toHaveTextContent('Changed by root_admin');
    expect(within(feeRow).getByText('Moves money')).toBeInTheDocument();
    expect(within(feeRow).getByRole('spinbutton')).toHaveValue(10);
    expect(rowOf('Purchases open')).toHaveTextContent('Never changed');
    expect(within(rowOf('Purchases open')).getByRole('switch', { name: 'Purchases open' })).toBeChecked();
    expect(within(rowOf('Video types')).getByRole('checkbox', { name: '.mov' })).not.toBeChecked();
  });

  it('asks before a money-affecting change, then saves it and shows the new value', async () => {
    let current = fee;
    const api = mockApi({
      'GET /admin/settings': () => listOf([current]),
      'PUT /admin/settings/transaction_fee_percent': (req) => {
        current = { ...fee, value: 15, previousValue: 10, changedAt: '2026-11-25T10:00:00.000Z' };
        return { status: 200, body: { status: 200, message: 'Payout fee saved.', setting: current, echo: req.body } };
      },
    });
    const { user } = renderAdmin(<AdminSettingsPage />);
    const input = within(await screen.findByRole('group', { name: /^Payout fee/ })).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '15');
    await user.click(screen.getByRole('button', { name: 'Save Payout fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Payout fee?' });
    expect(dialog).toHaveTextContent('Now10%');
    expect(dialog).toHaveTextContent('New15%');
    expect(api.called('PUT /admin/settings/transaction_fee_percent')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change it' }));
    await waitFor(() => expect(api.called('PUT /admin/settings/transaction_fee_percent')).toHaveLength(1));
    expect(api.called('PUT /admin/settings/transaction_fee_percent')[0]?.body).toEqual({ value: 15 });
    expect(await screen.findByText('Payout fee saved.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Payout fee')).toHaveTextContent('Previous: 10%'));
  });

  it('checks the value with the contract rule before sending, and shows the server message on error', async () => {
    const api = mockApi({
      'GET /admin/settings': listOf([fee, rules]),
      'PUT /admin/settings/standard_rules': {
        status: 400,
        body: { status: 400, message: 'A rule must be at most 300 characters.' },
      },
    });
    const { user } = renderAdmin(<AdminSettingsPage />);
    const input = within(await screen.findByRole('group', { name: /^Payout fee/ })).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '150');
    await user.click(screen.getByRole('button', { name: 'Save Payout fee' }));
    expect(await screen.findByText('Payout fee must be a whole number from 0 to 100 percent.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Not money-affecting: saved without a confirmation.
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(screen.getByLabelText('Rule 2'), 'Show it all.');
    await user.click(screen.getByRole('button', { name: 'Save Standard rules' }));
    expect(await screen.findByText('A rule must be at most 300 characters.')).toBeInTheDocument();
    expect(api.called('PUT /admin/settings/standard_rules')[0]?.body).toEqual({ value: ['Be kind.', 'Show it all.'] });
    expect(api.called('PUT /admin/settings/transaction_fee_percent')).toHaveLength(0);
  });

  it('a read-only admin sees every control disabled with the reason, and nothing is sent', async () => {
    const api = mockApi({ 'GET /admin/settings': listOf([fee, purchases, rules]) });
    const { user } = renderAdmin(<AdminSettingsPage />, { role: 'read_only_admin' });
    await screen.findByRole('group', { name: /^Payout fee/ });
    expect(screen.getByText(/Read-only access/)).toBeInTheDocument();
    expect(within(rowOf('Payout fee')).getByRole('spinbutton')).toBeDisabled();
    const toggle = screen.getByRole('switch', { name: 'Purchases open' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAttribute('title', READ_ONLY_REASON);
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Rule 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add rule' })).toBeDisabled();
    expect(api.called('PUT /admin/settings/purchase_flag')).toHaveLength(0);
  });

  it("refetches when another admin's change arrives (configUpdated)", async () => {
    let current = purchases;
    const api = mockApi({ 'GET /admin/settings': () => listOf([current]) });
    const fake = fakeClient();
    await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
    renderAdmin(<AdminSettingsPage />);
    await screen.findByRole('group', { name: /^Purchases open/ });
    expect(screen.getByRole('switch', { name: 'Purchases open' })).toBeChecked();
    current = { ...purchases, value: false, previousValue: true, changedBy: 'other_admin', changedAt: fee.changedAt };
    act(() => fake.sockets[0]!.serverEmit(RT_EVENTS.configUpdated, { key: 'purchase_flag', value: false }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Purchases open' })).not.toBeChecked());
    expect(rowOf('Purchases open')).toHaveTextContent('Changed by other_admin');
    expect(api.called('GET /admin/settings')).toHaveLength(2);
  });
});
