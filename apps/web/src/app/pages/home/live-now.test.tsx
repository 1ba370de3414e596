import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../lib/realtime/test/fake-socket';
import { resetSocket, startSocket } from '../../../lib/socket';
import { mockApi, renderRoutes } from '../../test-utils';
import { LiveNow } from './live-now';
import { useLiveNowUpdates } from './live-now-updates';

const streamer = (id: number, name: string, followerCount: number, live = true) => ({
  id,
  sc_username: name,
  image_url: null,
  is_streaming: live,
  followerCount,
  bountyCompletedCount: 0,
  title: live ? `${name} stream` : null,
  platform: live ? 'twitch' : null,
  streamDetails: live
    ? [
        {
          platform: 'twitch',
          display_name: name,
          is_live: true,
          viewer_count: 1200,
          thumbnail_url: null,
          title: `${name} stream`,
          twitch_category: 'Chess',
        },
      ]
    : [],
});

function Home() {
  useLiveNowUpdates();
  return <LiveNow />;
}

afterEach(() => {
  resetSocket();
  vi.unstubAllGlobals();
});

describe('Live Now', () => {
  it('reads user.data of top-streamers: live ones only, most followed first; follows the streamer events', async () => {
    const fetchMock = mockApi({
      '/users/top-streamers/': {
        status: 200,
        user: {
          data: [streamer(1, 'kai', 10), streamer(2, 'luna', 50), streamer(3, 'rex', 99, false)],
          currentPage: 1,
          totalPages: 1,
          totalRecords: 3,
        },
      },
    });
    const fake = fakeClient();
    await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
    renderRoutes([{ path: '*', element: <Home /> }]);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/@luna', '/@kai']);
    expect(within(list).getAllByText('1.2k viewers')).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v1/users/top-streamers/?limit=15&page=1');

    const server = (name: string, payload: unknown) => act(() => fake.sockets[0]!.serverEmit(name, payload));
    const names = () =>
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    server('streamerActive', streamer(3, 'rex', 99));
    await waitFor(() => expect(names()).toEqual(['/@rex', '/@luna', '/@kai']));
    server('streamerStreamUpdate', { id: 1, platform: 'twitch', category: 'IRL', title: 'Walking the city' });
    expect(await within(list).findByText('Walking the city')).toBeInTheDocument();
    expect(within(list).getByText(/IRL/)).toBeInTheDocument();
    server('streamerInactive', { id: 2, platform: 'twitch' });
    await waitFor(() => expect(names()).toEqual(['/@rex', '/@kai']));
  });
});
