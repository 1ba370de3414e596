import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import { bountyOf, claimOf } from '../test/fixtures';
import { fail, mockApi, ok } from '../test/mock-api';
import { renderDialogs } from '../test/render';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

const target = { id: 7, sc_username: 'nova_plays', image_url: null, is_live: false };
const other = { id: 3, sc_username: 'luna_streams', image_url: null, is_live: false };

function open(bounty = bountyOf(), routes: Parameters<typeof mockApi>[1] = {}, opts = {}) {
  const api = mockApi(bounty, routes);
  const r = renderDialogs(opts);
  act(() => openBountyDialog('claim', { bounty }));
  return { ...r, api };
}

describe('Bounty Info (claim view)', () => {
  it('shows the bounty: title, creator, reward in dollars and crowns, antes, users, countdown, requirements', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Bounty Info' });
    expect(within(dialog).getByRole('heading', { name: 'Beat the boss blindfolded' })).toBeInTheDocument();
    expect(within(dialog).getByText('maker_max')).toBeInTheDocument();
    expect(await within(dialog).findByText('$10.00 (1,000 crowns)')).toBeInTheDocument();
    expect(within(dialog).getByText('Antes').nextSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('1 user')).toBeInTheDocument();
    expect(within(dialog).getByText('Ends In')).toBeInTheDocument();
    expect(within(dialog).getByText('Wear a blindfold the whole time')).toBeInTheDocument();
    expect(within(dialog).getByText('No harmful, illegal or hateful content.')).toBeInTheDocument();
    for (const name of ['Share', 'Up the Ante', 'Claim Bounty'])
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
  });

  it('loads the activity when its tab opens, 10 at a time with See more', async () => {
    const item = (id: number, username: string) => ({
      id,
      bounty_id: 5,
      activity_type: 'uptheante',
      message: 'upped the ante',
      username,
      amount_cc: 250,
      created_at: new Date().toISOString(),
    });
    const r = open(bountyOf(), {
      'GET /bounty/activity/5': (_b, q) =>
        ok({
          bounty:
            q.get('page') === '1'
              ? { data: [item(1, 'kai')], currentPage: 1, totalPages: 2 }
              : { data: [item(2, 'rex')], currentPage: 2, totalPages: 2 },
        }),
    });
    await r.user.click(await screen.findByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('kai')).toBeInTheDocument();
    expect(r.api.called('GET /bounty/activity/5')[0]!.query.get('limit')).toBe('10');
    await r.user.click(screen.getByRole('button', { name: 'See more' }));
    expect(await screen.findByText('rex')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it("claims: POST claim → 'Claimed Successfully' → Bounty Accepted! → the submit form", async () => {
    const claimed = bountyOf({ status: 'claimed', claims: [claimOf()] });
    let claimedYet = false;
    const r = open(bountyOf(), {
      'GET /bounty/5': () => ok({ bounty: claimedYet ? claimed : bountyOf() }),
      'POST /bounty/5/claim': () => {
        claimedYet = true;
        return ok({ message: 'Claimed Successfully', data: { claimId: 31, bountyId: 5 } });
      },
    });
    await r.user.click(await screen.findByRole('button', { name: 'Claim Bounty' }));
    expect(await screen.findByText('Claimed Successfully')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Bounty Accepted!' })).toBeInTheDocument();
    expect(r.api.called('POST /bounty/5/claim')).toHaveLength(1);
    expect(r.api.called('POST /bounty/5/claim')[0]!.body).toBeUndefined();
    expect(screen.getByText('Left to Submit')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Submit Video' }));
    expect(await screen.findByRole('dialog', { name: 'Enter video response' })).toBeInTheDocument();
  });

  it("shows the server's message when the claim is refused", async () => {
    const r = open(bountyOf(), { 'POST /bounty/5/claim': fail(400, 'Bounty has not started yet') });
    await r.user.click(await screen.findByRole('button', { name: 'Claim Bounty' }));
    expect(await screen.findByText('Bounty has not started yet')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bounty Info' })).toBeInTheDocument();
  });

  it("falls back to 'Something went wrong' when the network fails", async () => {
    const r = open();
    vi.mocked(fetch).mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await r.user.click(await screen.findByRole('button', { name: 'Claim Bounty' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it("answers 'Bounty is no longer active' to Share and Up the Ante on an ended bounty", async () => {
    const ended = bountyOf({ status: 'unclaimed' });
    const r = open(ended);
    await r.user.click(await screen.findByRole('button', { name: 'Up the Ante' }));
    expect(await screen.findByText('Bounty is no longer active')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getAllByText('Bounty is no longer active')).toHaveLength(2));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens Up the Ante from the bounty', async () => {
    const r = open();
    await r.user.click(await screen.findByRole('button', { name: 'Up the Ante' }));
    expect(await screen.findByRole('dialog', { name: 'Up the Ante' })).toBeInTheDocument();
  });

  it('shows only Claim for a bounty targeted at me, and only Share and Up the Ante for another target', async () => {
    open(bountyOf({ target_user: target }));
    const mine = await screen.findByRole('dialog', { name: 'Bounty Info' });
    expect(within(mine).getByRole('button', { name: 'Claim Bounty' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Up the Ante' })).not.toBeInTheDocument();
    act(() => closeBountyDialog());

    act(() => openBountyDialog('claim', { bounty: bountyOf({ id: 6, target_user: other }) }));
    const theirs = await screen.findByRole('dialog', { name: 'Bounty Info' });
    expect(within(theirs).queryByRole('button', { name: 'Claim Bounty' })).not.toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Up the Ante' })).toBeInTheDocument();
    // The whole name, never cut inside the sentence.
    expect(
      within(theirs).getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            'This bounty is for @luna_streams. Only they can claim it, but you can Up the Ante or share it.',
      ),
    ).toBeInTheDocument();
  });

  it('hides Up the Ante on the dashboard', async () => {
    open(bountyOf(), {}, { url: '/dashboard' });
    const dialog = await screen.findByRole('dialog', { name: 'Bounty Info' });
    expect(within(dialog).queryByRole('button', { name: 'Up the Ante' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Claim Bounty' })).toBeInTheDocument();
  });

  it('asks a visitor to log in for every action', async () => {
    const r = open(bountyOf(), {}, { visitor: true });
    for (const name of ['Claim Bounty', 'Up the Ante', 'Share'])
      await r.user.click(await screen.findByRole('button', { name }));
    expect(r.openLogin).toHaveBeenCalledTimes(3);
    expect(r.api.called('POST /bounty/5/claim')).toHaveLength(0);
  });

  it('cannot be claimed twice while the claim runs', async () => {
    let release: () => void = () => undefined;
    const r = open(bountyOf(), {
      'POST /bounty/5/claim': () => ok({ message: 'Claimed Successfully' }),
    });
    const button = await screen.findByRole('button', { name: 'Claim Bounty' });
    vi.mocked(fetch).mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(new Response('{}', { status: 200 })))),
    );
    await r.user.click(button);
    expect(await screen.findByRole('button', { name: 'Claiming...' })).toBeDisabled();
    await r.user.click(screen.getByRole('button', { name: 'Claiming...' }));
    release();
    expect(await screen.findByRole('dialog', { name: 'Bounty Accepted!' })).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/claim'))).toHaveLength(1);
  });
});
