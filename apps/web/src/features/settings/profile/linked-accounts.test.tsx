import { LINK_PROVIDERS, OAUTH_STATE_KEY, SOCIAL_AUTH_MSG } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, renderSettings } from '../test/render';

const TWITCH = { provider: 'twitch', handle: 'nova_live', signIn: true, linkedAt: '2026-11-20T10:00:00Z' };

const linkedAccounts = (over: Record<string, unknown> = {}) =>
  ok({ data: [TWITCH], hasPassword: false, available: [...LINK_PROVIDERS].filter((p) => p !== 'tiktok'), ...over });

const row = (name: string) => screen.findByRole('listitem', { name });

beforeEach(() => localStorage.clear());

describe('Linked accounts', () => {
  it('lists each offered provider with its handle or Not linked; providers not offered are not shown', async () => {
    renderSettings({ routes: { 'GET /users/linked-accounts': linkedAccounts() } });
    const twitch = await row('Twitch');
    expect(within(twitch).getByText('nova_live')).toBeInTheDocument();
    expect(within(twitch).getByRole('button', { name: 'Unlink Twitch' })).toBeInTheDocument();
    for (const name of ['Kick', 'YouTube', 'Google', 'Discord']) {
      const other = await row(name);
      expect(within(other).getByText('Not linked')).toBeInTheDocument();
      expect(within(other).getByRole('button', { name: `Link ${name}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('listitem', { name: 'TikTok' })).toBeNull();
  });

  it('Link starts a link redirect that returns to settings', async () => {
    const { user, api, load } = renderSettings({
      routes: {
        'GET /users/linked-accounts': linkedAccounts(),
        'GET /auth/oauth-url': ok({ url: '/oauth/sandbox/kick/authorize?s=1', state: 'st-k', codeVerifier: 'ver-k' }),
      },
    });
    await user.click(within(await row('Kick')).getByRole('button', { name: 'Link Kick' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/oauth/sandbox/kick/authorize?s=1'));
    const call = api.called('GET /auth/oauth-url')[0];
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      provider: 'kick',
      intent: 'link',
      returnTo: '/settings/profile',
    });
    expect(call?.headers.accessToken).toBe('acc');
    expect(localStorage.getItem('kick_code_verifier')).toBe('ver-k');
    expect(JSON.parse(localStorage.getItem(OAUTH_STATE_KEY) ?? '')).toMatchObject({ intent: 'link', provider: 'kick' });
  });

  it('Unlink asks first, then unlinks and shows Not linked', async () => {
    let linked = [TWITCH];
    const { user, api } = renderSettings({
      routes: {
        'GET /users/linked-accounts': () => linkedAccounts({ data: linked, hasPassword: true }),
        'DELETE /users/linked-accounts/twitch': () => {
          linked = [];
          return ok({ message: SOCIAL_AUTH_MSG.unlinked('Twitch') });
        },
      },
    });
    await user.click(within(await row('Twitch')).getByRole('button', { name: 'Unlink Twitch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Twitch?' });
    expect(api.called('DELETE /users/linked-accounts/twitch')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText(SOCIAL_AUTH_MSG.unlinked('Twitch'))).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Twitch' })).getByText('Not linked')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the last way to sign in is not unlinked: the server's refusal shows in the dialog", async () => {
    const { user } = renderSettings({
      routes: {
        'GET /users/linked-accounts': linkedAccounts(),
        'DELETE /users/linked-accounts/twitch': fail(409, SOCIAL_AUTH_MSG.lastSignInMethod),
      },
    });
    await user.click(within(await row('Twitch')).getByRole('button', { name: 'Unlink Twitch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Twitch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SOCIAL_AUTH_MSG.lastSignInMethod);
    expect(
      within(screen.getByRole('listitem', { name: 'Twitch', hidden: true })).getByText('nova_live'),
    ).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    let answer = fail(500, 'Something went wrong');
    const { user } = renderSettings({ routes: { 'GET /users/linked-accounts': () => answer } });
    expect(await screen.findByText('We could not load your linked accounts.')).toBeInTheDocument();
    answer = linkedAccounts();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await row('Twitch')).getByText('nova_live')).toBeInTheDocument();
  });
});
