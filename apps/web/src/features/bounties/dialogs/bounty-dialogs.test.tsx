import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, openBountyDialog } from '../dialog-store';
import { bountyOf } from './test/fixtures';
import { mockApi, ok } from './test/mock-api';
import { renderDialogs } from './test/render';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
  document.getElementById('opener')?.remove();
});

function opener() {
  const button = document.createElement('button');
  button.id = 'opener';
  button.textContent = 'Open bounty';
  document.body.append(button);
  button.focus();
  return button;
}

describe('BountyDialogs', () => {
  it('returns focus to what opened the first dialog, even after Bounty Info became Up the Ante', async () => {
    mockApi(bountyOf());
    const r = renderDialogs();
    const button = opener();
    act(() => openBountyDialog('claim', { bounty: bountyOf() }));
    await r.user.click(await screen.findByRole('button', { name: 'Up the Ante' }));
    await screen.findByRole('dialog', { name: 'Up the Ante' });
    await r.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("shows the opener's copy at once, then the fresh bounty", async () => {
    let answer: (value: Response) => void = () => undefined;
    mockApi(null);
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (String(input).endsWith('/bounty/5'))
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      return new Response(JSON.stringify({ status: 200, data: { cc_per_usd: 100 } }), { status: 200 });
    });
    renderDialogs();
    act(() => openBountyDialog('claim', { bounty: bountyOf({ title: 'Old title' }) }));
    expect(await screen.findByRole('heading', { name: 'Old title' })).toBeInTheDocument();
    answer(new Response(JSON.stringify(ok({ bounty: bountyOf({ title: 'Fresh title' }) }).body), { status: 200 }));
    expect(await screen.findByRole('heading', { name: 'Fresh title' })).toBeInTheDocument();
  });

  it('shows a skeleton without a copy, and a retry when the bounty cannot be loaded', async () => {
    const api = mockApi(null);
    const r = renderDialogs();
    act(() => openBountyDialog('creator', { bountyId: 9 }));
    expect(await screen.findByText('This bounty could not be loaded.')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.called('GET /bounty/9')).toHaveLength(2));
  });
});
