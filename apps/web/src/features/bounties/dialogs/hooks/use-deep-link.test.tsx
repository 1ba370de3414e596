import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../../lib/session';
import { closeBountyDialog } from '../../dialog-store';
import { bountyOf, claimOf } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderDialogs } from '../test/render';
import { deepLinkDialog } from './use-deep-link';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

describe('deep link selection (spec 02 §4)', () => {
  it('picks the creator view, the disabled claim view, the ended view or the claim view', () => {
    expect(deepLinkDialog(bountyOf({ creater_id: 7 }), '7')).toEqual({ kind: 'creator', actionsDisabled: false });
    expect(deepLinkDialog(bountyOf({ status: 'claimed', claims: [claimOf()] }), '7')).toEqual({
      kind: 'claim',
      actionsDisabled: true,
    });
    expect(deepLinkDialog(bountyOf({ status: 'submitted', claims: [claimOf({ status: 'submitted' })] }), '7')).toEqual({
      kind: 'ended',
      actionsDisabled: false,
    });
    expect(deepLinkDialog(bountyOf({ status: 'completed' }), '7')).toEqual({ kind: 'ended', actionsDisabled: false });
    expect(deepLinkDialog(bountyOf(), '7')).toEqual({ kind: 'claim', actionsDisabled: false });
  });

  it('shows a visitor the claim view, whatever the bounty', () => {
    expect(deepLinkDialog(bountyOf({ status: 'completed' }), null)).toEqual({ kind: 'claim', actionsDisabled: false });
  });
});

describe('?bountyId= deep link', () => {
  it('opens the bounty on any path, and closing removes the parameter', async () => {
    const api = mockApi(bountyOf());
    const r = renderDialogs({ url: '/wallet?bountyId=5&tab=x' });
    const dialog = await screen.findByRole('dialog', { name: 'Bounty Info' });
    expect(api.called('GET /bounty/5')).toHaveLength(1);
    await r.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(r.router.state.location.pathname).toBe('/wallet');
    expect(r.router.state.location.search).toBe('?tab=x');
  });

  it('ignores a non-numeric id', async () => {
    const api = mockApi(bountyOf());
    renderDialogs({ url: '/?bountyId=5abc' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/bounty'))).toHaveLength(0);
  });

  it("shows my claimed bounty with the actions disabled, labelled 'Claimed'", async () => {
    mockApi(bountyOf({ status: 'claimed', claims: [claimOf()] }));
    renderDialogs({ url: '/?bountyId=5' });
    const dialog = await screen.findByRole('dialog', { name: 'Bounty Info' });
    expect(within(dialog).getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Up the Ante' })).toBeDisabled();
  });

  it('shows the creator their view and an ended bounty the ended view', async () => {
    mockApi(bountyOf({ creater_id: 7 }), {
      'GET /bounty/8': ok({
        bounty: bountyOf({
          id: 8,
          status: 'failed',
          failure_message: 'Your bounty was not completed within the required time.',
        }),
      }),
    });
    const r = renderDialogs({ url: '/?bountyId=5' });
    await r.user.click(
      within(await screen.findByRole('dialog', { name: 'Created Bounty Info' })).getByRole('button', { name: 'Close' }),
    );
    await act(() => r.router.navigate('/?bountyId=8'));
    expect(await screen.findByRole('dialog', { name: 'Ended Bounty Info' })).toHaveTextContent(
      'Your bounty was not completed within the required time.',
    );
  });

  it('lets a visitor look, asks them to log in to act, and re-opens the view as the user sees it after login', async () => {
    mockApi(bountyOf({ creater_id: 7 }));
    const r = renderDialogs({ url: '/?bountyId=5', visitor: true });
    const dialog = await screen.findByRole('dialog', { name: 'Bounty Info' });
    await r.user.click(within(dialog).getByRole('button', { name: 'Claim Bounty' }));
    expect(r.openLogin).toHaveBeenCalledTimes(1);
    act(() => setSession({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userId: '7', role: 'user' }));
    expect(await screen.findByRole('dialog', { name: 'Created Bounty Info' })).toBeInTheDocument();
    expect(r.router.state.location.search).toBe('?bountyId=5');
  });

  it('a dialog that leaves for another page is not undone by removing the parameter', async () => {
    mockApi(bountyOf({ status: 'claimed', claims: [claimOf()] }));
    const r = renderDialogs({ url: '/bounty?bountyId=5', slowPath: '/dashboard' });
    await screen.findByRole('dialog', { name: 'Bounty Info' });
    await r.user.click(screen.getByRole('button', { name: 'Open Claimed Bounty Details' }));
    await r.user.click(await screen.findByRole('button', { name: 'Submit Video' }));
    await r.user.click(await screen.findByRole('button', { name: 'Close and Submit Later' }));
    await vi.waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(r.router.state.location.pathname).toBe('/dashboard');
    expect(r.router.state.location.search).toBe('');
  });

  it('stays silent when the bounty cannot be loaded', async () => {
    const api = mockApi(null);
    renderDialogs({ url: '/?bountyId=404' });
    await vi.waitFor(() => expect(api.called('GET /bounty/404')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Not found.')).not.toBeInTheDocument();
  });
});
