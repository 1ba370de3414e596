import { CHALLENGE_MSG, RT_EVENTS } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSocket } from '../../../lib/socket';
import { challengeOf, pageOf, responseOf } from './test/fixtures';
import { fail, ok, renderChallenge } from './test/render';

afterEach(() => {
  resetSocket();
  vi.unstubAllGlobals();
});

const first = responseOf();
const second = responseOf({
  id: 72,
  title: 'Lemon storm',
  user: { id: 4, sc_username: 'ivy_tries', image_url: null },
  upvotes: 1,
  pending_upvotes: 2,
  rank: 2,
  platform: 'tiktok',
  video_url: 'https://www.tiktok.com/@ivy/video/7234567890123456789',
});
const card = async (title: string) => {
  const cards = await screen.findAllByTestId('response-card');
  return cards.find((c) => within(c).queryByText(title))!;
};
/** The answer of an upvote that went in. */
const voted = (counts: { count: number; counted: boolean; upvotes: number; pending_upvotes: number }) =>
  ok({ message: CHALLENGE_MSG.upvoted, active: true, ...counts });
const upvotes = (el: HTMLElement) => within(el).getByTestId('upvotes').textContent;

describe('Responses grid', () => {
  it('shows each response with responder, title, views, comments, upvotes and pending votes', async () => {
    const r = await renderChallenge({ challenge: challengeOf(), responses: [first, second] });
    const a = await card('Five lemons, no drops');
    expect(within(a).getByText('@rex_runs')).toBeInTheDocument();
    expect(within(a).getByText('#1')).toBeInTheDocument();
    expect(within(a).getByTitle('Views')).toHaveTextContent('12 views');
    expect(within(a).getByTitle('Comments')).toHaveTextContent('2 comments');
    expect(within(a).getByTitle('Comments')).toHaveAttribute(
      'href',
      '/challenges/juggle-five-lemons/42?response=71#comments',
    );
    expect(a.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(upvotes(a)).toBe('3');
    const b = await card('Lemon storm');
    expect(within(b).getByTestId('pending-upvotes')).toHaveTextContent('+2 pending');
    expect(within(b).getByText('TikTok')).toBeInTheDocument();
    const [call] = r.api.called('GET /challenge/response/42');
    expect(Object.fromEntries(call!.query)).toEqual({ page: '1', limit: '50', sortBy: 'upvotes' });
  });

  it('upvotes at once, then takes the counts of the answer', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      answer = resolve;
    });
    const r = await renderChallenge({
      challenge: challengeOf(),
      responses: [first],
      routes: {
        'POST /challenge/response/upvote/71': voted({ count: 5, counted: true, upvotes: 5, pending_upvotes: 0 }),
      },
    });
    const a = await card('Five lemons, no drops');
    const real = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).includes('/response/upvote/71')) await held;
      return real(input, init);
    });
    await r.user.click(within(a).getByRole('button', { name: 'Upvote “Five lemons, no drops”' }));
    // Optimistic: before the server answered.
    expect(upvotes(a)).toBe('4');
    expect(within(a).getByRole('button', { name: 'Remove upvote from “Five lemons, no drops”' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    answer(undefined);
    await waitFor(() => expect(upvotes(a)).toBe('5'));
  });

  it("rolls back a refused upvote and shows the server's message", async () => {
    const r = await renderChallenge({
      challenge: challengeOf(),
      responses: [first],
      routes: { 'POST /challenge/response/upvote/71': fail(403, CHALLENGE_MSG.verifyToVote) },
    });
    const a = await card('Five lemons, no drops');
    await r.user.click(within(a).getByRole('button', { name: 'Upvote “Five lemons, no drops”' }));
    expect(await screen.findByText(CHALLENGE_MSG.verifyToVote)).toBeInTheDocument();
    expect(upvotes(a)).toBe('3');
    expect(within(a).getByRole('button', { name: 'Upvote “Five lemons, no drops”' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says when my vote does not count yet, and shows it as pending', async () => {
    const r = await renderChallenge({
      challenge: challengeOf(),
      responses: [first],
      routes: {
        'POST /challenge/response/upvote/71': voted({ count: 4, counted: false, upvotes: 3, pending_upvotes: 1 }),
      },
    });
    const a = await card('Five lemons, no drops');
    await r.user.click(within(a).getByRole('button', { name: 'Upvote “Five lemons, no drops”' }));
    expect(await screen.findByText(CHALLENGE_MSG.youngVote)).toBeInTheDocument();
    expect(upvotes(a)).toBe('3');
    expect(within(a).getByTestId('pending-upvotes')).toHaveTextContent('+1 pending');
    expect(within(a).getByText('Your vote is pending')).toBeInTheDocument();
  });

  it("shows another user's upvote from the room's event, without a fetch", async () => {
    const r = await renderChallenge({ challenge: challengeOf(), responses: [first, second] });
    const a = await card('Five lemons, no drops');
    const fetches = r.api.calls.length;
    r.emit(RT_EVENTS.challengeResUpvoted, { challengeId: 42, responseId: 71, upvotes: 8, pending_upvotes: 1 });
    await waitFor(() => expect(upvotes(a)).toBe('8'), { timeout: 1000 });
    expect(within(a).getByTestId('pending-upvotes')).toHaveTextContent('+1 pending');
    // Another challenge's event changes nothing.
    r.emit(RT_EVENTS.challengeResUpvoted, { challengeId: 43, responseId: 71, upvotes: 99, pending_upvotes: 0 });
    expect(upvotes(a)).toBe('8');
    expect(r.api.calls.slice(fetches).filter((c) => c.path === '/challenge/response/42')).toHaveLength(0);
  });

  it('refetches the grid when a response is created and moves the pool on a prize event', async () => {
    let challenge = challengeOf();
    const r = await renderChallenge({
      challenge,
      responses: [first],
      routes: { 'GET /challenge/42': () => ok({ challenge }) },
    });
    await card('Five lemons, no drops');
    challenge = challengeOf({ responsesCount: 3 });
    const before = r.api.called('GET /challenge/response/42').length;
    r.emit(RT_EVENTS.challengeResponseCreated, { challengeId: 42, response: second });
    await waitFor(() => expect(r.api.called('GET /challenge/response/42').length).toBeGreaterThan(before));
    expect(await screen.findByRole('tab', { name: 'Responses (3)' })).toBeInTheDocument();
    challenge = challengeOf({ responsesCount: 3, prize_cc: 2700, contributorsCount: 3 });
    r.emit(RT_EVENTS.challengePrizeAdded, {
      challengeId: 42,
      userId: 9,
      amount: 700,
      prize_cc: 2700,
      contributorsCount: 3,
    });
    const prize = screen.getByRole('region', { name: 'Prize pool' });
    expect(await within(prize).findByText('$27.00 (2,700 crowns)')).toBeInTheDocument();
  });

  it('flips to ended on challengeEnded without a reload', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    let challenge = challengeOf();
    const r = await renderChallenge({
      challenge,
      responses: [first],
      routes: { 'GET /challenge/42': () => ok({ challenge }) },
    });
    expect(await screen.findByTestId('challenge-status')).toHaveAttribute('data-phase', 'live');
    challenge = challengeOf({ status: 'ended', duration_end_time: past });
    r.emit(RT_EVENTS.challengeEnded, { challengeId: 42, status: 'ended', title: challenge.title });
    await waitFor(() => expect(screen.getByTestId('challenge-status')).toHaveAttribute('data-phase', 'ended'));
    expect(screen.queryByRole('button', { name: 'Participate' })).not.toBeInTheDocument();
    const a = await card('Five lemons, no drops');
    expect(within(a).getByRole('button', { name: 'Upvote “Five lemons, no drops”' })).toBeDisabled();
  });
});

describe('Leaderboard and upvoters', () => {
  it('ranks the responses with their upvotes, marks the winner and searches', async () => {
    const winner = { ...first, isWinner: true };
    const r = await renderChallenge({
      challenge: challengeOf(),
      responses: [winner, second],
      routes: {
        'GET /challenge/42/leader-board': (_b, q) =>
          ok({ data: pageOf(q.get('search') ? [second] : [winner, second]) }),
      },
    });
    await r.user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('#1');
    expect(rows[0]).toHaveTextContent('@rex_runs');
    expect(within(rows[0]!).getByText('Winner')).toBeInTheDocument();
    expect(upvotes(rows[0]!)).toBe('3');
    expect(within(rows[1]!).queryByText('Winner')).not.toBeInTheDocument();
    const [call] = r.api.called('GET /challenge/42/leader-board');
    expect(Object.fromEntries(call!.query)).toEqual({ page: '1', limit: '10' });
    await r.user.type(screen.getByRole('textbox', { name: 'Search the leaderboard' }), 'ivy');
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(1));
    expect(r.api.called('GET /challenge/42/leader-board').at(-1)!.query.get('search')).toBe('ivy');
  });

  it('lists the upvoters of a response and marks the votes that do not count yet', async () => {
    const r = await renderChallenge({
      challenge: challengeOf(),
      responses: [first],
      routes: {
        'GET /challenge/response/upvote/71/list': ok({
          userList: pageOf([
            { id: 5, sc_username: 'old_fan', image_url: null, counted: true, voted_at: new Date().toISOString() },
            { id: 6, sc_username: 'new_fan', image_url: null, counted: false, voted_at: new Date().toISOString() },
          ]),
        }),
      },
    });
    const a = await card('Five lemons, no drops');
    await r.user.click(within(a).getByRole('button', { name: 'Upvoters of “Five lemons, no drops”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upvoters' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('@old_fan');
    expect(items[0]).not.toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('@new_fan');
    expect(items[1]).toHaveTextContent('Pending');
  });

  it('opens a response: its video, one view counted, and its comments', async () => {
    const r = await renderChallenge({
      challenge: challengeOf(),
      responses: [first],
      routes: {
        'POST /challenge/response/view/71': ok({ msg: 'Viewed', counted: true, views: 13 }),
        'GET /comment/challenge_response/71': ok({
          comments: [
            {
              id: 1,
              content: 'Clean!',
              user: { id: 5, sc_username: 'old_fan', image_url: null },
              createdAt: new Date().toISOString(),
            },
          ],
          totalComments: 1,
        }),
      },
    });
    const a = await card('Five lemons, no drops');
    await r.user.click(within(a).getByRole('link', { name: 'Play “Five lemons, no drops” by @rex_runs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Five lemons, no drops' });
    expect(within(dialog).getByTitle('YouTube video: Five lemons, no drops')).toBeInTheDocument();
    expect(await within(dialog).findByText('Clean!')).toBeInTheDocument();
    await waitFor(() => expect(r.api.called('POST /challenge/response/view/71')).toHaveLength(1));
    expect(await within(dialog).findByText(/13 views/)).toBeInTheDocument();
    expect(r.router.state.location.search).toBe('?response=71');
  });
});

describe('A shared ?response= link', () => {
  it('opens a response that is not on the first page by reading it on its own, and follows its live upvotes', async () => {
    const far = responseOf({ id: 99, title: 'Far down the list', rank: 73, upvotes: 1 });
    const r = await renderChallenge({
      challenge: challengeOf(),
      responses: [first],
      url: '/challenges/juggle-five-lemons/42?response=99',
      routes: { 'GET /challenge/response/detail/99': ok({ status: 200, response: far }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Far down the list' });
    expect(within(dialog).getByText('#73')).toBeInTheDocument();
    expect(r.api.called('GET /challenge/response/detail/99')).toHaveLength(1);
    r.emit(RT_EVENTS.challengeResUpvoted, { challengeId: 42, responseId: 99, upvotes: 4, pending_upvotes: 0 });
    await waitFor(() => expect(within(dialog).getByTestId('upvotes')).toHaveTextContent('4'));
  });

  it('opens nothing for a response of another challenge, and does not read a response already on the page', async () => {
    const elsewhere = responseOf({ id: 98, challenge_id: 7, title: 'Another challenge' });
    const r = await renderChallenge({
      challenge: challengeOf(),
      responses: [first],
      url: '/challenges/juggle-five-lemons/42?response=98',
      routes: { 'GET /challenge/response/detail/98': ok({ status: 200, response: elsewhere }) },
    });
    await waitFor(() => expect(r.api.called('GET /challenge/response/detail/98')).toHaveLength(1));
    const a = await card('Five lemons, no drops');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await r.user.click(within(a).getByRole('link', { name: 'Play “Five lemons, no drops” by @rex_runs' }));
    expect(await screen.findByRole('dialog', { name: 'Five lemons, no drops' })).toBeInTheDocument();
    expect(r.api.called('GET /challenge/response/detail/71')).toHaveLength(0);
  });
});
