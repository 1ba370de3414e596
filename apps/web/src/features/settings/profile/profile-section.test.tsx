import '../../../ui/form/test/mock-cover-flow';
import { MSG, SETTINGS_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageFile } from '../../../ui/form/test/cropper-mock';
import { ACCOUNT, account } from '../test/fixtures';
import { fail, ok, renderSettings } from '../test/render';

const png = () => new File(['png'], 'me.png', { type: 'image/png' });
const usernameField = () => screen.findByLabelText('Username');

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
});

describe('Profile settings', () => {
  it('shows the profile fields, the email and the date of birth read-only', async () => {
    renderSettings();
    expect(await screen.findByLabelText(/Display name/)).toHaveValue('Nova');
    expect(await usernameField()).toHaveValue('nova_plays');
    expect(screen.getByLabelText('Bio')).toHaveValue('Speedruns on Tuesdays.');
    expect(screen.getByText('nova@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 12, 1994')).toBeInTheDocument();
    expect(screen.getByText('22/300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("shows the spec's username messages and strips other characters as typed", async () => {
    const { user } = renderSettings();
    const field = await usernameField();
    await user.clear(field);
    await user.type(field, 'ab!c');
    expect(field).toHaveValue('abc');
    await user.click(screen.getByLabelText('Bio'));
    expect(await screen.findByText(MSG.usernameLength)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12345');
    expect(await screen.findByText(MSG.usernameNumeric)).toBeInTheDocument();
    await user.clear(field);
    expect(await screen.findByText(MSG.usernameEmpty)).toBeInTheDocument();
  });

  it('checks a new username live once typing pauses and says when it is available', async () => {
    const { user, api } = renderSettings({
      routes: {
        'GET /account/username-available': (req) =>
          ok({ available: true, message: `${req.query.get('username')}: ${SETTINGS_MSG.usernameAvailable}` }),
      },
    });
    const field = await usernameField();
    await user.clear(field);
    await user.type(field, 'nova_live');
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    expect(await screen.findByText(`nova_live: ${SETTINGS_MSG.usernameAvailable}`)).toBeInTheDocument();
    // One check for the settled name, none for each keystroke.
    expect(api.called('GET /account/username-available')).toHaveLength(1);
  });

  it('refuses to save a username the live check found taken', async () => {
    const { user, api } = renderSettings({
      routes: { 'GET /account/username-available': ok({ available: false, message: MSG.usernameTaken }) },
    });
    const field = await usernameField();
    await user.clear(field);
    await user.type(field, 'kai_live');
    expect(await screen.findByText(MSG.usernameTaken)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.called('PATCH /users/7')).toHaveLength(0);
  });

  it('saves only the changed fields, shows the message and reads the user again for the header', async () => {
    const saved = account({ display_name: 'Nova Prime', bio: null });
    const { user, api } = renderSettings({
      routes: { 'PATCH /users/7': ok({ message: MSG.profileUpdated, account: saved }) },
    });
    const name = await screen.findByLabelText(/Display name/);
    await waitFor(() => expect(api.called('GET /users/me')).toHaveLength(1));
    await user.clear(name);
    await user.type(name, 'Nova Prime');
    await user.clear(screen.getByLabelText('Bio'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.profileUpdated)).toBeInTheDocument();
    expect(api.called('PATCH /users/7')[0]?.body).toEqual({ display_name: 'Nova Prime', bio: null });
    expect(screen.getByLabelText(/Display name/)).toHaveValue('Nova Prime');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await waitFor(() => expect(api.called('GET /users/me')).toHaveLength(2));
  });

  it("shows the server's refusal under its field", async () => {
    const { user } = renderSettings({
      routes: {
        'GET /account/username-available': ok({ available: true, message: SETTINGS_MSG.usernameAvailable }),
        'PATCH /users/7': fail(409, MSG.usernameTaken, { field: 'sc_username' }),
      },
    });
    const field = await usernameField();
    await user.clear(field);
    await user.type(field, 'kai_live');
    await screen.findByText(SETTINGS_MSG.usernameAvailable);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.usernameTaken)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('crops a picked avatar in the dialog (zoom 0.25 to 3) and uploads it at once', async () => {
    const url = '/files/public/avatars/7/new.jpg';
    const { user, api } = renderSettings({
      routes: {
        'POST /users/profile/7': ok({
          message: MSG.avatarUpdated,
          account: account({ image_url: url }),
          image_url: url,
        }),
      },
    });
    await user.upload(await screen.findByLabelText('Choose a new avatar'), png());
    const dialog = await screen.findByRole('dialog', { name: 'Edit avatar' });
    const zoom = within(dialog).getByLabelText('Zoom');
    expect(zoom).toHaveAttribute('min', '0.25');
    expect(zoom).toHaveAttribute('max', '3');
    await user.click(within(dialog).getByRole('button', { name: 'Apply crop' }));
    expect(await screen.findByText(MSG.avatarUpdated)).toBeInTheDocument();
    expect(api.called('POST /users/profile/7')).toHaveLength(1);
    expect(await screen.findByRole('img', { name: 'nova_plays' })).toHaveAttribute('src', url);
    expect(screen.getByRole('button', { name: 'Remove avatar' })).toBeInTheDocument();
    // The header's avatar reads the user again.
    await waitFor(() => expect(api.called('GET /users/me')).toHaveLength(2));
  });

  it('refuses a banner smaller than 1200×300 before the crop dialog', async () => {
    imageFile.readImageSize.mockResolvedValueOnce({ width: 800, height: 200 });
    const { user } = renderSettings();
    await user.upload(await screen.findByLabelText('Choose a new banner'), png());
    expect(await screen.findByText(MSG.imageMin(1200, 300))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes the banner', async () => {
    const { user, api } = renderSettings({
      account: account({ banner_url: '/files/public/banners/7/b.jpg' }),
      routes: {
        'DELETE /users/profile/7': ok({ message: SETTINGS_MSG.imageRemoved, account: ACCOUNT, image_url: null }),
      },
    });
    expect(await screen.findByRole('img', { name: 'Your banner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove banner' }));
    expect(await screen.findByText(SETTINGS_MSG.imageRemoved)).toBeInTheDocument();
    expect(api.called('DELETE /users/profile/7')[0]?.query.get('kind')).toBe('banner');
    expect(screen.queryByRole('img', { name: 'Your banner' })).toBeNull();
  });
});
