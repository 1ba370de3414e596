import { SETTINGS_MSG } from '@crowns/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderSettings } from '../test/render';

describe('/settings/confirm-email', () => {
  it('confirms the mailed token once and says so, signed out too', async () => {
    const { api, user, openLogin } = renderSettings({
      url: '/settings/confirm-email?token=abcdefghijklmnop',
      visitor: true,
      routes: { 'POST /account/email/confirm': ok({ message: SETTINGS_MSG.emailChanged }) },
    });
    expect(await screen.findByText(SETTINGS_MSG.emailChanged)).toBeInTheDocument();
    expect(api.called('POST /account/email/confirm')).toHaveLength(1);
    expect(api.called('POST /account/email/confirm')[0]?.body).toEqual({ token: 'abcdefghijklmnop' });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(openLogin).toHaveBeenCalled();
  });

  it('shows a refused link with the server message and leads a signed-in user back to settings', async () => {
    renderSettings({
      url: '/settings/confirm-email?token=expiredtoken1234',
      routes: { 'POST /account/email/confirm': fail(400, SETTINGS_MSG.emailChangeInvalid) },
    });
    expect(await screen.findByText(SETTINGS_MSG.emailChangeInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to settings' })).toHaveAttribute(
      'href',
      '/settings/profile?section=account',
    );
  });

  it('says the link is invalid without a token, without a call', async () => {
    const { api } = renderSettings({ url: '/settings/confirm-email', visitor: true });
    expect(await screen.findByText(SETTINGS_MSG.emailChangeInvalid)).toBeInTheDocument();
    expect(api.called('POST /account/email/confirm')).toHaveLength(0);
  });
});
