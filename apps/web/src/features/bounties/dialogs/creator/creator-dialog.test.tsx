import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import type { Bounty } from '../../types';
import { bountyOf, claimOf } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderDialogs } from '../test/render';
import { deletionRefund } from './deletion-refund';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

const mine = (over: Partial<Bounty> = {}) =>
  bountyOf({ creater_id: 7, creator: { id: 7, sc_username: 'nova_plays', image_url: null }, antesCount: 0, ...over });

function open(bounty: Bounty, routes: Parameters<typeof mockApi>[1] = {}) {
  const api = mockApi(bounty, routes);
  const r = renderDialogs();
  act(() => openBountyDialog('creator', { bounty }));
  return { ...r, api };
}

describe('Created Bounty Info', () => {
  it('shows the status, reward, antes and Share, with Delete while active and without antes', async () => {
    open(mine());
    const dialog = await screen.findByRole('dialog', { name: 'Created Bounty Info' });
    expect(within(dialog).getByText('Available')).toBeInTheDocument();
    expect(await within(dialog).findByText('$10.00 (1,000 crowns)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('cannot delete once someone upped the ante, and says why', async () => {
    open(mine({ antesCount: '2' as unknown as number }));
    const dialog = await screen.findByRole('dialog', { name: 'Created Bounty Info' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(
      within(dialog).getByText('A bounty can only be deleted while it is active and nobody has upped the ante.'),
    ).toBeInTheDocument();
  });

  it("reads 'Claimed' once the bounty is not active", async () => {
    open(mine({ status: 'claimed', claims: [claimOf({ user_id: 9, user: { sc_username: 'kai', image_url: null } })] }));
    const dialog = await screen.findByRole('dialog', { name: 'Created Bounty Info' });
    expect(within(dialog).getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(within(dialog).getByText('Claimed by @kai.')).toBeInTheDocument();
  });

  it("states the refund minus the deletion fee, deletes, toasts 'Canceled' and refreshes the money", async () => {
    const r = open(mine(), {
      'DELETE /bounty/5': ok({ msg: 'Bounty deleted', data: { refunded_cc: 950, fee_cc: 50 } }),
    });
    await r.user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Bounty' });
    expect(await within(confirm).findByText('Deletion fee (5%)')).toBeInTheDocument();
    expect(within(confirm).getByText('You get back').nextSibling).toHaveTextContent('$9.50 (950 crowns)');
    r.client.setQueryData(['wallet', 'balance'], { balance: 0 });
    await r.user.click(within(confirm).getByRole('button', { name: 'Cancel Bounty' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    const done = await screen.findByRole('dialog', { name: 'Bounty Cancelled' });
    expect(within(done).getByText('$9.50 (950 crowns)')).toBeInTheDocument();
    expect(done).toHaveTextContent(/You cancelled.*went back to your wallet\./);
    const [call] = r.api.called('DELETE /bounty/5');
    expect(call!.headers['Idempotency-Key']).toBeTruthy();
    // The money moved: every wallet query is stale now.
    expect(r.client.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
  });

  it('Keep Bounty goes back without deleting', async () => {
    const r = open(mine());
    await r.user.click(await screen.findByRole('button', { name: 'Delete' }));
    await r.user.click(await screen.findByRole('button', { name: 'Keep Bounty' }));
    expect(await screen.findByRole('dialog', { name: 'Created Bounty Info' })).toBeInTheDocument();
    expect(r.api.called('DELETE /bounty/5')).toHaveLength(0);
  });
});

describe('deletionRefund', () => {
  it('takes the fee percent rounded down, like the server', () => {
    expect(deletionRefund(1000, 5)).toEqual({ fee: 50, refund: 950 });
    expect(deletionRefund(999, 5)).toEqual({ fee: 49, refund: 950 });
    expect(deletionRefund(1000, 0)).toEqual({ fee: 0, refund: 1000 });
    expect(deletionRefund(1000, 150)).toEqual({ fee: 1000, refund: 0 });
  });
});
