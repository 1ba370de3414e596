import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../lib/realtime/test/fake-socket';
import { resetSocket, startSocket } from '../../../lib/socket';
import { config, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../bounties/cards/test/render';
import { ChallengesPage } from '../list/challenges-page';
import { challengeFixture, challengePage, upcomingFixture } from '../test/fixtures';
import type { Challenge } from '../types';
import { useLiveChallengeLists } from './use-live-challenge-lists';

afterEach(() => {
  resetSocket();
  vi.unstubAllGlobals();
});

function Page() {
  useLiveChallengeLists();
  return <ChallengesPage />;
}

describe('live challenge lists', () => {
  it('joins the rooms of the shown and active challenges, patches a prize in place and refetches on a new one', async () => {
    let list: Challenge[] = [challengeFixture({ id: 1, title: 'Live trick shot' }), upcomingFixture({ id: 2 })];
    const api = mockApi({
      'POST /config/': config,
      'GET /utils/categories': ok({ data: [] }),
      'GET /challenge/featured': ok({ challenge: null }),
      'GET /users/active-challenges': ok({ challengeIds: [2, 77] }),
      'POST /challenge/all': () => ok({ challenge: challengePage(list) }),
    });
    const fake = fakeClient();
    await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
    act(() => fake.sockets[0]!.fire('connect'));
    renderPage(<Page />, { url: '/challenges' });
    const card = (await screen.findByText('Live trick shot')).closest('article')!;
    await waitFor(() => {
      const joined = fake.sockets[0]!.emitted.filter((e) => e.name === 'joinChallenge').flatMap(
        (e) => (e.args[0] as { challengeIds: number[] }).challengeIds,
      );
      expect(new Set(joined)).toEqual(new Set([1, 2, 77]));
    });

    expect(await within(card).findByText('$25.00')).toBeInTheDocument();
    const server = (name: string, payload: unknown) => act(() => fake.sockets[0]!.serverEmit(name, payload));
    server('challengePrizeAdded', { challengeId: 1, userId: 3, amount: 2500, prize_cc: 5000, contributorsCount: 1 });
    expect(await within(card).findByText('$50.00')).toBeInTheDocument();

    const before = api.called('POST /challenge/all').length;
    list = [challengeFixture({ id: 3, title: 'Brand new' }), ...list];
    server('challengeCreated', { challengeId: 3, challenge: list[0] });
    expect(await screen.findByText('Brand new')).toBeInTheDocument();
    expect(api.called('POST /challenge/all').length).toBeGreaterThan(before);
  });
});
