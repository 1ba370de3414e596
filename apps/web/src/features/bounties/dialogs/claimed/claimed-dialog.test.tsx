import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import type { Bounty } from '../../types';
import { bountyOf, claimOf } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderDialogs } from '../test/render';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

const claimed = (over: Partial<Bounty> = {}) => bountyOf({ status: 'claimed', claims: [claimOf()], ...over });

function open(bounty: Bounty, routes: Parameters<typeof mockApi>[1] = {}, step?: string) {
  const api = mockApi(bounty, routes);
  const r = renderDialogs();
  act(() => openBountyDialog('claimed', { bounty, step }));
  return { ...r, api };
}

describe('Claimed Bounty Details', () => {
  it("shows 'Left to Submit' from the claim's deadline, the tabs, and Share, Quit, Extend Time, Submit Video", async () => {
    open(claimed());
    const dialog = await screen.findByRole('dialog', { name: 'Claimed Bounty Details' });
    expect(within(dialog).getByText('Left to Submit')).toBeInTheDocument();
    expect(within(dialog).getByText(/^0[12]:\d\d:\d\d$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Requirements' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Bounty Activity' })).toBeInTheDocument();
    for (const name of ['Share', 'Quit', 'Extend Time', 'Submit Video'])
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
  });

  it("offers Extend Time once: an extended claim reads 'Time already extended'", async () => {
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const later = new Date(Date.now() + 3_600_000 + 10 * 60_000).toISOString();
    open(claimed({ duration_end_time: end, claims: [claimOf({ modified_end_time: later })] }));
    const dialog = await screen.findByRole('dialog', { name: 'Claimed Bounty Details' });
    expect(within(dialog).getByRole('button', { name: 'Extend Time' })).toBeDisabled();
    expect(within(dialog).getByText('Time already extended')).toBeInTheDocument();
  });

  it('offers neither Quit nor Extend Time on a daily bounty', async () => {
    open(claimed({ bounty_type: 'daily', status: 'active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claimed Bounty Details' });
    expect(within(dialog).queryByRole('button', { name: 'Quit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Extend Time' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Video' })).toBeInTheDocument();
  });

  it('says the claim is no longer open when it is not claimed any more', async () => {
    open(bountyOf({ status: 'submitted', claims: [claimOf({ status: 'submitted' })] }));
    expect(await screen.findByText('This claim is no longer open.')).toBeInTheDocument();
  });
});

describe('Extend Time', () => {
  it("charges $1 a minute, 1-15 minutes, 'Time is required' for none, and sends {duration} once", async () => {
    const r = open(claimed(), {
      'POST /bounty/5/claim/31/extend': ok({ message: 'Time Extened', data: { charged_cc: 1200 } }),
    });
    await r.user.click(await screen.findByRole('button', { name: 'Extend Time' }));
    expect(await screen.findByRole('dialog', { name: 'Extend Time' })).toBeInTheDocument();
    expect(screen.getByText('You will be charged $5')).toBeInTheDocument();
    const minutes = screen.getByRole('textbox', { name: 'Minutes (1-15)' }) as HTMLInputElement;
    await r.user.clear(minutes);
    expect(screen.getByText('Time is required')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Extend Time' }));
    expect(r.api.called('POST /bounty/5/claim/31/extend')).toHaveLength(0);
    await r.user.type(minutes, '40');
    expect(minutes.value).toBe('15');
    expect(screen.getByText('You will be charged $15')).toBeInTheDocument();
    await r.user.clear(minutes);
    await r.user.type(minutes, '12');
    expect(screen.getByText('You will be charged $12')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Extend Time' }));
    expect(await screen.findByText('Time Extened')).toBeInTheDocument();
    const [call] = r.api.called('POST /bounty/5/claim/31/extend');
    expect(call!.body).toEqual({ duration: 12 });
    expect(call!.headers['Idempotency-Key']).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Claimed Bounty Details' })).toBeInTheDocument();
  });
});

describe('Quit (cancel claimed bounty)', () => {
  it("confirms with the dashboard's texts, posts quit, toasts 'Quit Bounty' and ends on 'Claim Cancelled'", async () => {
    const r = open(claimed(), { 'POST /bounty/5/claim/31/quit': ok({ message: 'Quit Bounty' }) }, 'quit');
    const dialog = await screen.findByRole('dialog', { name: 'cancel claimed bounty Cancel Bounty?' });
    expect(within(dialog).getByText('cancel claimed bounty')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to cancel your claim to:')).toBeInTheDocument();
    expect(within(dialog).getByText('Beat the boss blindfolded')).toBeInTheDocument();
    await r.user.click(within(dialog).getByRole('button', { name: 'Cancel Bounty' }));
    expect(await screen.findByText('Quit Bounty')).toBeInTheDocument();
    const done = await screen.findByRole('dialog', { name: 'Claim Cancelled' });
    expect(within(done).getByText('You have cancelled your claim to:')).toBeInTheDocument();
    expect(r.api.called('POST /bounty/5/claim/31/quit')).toHaveLength(1);
    await r.user.click(within(done).getByRole('button', { name: 'Close Window' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Keep Bounty returns to the details', async () => {
    const r = open(claimed());
    await r.user.click(await screen.findByRole('button', { name: 'Quit' }));
    await r.user.click(await screen.findByRole('button', { name: 'Keep Bounty' }));
    expect(await screen.findByRole('dialog', { name: 'Claimed Bounty Details' })).toBeInTheDocument();
  });
});
