import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import { mockApi } from '../test/mock-api';
import { renderDialogs } from '../test/render';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

describe('Bounties Tutorial', () => {
  it('has 3 pages, Bounties, How to Participate, Win Crowns, with Previous, Next and dots', async () => {
    mockApi(null);
    const r = renderDialogs();
    act(() => openBountyDialog('tutorial'));
    expect(await screen.findByRole('dialog', { name: 'Bounties' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await r.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'How to Participate' })).toBeInTheDocument();
    expect(
      screen.getByText(/Extend once, by up to 15 minutes, for a charge per minute shown before you confirm/),
    ).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Page 3 of 3: Win Crowns' }));
    expect(screen.getByRole('dialog', { name: 'Win Crowns' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3 of 3: Win Crowns' })).toHaveAttribute('aria-current', 'step');
    await r.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'How to Participate' })).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Next' }));
    await r.user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
