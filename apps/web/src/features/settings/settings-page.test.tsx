import { MSG } from '@crowns/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, SETTINGS } from './test/fixtures';
import { fail, ok, renderSettings } from './test/render';

describe('/settings/profile', () => {
  it('has Profile, Account and Notifications sections and no linked accounts', async () => {
    const { user, router } = renderSettings();
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(nav).toHaveTextContent('ProfileAccountNotifications');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/linked accounts/i)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Notifications' }));
    expect(router.state.location.search).toBe('?section=notifications');
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the error with a retry that loads again', async () => {
    let calls = 0;
    const { user } = renderSettings({
      routes: {
        'GET /setting': () => {
          calls += 1;
          return calls === 1 ? fail(500, MSG.somethingWentWrong) : ok({ setting: SETTINGS, account: ACCOUNT });
        },
      },
    });
    expect(screen.getByText('Loading your settings')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('nova_plays'));
  });
});
