import { MSG } from '@crowns/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { mockApi, renderRoutes, seedSession } from '../../test-utils';
import { NotificationBell } from '../notification-bell';

const bountyNote = {
  id: 11,
  notification_type: 'bountyClaimed',
  category: 'bounties',
  title: 'Bounty claimed',
  message: '@rex claimed your bounty "Lemon speedrun".',
  seen: false,
  createdAt: new Date().toISOString(),
  data: {
    user: { id: 9, sc_username: 'rex', image_url: null },
    bounty: { id: 5, title: 'Lemon speedrun' },
    role: 'creator',
  },
};
const followNote = {
  id: 12,
  notification_type: 'followUser',
  category: 'bounties',
  title: 'New follower',
  message: '@luna followed you.',
  seen: true,
  // data may arrive as a JSON string (spec 01 §3)
  data: JSON.stringify({ followedBy: { id: 4, sc_username: 'luna', image_url: null }, role: 'creator' }),
};

function api(lists: Record<string, unknown[]>) {
  return mockApi({
    '/notification/seen': { status: 200, msg: 'seen' },
    '/notification': (url: string) => ({
      status: 200,
      msg: lists[new URL(url, 'http://x').searchParams.get('filter') ?? 'all'] ?? [],
    }),
  });
}

const routes = [{ path: '*', element: <NotificationBell /> }];

describe('notification bell', () => {
  beforeEach(() => seedSession());
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the unread dot while a notification is unseen, and none when all are seen', async () => {
    api({ all: [bountyNote, followNote] });
    const first = renderRoutes(routes);
    expect(await screen.findByRole('button', { name: 'Notifications (unread)' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    first.unmount();

    api({ all: [{ ...bountyNote, seen: true }, followNote] });
    renderRoutes(routes);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('filters All / Bounties / Challenges and says "Notifications not Available" when empty', async () => {
    const fetchMock = api({ all: [bountyNote, followNote], bounties: [bountyNote], challenges: [] });
    const user = userEvent.setup();
    renderRoutes(routes);
    await user.click(await screen.findByRole('button', { name: 'Notifications (unread)' }));
    const panel = await screen.findByRole('menu');
    expect(await within(panel).findByText('Bounty claimed')).toBeInTheDocument();
    expect(within(panel).getByText('New follower')).toBeInTheDocument();
    expect(within(panel).getByText('Unread')).toBeInTheDocument();

    await user.click(within(panel).getByRole('menuitemradio', { name: 'Challenges' }));
    expect(await within(panel).findByText(MSG.notificationsEmpty)).toBeInTheDocument();
    await user.click(within(panel).getByRole('menuitemradio', { name: 'Bounties' }));
    expect(await within(panel).findByText('Bounty claimed')).toBeInTheDocument();
    expect(within(panel).queryByText('New follower')).toBeNull();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/v1/notification?filter=all',
        '/v1/notification?filter=challenges',
        '/v1/notification?filter=bounties',
      ]),
    );
  });

  it('opening a notification marks it seen (form body id) and goes to its bounty', async () => {
    const fetchMock = api({ all: [bountyNote] });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes);
    await user.click(await screen.findByRole('button', { name: 'Notifications (unread)' }));
    await user.click(await screen.findByRole('menuitem', { name: /Bounty claimed/ }));
    const seen = fetchMock.mock.calls.find(([u]) => String(u) === '/v1/notification/seen');
    expect(seen?.[1]?.method).toBe('POST');
    expect(String(seen?.[1]?.body)).toBe('id=11');
    expect(router.state.location.pathname + router.state.location.search).toBe('/?bountyId=5');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it("a follow notification (data as a JSON string) goes to the follower's profile, else /profile/{id}", async () => {
    api({ all: [followNote, { ...followNote, id: 13, title: 'Nameless', data: { followedBy: { id: 8 } } }] });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('menuitem', { name: /New follower/ }));
    expect(router.state.location.pathname).toBe('/@luna');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('menuitem', { name: /Nameless/ }));
    expect(router.state.location.pathname).toBe('/profile/8');
  });
});
