import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import type { Bounty } from '../../types';
import { bountyOf, claimOf } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderDialogs } from '../test/render';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

function open(bounty: Bounty, props: Record<string, unknown>) {
  const api = mockApi(bounty);
  const r = renderDialogs();
  // The realtime layer opens it with the id only.
  act(() => openBountyDialog('feedback', { bountyId: bounty.id, ...props }));
  return { ...r, api };
}

describe('Bounty Completed / feedback', () => {
  it("tells the winner 'You Have Won!' with what was paid (reward minus the transaction fee)", async () => {
    const r = open(
      bountyOf({ status: 'completed', claims: [claimOf({ status: 'completed', submit_link: 'https://youtu.be/x' })] }),
      { result: 'completed' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'You Have Won!' });
    expect(await within(dialog).findByText('$9.00 (900 crowns)')).toBeInTheDocument();
    expect(within(dialog).getByText('Beat the boss blindfolded')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View Response' })).toBeInTheDocument();
    expect(r.api.called('GET /bounty/5')).toHaveLength(1);
  });

  it('uses the paid amount the notification carried', async () => {
    open(bountyOf({ status: 'completed', claims: [claimOf({ status: 'completed' })] }), {
      result: 'completed',
      paidCc: 1234,
    });
    expect(await screen.findByText('$12.34 (1,234 crowns)')).toBeInTheDocument();
  });

  it('tells the creator who completed it', async () => {
    open(
      bountyOf({
        status: 'completed',
        creater_id: 7,
        claims: [claimOf({ user_id: 9, user: { sc_username: 'kai_live', image_url: null }, status: 'completed' })],
      }),
      { result: 'completed' },
    );
    expect(await screen.findByRole('dialog', { name: 'Bounty Completed' })).toHaveTextContent('@kai_live completed');
  });

  it('shows the failure text, and the refund to a funder', async () => {
    open(
      bountyOf({
        status: 'failed',
        failure_reason: 'quitted',
        failure_message: 'The bounty was not completed because you chose to quit.',
        claims: [claimOf({ user_id: 9, status: 'quitted' })],
      }),
      { result: 'failed' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bounty Failed' });
    expect(within(dialog).getByText('The bounty was not completed because you chose to quit.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Everyone who funded this bounty got their crowns back/)).toBeInTheDocument();
  });

  it('shows the claimer the failure without a refund notice', async () => {
    open(
      bountyOf({
        status: 'failed',
        failure_reason: 'requirements',
        failure_message: 'Your bounty was not completed due to unmet requirements.',
        claims: [claimOf({ status: 'failed' })],
      }),
      { result: 'failed' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bounty Failed' });
    expect(within(dialog).getByText('Your bounty was not completed due to unmet requirements.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/got their crowns back/)).not.toBeInTheDocument();
  });
});
