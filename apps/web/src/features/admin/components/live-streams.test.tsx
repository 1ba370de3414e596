import type { AdminStreamer } from '@crowns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminBountyListPage } from '../pages/admin-bounty-list-page';
import { configRoute } from '../test/fixtures';
import { mockApi, page } from '../test/mock-api';
import { renderAdmin } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL = '/admin/bounty/bountylist?tab=streams';
const stream = (platform: 'twitch' | 'kick', is_live: boolean, extra: Partial<AdminStreamer['streams'][0]> = {}) => ({
  platform,
  is_live,
  title: null,
  category: null,
  viewer_count: 0,
  started_at: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const streamer = (o: Partial<AdminStreamer> & Pick<AdminStreamer, 'id' | 'sc_username'>): AdminStreamer => ({
  image_url: null,
  is_streaming: false,
  followerCount: 0,
  bountyCompletedCount: 0,
  title: null,
  platform: null,
  streamDetails: [],
  is_streamer: true,
  streams: [],
  ...o,
});
const kai = streamer({
  id: 21,
  sc_username: 'kai_live',
  is_streaming: true,
  streams: [stream('twitch', true, { title: 'Speedrun', category: 'Gaming', viewer_count: 1250 })],
});
const mira = streamer({ id: 24, sc_username: 'mira_tv', streams: [stream('kick', false)] });
const list = (items: AdminStreamer[]) => ({
  status: 200,
  body: { status: 200, provider: 'simulated', streamers: page(items) },
});
const base = {
  'GET /admin/bounty/review-queue': { status: 200, body: { status: 200, data: [] } },
  'POST /config/': configRoute,
  'GET /utils/categories': { status: 200, body: { status: 200, data: [{ id: 1, name: 'Gaming' }] } },
};
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Live streams', { timeout: 30_000 }, () => {
  it('lists streamers with a live switch per platform, viewers, title and category', async () => {
    mockApi({ ...base, 'GET /admin/streams': list([kai, mira]) });
    renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('kai_live');
    const kaiRow = within(row('kai_live'));
    expect(kaiRow.getByRole('switch', { name: 'kai_live live on Twitch' })).toHaveAttribute('aria-checked', 'true');
    expect(kaiRow.getByRole('switch', { name: 'kai_live live on Kick' })).toHaveAttribute('aria-checked', 'false');
    expect(kaiRow.getByText('1.2k')).toBeInTheDocument();
    expect(kaiRow.getByText('Live on Twitch · Gaming · Speedrun')).toBeInTheDocument();
    expect(kaiRow.getByText('LIVE')).toBeInTheDocument();
    expect(within(row('mira_tv')).getByText('Offline')).toBeInTheDocument();
  });

  it('switches a streamer live on a platform and shows the saved state', async () => {
    let live = false;
    const api = mockApi({
      ...base,
      'GET /admin/streams': () => list([kai, { ...mira, is_streaming: live, streams: [stream('kick', live)] }]),
      'POST /admin/streams/24': () => {
        live = true;
        return {
          status: 200,
          body: {
            status: 200,
            message: 'Stream status updated.',
            changed: true,
            event: 'streamerActive',
            streamer: { ...mira, is_streaming: true, streams: [stream('kick', true)] },
          },
        };
      },
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('mira_tv');
    await user.click(within(row('mira_tv')).getByRole('switch', { name: 'mira_tv live on Kick' }));
    await waitFor(() => expect(api.called('POST /admin/streams/24')).toHaveLength(1));
    expect(api.called('POST /admin/streams/24')[0]?.body).toEqual({ platform: 'kick', is_live: true });
    expect(await screen.findByText('Stream status updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row('mira_tv')).getByRole('switch', { name: 'mira_tv live on Kick' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('saves title, category and viewers of one platform from the details dialog', async () => {
    const api = mockApi({
      ...base,
      'GET /admin/streams': list([kai]),
      'POST /admin/streams/21': (req) => ({
        status: 200,
        // A message of its own, so the toast of an earlier test (sonner keeps them) cannot satisfy this one.
        body: {
          status: 200,
          message: 'Saved kai_live on Twitch.',
          changed: true,
          event: null,
          streamer: kai,
          echo: req.body,
        },
      }),
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('kai_live');
    await user.click(screen.getByRole('button', { name: 'Edit stream of kai_live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stream of kai_live' });
    expect(within(dialog).getByLabelText('Platform')).toHaveValue('twitch');
    expect(within(dialog).getByLabelText('Live now')).toBeChecked();
    expect(within(dialog).getByLabelText('Stream title')).toHaveValue('Speedrun');
    await user.clear(within(dialog).getByLabelText('Stream title'));
    await user.type(within(dialog).getByLabelText('Stream title'), 'Any% attempts');
    await user.clear(within(dialog).getByLabelText('Viewers'));
    await user.type(within(dialog).getByLabelText('Viewers'), '3400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST /admin/streams/21')).toHaveLength(1));
    expect(api.called('POST /admin/streams/21')[0]?.body).toEqual({
      platform: 'twitch',
      is_live: true,
      title: 'Any% attempts',
      category: 'Gaming',
      viewer_count: 3400,
    });
    expect(await screen.findByText('Saved kai_live on Twitch.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stream of kai_live' })).toBeNull());
  });

  it('shows the server message when a switch is refused', async () => {
    mockApi({
      ...base,
      'GET /admin/streams': list([mira]),
      'POST /admin/streams/24': { status: 400, body: { status: 400, message: 'Admin accounts cannot stream.' } },
    });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL });
    await screen.findByText('mira_tv');
    await user.click(within(row('mira_tv')).getByRole('switch', { name: 'mira_tv live on Twitch' }));
    expect(await screen.findByText('Admin accounts cannot stream.')).toBeInTheDocument();
  });

  it('a read-only admin sees the switches but cannot flip them', async () => {
    const api = mockApi({ ...base, 'GET /admin/streams': list([mira]) });
    const { user } = renderAdmin(<AdminBountyListPage />, { url: URL, role: 'read_only_admin' });
    await screen.findByText('mira_tv');
    const toggle = within(row('mira_tv')).getByRole('switch', { name: 'mira_tv live on Kick' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Edit stream of mira_tv' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/admin/streams'))).toHaveLength(0);
  });
});
