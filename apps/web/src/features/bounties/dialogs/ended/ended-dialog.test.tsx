import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import type { Bounty } from '../../types';
import { bountyOf, claimOf } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderDialogs } from '../test/render';

vi.mock('../../viewer/completed-bounty-viewer', () => ({
  CompletedBountyViewer: ({ bountyId }: { bountyId: number }) => <p>Viewer of bounty {bountyId}</p>,
}));

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

const kai = { user_id: 9, user: { sc_username: 'kai_live', image_url: null } };

function open(bounty: Bounty) {
  mockApi(bounty);
  const r = renderDialogs();
  act(() => openBountyDialog('ended', { bounty }));
  return r;
}

describe('Ended Bounty info', () => {
  it('shows the failure text of an expired claim', async () => {
    open(
      bountyOf({
        status: 'failed',
        failure_reason: 'expired',
        failure_message: 'Your bounty was not completed within the required time.',
        streamer: { id: 9, sc_username: 'kai_live', image_url: null },
        claims: [claimOf({ ...kai, status: 'expired' })],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ended Bounty Info' });
    expect(within(dialog).getByText('Your bounty was not completed within the required time.')).toBeInTheDocument();
    expect(within(dialog).getByText('@kai_live', { exact: false })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'View Response' })).not.toBeInTheDocument();
  });

  it('shows the unclaimed text', async () => {
    open(
      bountyOf({
        status: 'unclaimed',
        failure_reason: 'unclaimed',
        failure_message: 'Your bounty was not claimed within the required time.',
      }),
    );
    expect(await screen.findByText('Your bounty was not claimed within the required time.')).toBeInTheDocument();
    expect(screen.getAllByText('Unclaimed').length).toBeGreaterThan(0);
  });

  it('flags a submitted claim In Review and opens the response in the viewer', async () => {
    const r = open(
      bountyOf({
        status: 'submitted',
        claims: [claimOf({ ...kai, status: 'submitted', submit_link: 'https://youtu.be/abcdefghijk' })],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ended Bounty Info' });
    expect(within(dialog).getAllByText('In Review').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('The video is in review (24-48 hours).')).toBeInTheDocument();
    await r.user.click(within(dialog).getByRole('button', { name: 'View Response' }));
    expect(await screen.findByText('Viewer of bounty 5')).toBeInTheDocument();
  });

  it('flags a completed bounty with its winner', async () => {
    open(
      bountyOf({
        status: 'completed',
        claims: [claimOf({ ...kai, status: 'completed', submit_link: 'https://youtu.be/abcdefghijk' })],
      }),
    );
    expect(await screen.findByText('Won by @kai_live.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Response' })).toBeInTheDocument();
  });

  it('tells a cancelled bounty apart from a failed one', async () => {
    open(bountyOf({ status: 'cancelled' }));
    expect(
      await screen.findByText('The creator cancelled this bounty and the crowns were returned.'),
    ).toBeInTheDocument();
  });
});
