import { MSG, SETTINGS_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORDS_DIFFER } from '../../../lib/password-confirm';
import { getSession } from '../../../lib/session';
import { account } from '../test/fixtures';
import { fail, ok, renderSettings } from '../test/render';

const url = '/settings/profile?section=account';
const NEW = 'N3w-Passw0rd!';

describe('Account settings: password', () => {
  it("shows each field's message on an empty submit", async () => {
    const { user, api } = renderSettings({ url });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SETTINGS_MSG.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(api.called('POST /account/password')).toHaveLength(0);
  });

  it('refuses a weak new password and a confirmation that differs', async () => {
    const { user, api } = renderSettings({ url });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(api.called('POST /account/password')).toHaveLength(0);
  });

  it('changes the password and clears the form', async () => {
    const { user, api } = renderSettings({
      url,
      routes: { 'POST /account/password': ok({ message: SETTINGS_MSG.passwordChanged }) },
    });
    await user.type(await screen.findByLabelText('Current password'), 'Demo1234!');
    await user.type(screen.getByLabelText('New password'), NEW);
    await user.type(screen.getByLabelText('Confirm new password'), NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SETTINGS_MSG.passwordChanged)).toBeInTheDocument();
    expect(api.called('POST /account/password')[0]?.body).toEqual({ currentPassword: 'Demo1234!', newPassword: NEW });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const { user } = renderSettings({
      url,
      routes: { 'POST /account/password': fail(400, SETTINGS_MSG.currentPasswordWrong) },
    });
    await user.type(await screen.findByLabelText('Current password'), 'Wrong1234!');
    await user.type(screen.getByLabelText('New password'), NEW);
    await user.type(screen.getByLabelText('Confirm new password'), NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SETTINGS_MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Account settings: email', () => {
  it('sends the confirmation link and shows the check-your-inbox state', async () => {
    const sent = SETTINGS_MSG.emailChangeSent('new@example.com');
    const { user, api } = renderSettings({ url, routes: { 'POST /account/email': ok({ message: sent }) } });
    const card = within(await screen.findByRole('region', { name: 'Change email' }));
    await user.type(card.getByLabelText('New email'), 'New@Example.com');
    await user.type(card.getByLabelText('Password'), 'Demo1234!');
    await user.click(card.getByRole('button', { name: 'Send confirmation link' }));
    expect(await card.findByText('Check your inbox')).toBeInTheDocument();
    expect(card.getByText(sent)).toBeInTheDocument();
    expect(api.called('POST /account/email')[0]?.body).toEqual({ email: 'new@example.com', password: 'Demo1234!' });
    await user.click(card.getByRole('button', { name: 'Use a different address' }));
    expect(card.getByLabelText('New email')).toHaveValue('');
  });

  it('refuses the current address and a bad one with their messages', async () => {
    const { user, api } = renderSettings({ url });
    const card = within(await screen.findByRole('region', { name: 'Change email' }));
    await user.type(card.getByLabelText('New email'), 'nova@example');
    await user.click(card.getByRole('button', { name: 'Send confirmation link' }));
    expect(await card.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(card.getByText(SETTINGS_MSG.currentPasswordRequired)).toBeInTheDocument();
    await user.clear(card.getByLabelText('New email'));
    await user.type(card.getByLabelText('New email'), 'nova@example.com');
    await user.type(card.getByLabelText('Password'), 'Demo1234!');
    await user.click(card.getByRole('button', { name: 'Send confirmation link' }));
    expect(await card.findByText(SETTINGS_MSG.emailSame)).toBeInTheDocument();
    expect(api.called('POST /account/email')).toHaveLength(0);
  });

  it('shows a pending address waiting for its link', async () => {
    renderSettings({ url, account: account({ pendingEmail: 'next@example.com' }) });
    expect(await screen.findByText('next@example.com')).toBeInTheDocument();
  });
});

describe('Account settings: sessions, export, deletion', () => {
  it('signs out of all devices after the confirmation, then goes to /login', async () => {
    const { user, api, load } = renderSettings({
      url,
      routes: { 'POST /account/logout-all': ok({ message: SETTINGS_MSG.loggedOutEverywhere }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    expect(api.called('POST /account/logout-all')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/login?reason=signed-out-everywhere'));
    expect(api.called('POST /account/logout-all')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });

  it('downloads the data export as a JSON file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('crowns-data-7.json');
    });
    const { user } = renderSettings({
      url,
      routes: { 'GET /account/export': ok({ exportedAt: '2026-11-25T00:00:00.000Z', wallet: { balance: 1250 } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(JSON.parse(await created[0]!.text()).wallet).toEqual({ balance: 1250 });
    click.mockRestore();
  });

  it('explains deletion, confirms it with the password and signs out', async () => {
    let password = '';
    const { user, load } = renderSettings({
      url,
      routes: {
        'POST /account/delete': (req) => {
          password = (req.body as { password: string }).password;
          return password === 'Demo1234!'
            ? ok({ message: SETTINGS_MSG.accountDeleted })
            : fail(400, SETTINGS_MSG.currentPasswordWrong);
        },
      },
    });
    expect(await screen.findByText(/every contributor gets back exactly what they put in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(SETTINGS_MSG.currentPasswordRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'Nope1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(SETTINGS_MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/login?reason=account-deleted'));
    expect(getSession()).toBeNull();
  });
});
