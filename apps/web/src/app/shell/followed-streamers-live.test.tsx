import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../lib/realtime/test/fake-socket';
import { clearSession } from '../../lib/session';
import { resetSocket, startSocket } from '../../lib/socket';
import { ME, mockApi, renderRoutes, seedSession } from '../test-utils';
import { FollowedStreamers } from './followed-streamers';
import { useFollowedStreamerUpdates } from './followed-streamers-live';

function Menu() {
  useFollowedStreamerUpdates();
  return <FollowedStreamers userId={ME.id} expanded />;
}

const kai = {
  id: 2,
  sc_username: 'kai_streams',
  image_url: null,
  is_streaming: true,
  followerCount: 3,
  streamDetails: [
    {
      platform: 'twitch',
      display_name: 'KaiTV',
      is_live: true,
      viewer_count: 1300,
      thumbnail_url: null,
      title: 'Any%',
      twitch_category: 'Mario',
    },
  ],
};
const rex = {
  id: 4,
  sc_username: 'rexplays',
  image_url: null,
  is_streaming: false,
  followerCount: 1,
  streamDetails: [],
};

afterEach(() => {
  resetSocket();
  clearSession();
  vi.unstubAllGlobals();
});

describe('followed streamers, live', () => {
  it('go live and offline in place from the streamer events; a stranger going live is not added', async () => {
    seedSession();
    mockApi({ '/followership/followings/': { status: 200, followerList: { data: [kai, rex], hasMore: false } } });
    const fake = fakeClient();
    await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
    renderRoutes([{ path: '*', element: <Menu /> }]);
    const rexRow = (await screen.findByText('rexplays')).closest('a')!;
    expect(within(rexRow).getAllByText('Offline').length).toBeGreaterThan(0);
    const server = (name: string, payload: unknown) => act(() => fake.sockets[0]!.serverEmit(name, payload));

    server('streamerActive', {
      ...rex,
      is_streaming: true,
      streamDetails: [{ ...kai.streamDetails[0], platform: 'kick', display_name: 'Rex', viewer_count: 2400 }],
    });
    await waitFor(() => expect(within(rexRow).getByText('Live on kick, 2400 viewers')).toBeInTheDocument());
    expect(within(rexRow).getByText('2.4k')).toBeInTheDocument();
    server('streamerActive', { id: 9, sc_username: 'stranger', is_streaming: true, streamDetails: [] });
    const kaiRow = screen.getByText('kai_streams').closest('a')!;
    expect(within(kaiRow).getByText('Live on twitch, 1300 viewers')).toBeInTheDocument();
    server('streamerInactive', { id: 2, platform: 'twitch' });
    await waitFor(() => expect(within(kaiRow).getAllByText('Offline').length).toBeGreaterThan(0));
    expect(within(kaiRow).queryByText(/Live on/)).toBeNull();
    expect(screen.queryByText('stranger')).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('kai_streams'),
      expect.stringContaining('rexplays'),
    ]);
  });
});
