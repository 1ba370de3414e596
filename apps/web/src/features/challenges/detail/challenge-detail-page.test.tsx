import { BOUNTY_MSG, CHALLENGE_MSG, submitLinkError } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSocket } from '../../../lib/socket';
import { challengeOf, RIVAL, responseOf } from './test/fixtures';
import { fail, ok, renderChallenge } from './test/render';

afterEach(() => {
  resetSocket();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const status = () => screen.findByTestId('challenge-status');

describe('Challenge page: what it shows', () => {
  it('shows title, creator, category, type, the countdown to the end, the pool with its contributors and the rules', async () => {
    const r = await renderChallenge({ challenge: challengeOf() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Juggle five lemons' })).toBeInTheDocument();
    expect(screen.getByText(/^by/)).toHaveTextContent('by @mira_makes ·');
    expect(screen.getByText('IRL')).toBeInTheDocument();
    expect(screen.getByText('Video')).toBeInTheDocument();
    const s = await status();
    expect(s).toHaveAttribute('data-phase', 'live');
    expect(within(s).getByText('LIVE')).toBeInTheDocument();
    expect(within(s).getByText('Ends in')).toBeInTheDocument();
    expect(within(s).getByText(/^0[12]:59:5\d$/)).toBeInTheDocument();
    const prize = screen.getByRole('region', { name: 'Prize pool' });
    expect(within(prize).getByText('$20.00 (2,000 crowns)')).toBeInTheDocument();
    expect(within(prize).getByText('1 contributor')).toBeInTheDocument();
    const rows = within(within(prize).getByRole('list', { name: 'Contributors' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('@mira_makes · creator');
    expect(within(rows[0]!).getByText('$15.00 (1,500 crowns)')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('@gold_fan');
    expect(within(rows[1]!).getByText('$5.00 (500 crowns)')).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One take', 'No cuts']);
    // The challenge's room is joined and one view is counted.
    expect(r.server.emitted).toContainEqual(
      expect.objectContaining({ name: 'joinChallenge', args: [{ challengeIds: [42] }, expect.any(Function)] }),
    );
    await waitFor(() => expect(r.api.called('POST /challenge/view/42')).toHaveLength(1));
    // The answer's count replaces the one read with the page.
    await waitFor(() => expect(screen.getByText(/^by/)).toHaveTextContent('by @mira_makes · 91 views'));
  });

  it('counts down to the start of an upcoming challenge and says it has not started', async () => {
    await renderChallenge({
      challenge: challengeOf({
        status: 'upcoming',
        duration_start_time: new Date(Date.now() + 3 * HOUR).toISOString(),
      }),
    });
    const s = await status();
    expect(s).toHaveAttribute('data-phase', 'upcoming');
    expect(within(s).getByText('Starts in')).toBeInTheDocument();
    expect(within(s).getByText(/^0[23]:59:5\d$/)).toBeInTheDocument();
    expect(screen.getByText(CHALLENGE_MSG.notStarted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Participate' })).not.toBeInTheDocument();
  });

  it('plays the winning video once paid and names the winner with the payout', async () => {
    const winner = {
      response_id: 71,
      user: RIVAL,
      upvotes: 9,
      payout_cc: 1800,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      platform: 'youtube',
    };
    await renderChallenge({
      challenge: challengeOf({ status: 'paid', duration_end_time: new Date(Date.now() - HOUR).toISOString(), winner }),
    });
    const s = await status();
    expect(s).toHaveAttribute('data-phase', 'paid');
    expect(s).toHaveTextContent('Won by @rex_runs with 9 upvotes · paid');
    expect(await within(s).findByText('$18.00 (1,800 crowns)')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('winning-video')).getByTitle('YouTube video: Winning response: Juggle five lemons'),
    ).toHaveAttribute('src', expect.stringContaining('youtube.com/embed/dQw4w9WgXcQ'));
    // Over: no Add to Prize, no Participate.
    expect(screen.queryByRole('button', { name: 'Add to Prize' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Participate' })).not.toBeInTheDocument();
  });

  it('says a refunded challenge was refunded', async () => {
    await renderChallenge({
      challenge: challengeOf({ status: 'refunded', duration_end_time: new Date(Date.now() - HOUR).toISOString() }),
    });
    expect(await status()).toHaveTextContent(
      'Refunded: no eligible response, every contribution went back to its wallet.',
    );
  });

  it('replaces a wrong slug with the challenge path, keeping the query', async () => {
    const r = await renderChallenge({ challenge: challengeOf(), url: '/challenges/old-name/42?response=71' });
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/challenges/juggle-five-lemons/42'));
    expect(r.router.state.location.search).toBe('?response=71');
  });

  it("says 'Challenge not found.' for an unknown id", async () => {
    await renderChallenge({
      challenge: challengeOf(),
      routes: { 'GET /challenge/42': fail(404, CHALLENGE_MSG.notFound) },
    });
    expect(await screen.findByText(CHALLENGE_MSG.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all challenges' })).toHaveAttribute('href', '/challenges');
  });
});

const TIKTOK = 'https://www.tiktok.com/@a/video/1234567890123456789';

/** Fills the Participate form and submits it. */
async function respond(user: UserEvent, dialog: HTMLElement, platform: string, link: string, title: string) {
  await user.click(within(dialog).getByRole('radio', { name: platform }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Video link' }), link);
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), title);
  await user.click(within(dialog).getByRole('button', { name: 'Submit Response' }));
}

describe('Participate', () => {
  it('asks a visitor to sign in', async () => {
    const r = await renderChallenge({ challenge: challengeOf(), userId: null });
    await r.user.click(await screen.findByRole('button', { name: 'Participate' }));
    expect(r.openLogin).toHaveBeenCalled();
    expect(screen.getByText('Sign in to respond with your video.')).toBeInTheDocument();
  });

  it("is hidden for the creator, and is 'Your response' for who responded", async () => {
    const mine = await renderChallenge({ challenge: challengeOf(), userId: '1' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Participate' })).not.toBeInTheDocument();
    mine.unmount();
    resetSocket();
    await renderChallenge({ challenge: challengeOf({ myResponseId: 71 }) });
    expect(await screen.findByRole('link', { name: 'Your response' })).toHaveAttribute(
      'href',
      '/challenges/juggle-five-lemons/42?response=71',
    );
  });

  it('offers TikTok and YouTube, checks the link against the platform and sends the response', async () => {
    const r = await renderChallenge({
      challenge: challengeOf(),
      routes: {
        'POST /challenge/response/42': {
          status: 201,
          body: { status: 201, message: CHALLENGE_MSG.responded, data: { response: responseOf({ id: 80 }) } },
        },
      },
    });
    await r.user.click(await screen.findByRole('button', { name: 'Participate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participate' });
    const platforms = within(dialog).getByRole('group', { name: 'Platform' });
    expect(
      within(platforms)
        .getAllByRole('radio')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['tiktok', 'youtube']);
    await r.user.click(within(dialog).getByRole('button', { name: 'Submit Response' }));
    expect(await within(dialog).findByText(BOUNTY_MSG.platformRequired)).toBeInTheDocument();
    await respond(r.user, dialog, 'YouTube', TIKTOK, 'Five lemons');
    expect(await within(dialog).findByText(submitLinkError('youtube', TIKTOK)!)).toBeInTheDocument();
    expect(r.api.called('POST /challenge/response/42')).toHaveLength(0);
    const link = within(dialog).getByRole('textbox', { name: 'Video link' });
    await r.user.clear(link);
    await r.user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    await r.user.click(within(dialog).getByRole('button', { name: 'Submit Response' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Participate' })).not.toBeInTheDocument());
    expect(r.api.called('POST /challenge/response/42')[0]!.body).toEqual({
      platform: 'youtube',
      title: 'Five lemons',
      description: '',
      clip_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(await screen.findByText(CHALLENGE_MSG.responded)).toBeInTheDocument();
  });

  it("shows the server's refusal as it says it", async () => {
    const r = await renderChallenge({
      challenge: challengeOf(),
      routes: { 'POST /challenge/response/42': fail(409, CHALLENGE_MSG.alreadyResponded) },
    });
    await r.user.click(await screen.findByRole('button', { name: 'Participate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participate' });
    await respond(r.user, dialog, 'TikTok', TIKTOK, 'Lemons');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CHALLENGE_MSG.alreadyResponded);
  });
});

describe('Add to Prize', () => {
  it('adds crowns with an Idempotency-Key and shows the new pool', async () => {
    const r = await renderChallenge({
      challenge: challengeOf(),
      routes: {
        'POST /challenge/add-to-prize/42': ok({
          message: CHALLENGE_MSG.added,
          data: { prize_cc: 2500, contributorsCount: 3 },
        }),
      },
    });
    await r.user.click(await screen.findByRole('button', { name: 'Add to Prize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Prize' });
    expect(await within(dialog).findByRole('textbox', { name: 'Crowns' })).toHaveValue('500');
    await r.user.click(within(dialog).getByRole('button', { name: 'Add to Prize' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to Prize' })).not.toBeInTheDocument());
    const [call] = r.api.called('POST /challenge/add-to-prize/42');
    expect(call!.body).toEqual({ cc_amount: 500 });
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(CHALLENGE_MSG.added)).toBeInTheDocument();
  });
});
