import { EMAIL_CATEGORIES, MSG } from '@crowns/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settings } from '../test/fixtures';
import { fail, ok, renderSettings } from '../test/render';
import { EMAIL_OFF_REASON } from './notifications-section';

const url = '/settings/profile?section=notifications';
const followers = EMAIL_CATEGORIES.followers.label;

describe('Notification settings', () => {
  it('shows each switch in its saved state', async () => {
    renderSettings({ url });
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: followers })).toHaveAttribute('aria-checked', 'true');
    // No switch for what nothing reads yet.
    expect(screen.queryByRole('switch', { name: /push|online/i })).not.toBeInTheDocument();
  });

  it('flips a switch at once and saves it', async () => {
    const { user, api } = renderSettings({
      url,
      routes: { 'PATCH /setting': ok({ setting: settings({ emailNotifications: false }) }) },
    });
    const email = await screen.findByRole('switch', { name: 'Email notifications' });
    await user.click(email);
    expect(email).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(api.called('PATCH /setting')).toHaveLength(1));
    expect(api.called('PATCH /setting')[0]?.body).toEqual({ emailNotifications: false });
    expect(email).toHaveAttribute('aria-checked', 'false');
  });

  it('saves one email category and puts it back with the message when the save fails', async () => {
    const { user, api } = renderSettings({ url, routes: { 'PATCH /setting': fail(500, MSG.somethingWentWrong) } });
    const toggle = await screen.findByRole('switch', { name: followers });
    await user.click(toggle);
    expect(await screen.findByText(MSG.somethingWentWrong)).toBeInTheDocument();
    expect(api.called('PATCH /setting')[0]?.body).toEqual({ emailPrefs: { followers: false } });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('mutes every category while email notifications are off', async () => {
    const { user, api } = renderSettings({ url, setting: settings({ emailNotifications: false }) });
    const toggle = await screen.findByRole('switch', { name: followers });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(EMAIL_OFF_REASON)).toBeInTheDocument();
    await user.click(toggle);
    expect(api.called('PATCH /setting')).toHaveLength(0);
  });
});
