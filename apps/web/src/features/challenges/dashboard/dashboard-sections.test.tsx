import type { ChallengeResponseView } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, mockApi, ok } from '../../../test/mock-api';
import { ME_ID, renderPage } from '../../bounties/cards/test/render';
import { challengeFixture, challengePage, paidFixture, upcomingFixture } from '../test/fixtures';
import { MyChallengesSection } from './my-challenges-section';
import { MyResponsesSection } from './my-responses-section';

afterEach(() => vi.unstubAllGlobals());

const response = (over: Partial<ChallengeResponseView>): ChallengeResponseView => ({
  id: 1,
  challenge_id: 3,
  user: { id: Number(ME_ID), sc_username: 'me', image_url: null },
  title: 'My shot',
  description: '',
  platform: 'youtube',
  video_url: 'https://youtu.be/x',
  upvotes: 12,
  pending_upvotes: 0,
  views: 40,
  commentsCount: 0,
  rank: 1,
  isUpvoted: false,
  myVoteCounted: null,
  isWinner: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

function setup(
  mine = [
    challengeFixture({ id: 1, title: 'Mine', creater_id: Number(ME_ID) }),
    upcomingFixture({ id: 2, title: 'Answered', myResponseId: 9 }),
    paidFixture({ id: 3, title: 'Funded' }),
  ],
) {
  const api = mockApi({
    'POST /config/': config,
    'GET /users/challenges': ok({ challenge: challengePage(mine) }),
    'GET /users/active-challenges': ok({ challengeIds: [] }),
    [`GET /challenge/response/profile/${ME_ID}`]: ok({
      response: challengePage([
        response({ id: 1, title: 'Winning shot', challenge_id: 3, isWinner: true }),
        response({
          id: 2,
          title: 'Dance take',
          challenge_id: 2,
          rank: 4,
          upvotes: 2,
          pending_upvotes: 3,
          platform: 'tiktok',
        }),
      ]),
    }),
  });
  const r = renderPage(
    <>
      <MyChallengesSection />
      <MyResponsesSection />
    </>,
    { url: '/dashboard' },
  );
  return { ...r, api };
}

describe('dashboard: my challenges and responses', () => {
  it('lists my challenges with how I take part, by status tab', async () => {
    const r = setup();
    const grid = await screen.findByTestId('my-challenges');
    const cards = within(grid).getAllByTestId('challenge-card');
    expect(cards.map((c) => within(within(c).getByRole('heading')).getByRole('link').textContent)).toEqual([
      'Mine',
      'Answered',
      'Funded',
    ]);
    expect(within(cards[0]!).getByText('Created')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Responded')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Contributed')).toBeInTheDocument();
    expect(within(cards[2]!).getByTestId('challenge-result')).toHaveTextContent('Won by champion');
    expect(Object.fromEntries(r.api.called('GET /users/challenges')[0]!.query)).toEqual({
      filter: 'all',
      sortBy: 'recent',
      sortOrder: 'desc',
      page: '1',
      limit: '10',
    });
    await r.user.click(screen.getByRole('tab', { name: 'Live' }));
    await waitFor(() => expect(r.api.called('GET /users/challenges').at(-1)!.query.get('filter')).toBe('live'));
  });

  it('shows my responses with their place, upvotes and a link to the challenge', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'My Responses' });
    const winning = await within(table).findByRole('link', { name: 'Winning shot' });
    expect(winning).toHaveAttribute('href', '/challenges/3');
    const row = within(table).getByText('Dance take').closest('tr')!;
    expect(within(row).getByText('#4')).toBeInTheDocument();
    expect(within(row).getByText(/\+3 pending/)).toBeInTheDocument();
    expect(within(winning.closest('tr')!).getByText('Winner')).toBeInTheDocument();
  });

  it('empty: a way to the challenges', async () => {
    setup([]);
    expect(await screen.findByText('No challenges here yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Challenges' })).toHaveAttribute('href', '/challenges');
  });
});
