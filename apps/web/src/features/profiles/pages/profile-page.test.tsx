import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../lib/realtime/test/fake-socket';
import { resetSocket, startSocket } from '../../../lib/socket';
import { config, fail, mockApi, ok, type Route } from '../../../test/mock-api';
import { activityItem, PROFILE, page } from '../test/fixtures';
import { renderProfile } from '../test/render';

const routes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  'POST /config/': config,
  'GET /users/profile/nova_plays': ok({ user: PROFILE }),
  'GET /users/stats': ok({ bountyStats: PROFILE.bountyStats }),
  'GET /users/activity': ok(page([])),
  ...over,
});

afterEach(() => {
  resetSocket();
  vi.unstubAllGlobals();
});

describe('profile page /@name', () => {
  it('shows the header: banner, names, bio, joined, platforms with live state and x.xk viewers, counts', async () => {
    mockApi(routes());
    renderProfile('/@nova_plays');
    const header = await screen.findByRole('region', { name: 'Profile of @nova_plays' });
    expect(within(header).getByRole('heading', { level: 1, name: /Nova/ })).toBeInTheDocument();
    expect(within(header).getByText('LIVE')).toBeInTheDocument();
    expect(within(header).getByText('@nova_plays')).toBeInTheDocument();
    expect(within(header).getByText('Speedruns and silly dares.')).toBeInTheDocument();
    expect(within(header).getByText(/^Joined March 2026$/)).toBeInTheDocument();
    const platforms = within(header).getByRole('list', { name: 'Streaming platforms' });
    expect(within(platforms).getByText('Twitch')).toBeInTheDocument();
    expect(within(platforms).getByText(/LIVE · 15\.4k viewers/)).toBeInTheDocument();
    expect(within(platforms).getByText('Offline')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: '12 Followers' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: '3 Following' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Follow @nova_plays' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Report @nova_plays' })).toBeInTheDocument();
    // Overview: the stats and the empty activity list.
    expect(await screen.findByText('No Activity')).toBeInTheDocument();
    const stats = screen.getByLabelText('Bounty stats');
    expect(within(stats).getByText('67%')).toBeInTheDocument();
  });

  it('follows at once (count +1), POSTs the follow body, and unfollows with a second press', async () => {
    const api = mockApi(
      routes({
        'POST /followership/follow': (body) =>
          ok({
            msg:
              (body as { following_id: number }).following_id === 42 &&
              api.called('POST /followership/follow').length === 1
                ? 'follow'
                : 'unfollow',
          }),
      }),
    );
    const { user } = renderProfile('/@nova_plays');
    await user.click(await screen.findByRole('button', { name: 'Follow @nova_plays' }));
    expect(screen.getByRole('button', { name: '13 Followers' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unfollow @nova_plays' })).toHaveTextContent('Followed');
    expect(api.called('POST /followership/follow')[0]?.body).toEqual({
      follower_id: 7,
      following_id: 42,
      type: 'follow',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow @nova_plays' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Unfollow @nova_plays' }));
    expect(await screen.findByRole('button', { name: 'Follow @nova_plays' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12 Followers' })).toBeInTheDocument();
  });

  it('puts the count and the button back and shows the server message when the follow fails', async () => {
    mockApi(routes({ 'POST /followership/follow': fail(404, 'User not found.') }));
    const { user } = renderProfile('/@nova_plays');
    await user.click(await screen.findByRole('button', { name: 'Follow @nova_plays' }));
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow @nova_plays' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12 Followers' })).toBeInTheDocument();
  });

  it("shows 'Something went wrong' when the follow fails without a message", async () => {
    mockApi(routes({ 'POST /followership/follow': { status: 500, body: {} } }));
    const { user } = renderProfile('/@nova_plays');
    await user.click(await screen.findByRole('button', { name: 'Follow @nova_plays' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of following', async () => {
    const api = mockApi(routes());
    const { user, openLogin } = renderProfile('/@nova_plays', { visitor: true });
    await user.click(await screen.findByRole('button', { name: 'Follow @nova_plays' }));
    expect(openLogin).toHaveBeenCalled();
    expect(api.called('POST /followership/follow')).toHaveLength(0);
  });

  it('on my own profile: Edit profile, and no Follow or Report (following oneself is never offered)', async () => {
    mockApi(routes({ 'GET /users/profile/nova_plays': ok({ user: { ...PROFILE, id: '7', isMe: true } }) }));
    renderProfile('/@nova_plays');
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/settings/profile');
    expect(screen.queryByRole('button', { name: /follow @/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /report/i })).toBeNull();
  });

  it('joins public-user-{id} and moves the counts on a live followCounts event', async () => {
    mockApi(routes());
    const fake = fakeClient();
    await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
    act(() => fake.sockets[0]!.fire('connect'));
    renderProfile('/@nova_plays');
    expect(await screen.findByRole('button', { name: '12 Followers' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.sockets[0]!.emitted).toContainEqual(
        expect.objectContaining({
          name: 'joinUserChannel',
          args: [{ userId: 42, channel: 'public' }, expect.any(Function)],
        }),
      ),
    );
    // Another user's event changes nothing here.
    act(() => fake.sockets[0]!.serverEmit('followCounts', { userId: 9, followerCount: 99, followingCount: 99 }));
    act(() => fake.sockets[0]!.serverEmit('followCounts', { userId: 42, followerCount: 13, followingCount: 4 }));
    expect(await screen.findByRole('button', { name: '13 Followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 Following' })).toBeInTheDocument();
  });

  it('opens the followers (10 a page) and following (5 a page) lists with Load More', async () => {
    const person = (id: number, name: string, isFollowing = false) => ({
      id,
      sc_username: name,
      image_url: null,
      is_streaming: false,
      followerCount: 0,
      bountyCompletedCount: 0,
      title: null,
      platform: null,
      streamDetails: [],
      display_name: null,
      isFollowing,
    });
    const api = mockApi(
      routes({
        'GET /followership/followers/42': (_b, q) =>
          ok({
            followerList: {
              ...page([person(Number(q.get('page')), `fan_${q.get('page')}`)], Number(q.get('page')), 2),
              hasMore: q.get('page') === '1',
            },
          }),
        'GET /followership/followings/42': ok({
          followerList: { ...page([person(5, 'kai_live', true), person(7, 'me_myself')]), hasMore: false },
        }),
      }),
    );
    const { user } = renderProfile('/@nova_plays');
    await user.click(await screen.findByRole('button', { name: '12 Followers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(await within(dialog).findByRole('link', { name: /@fan_1/ })).toHaveAttribute('href', '/@fan_1');
    await user.click(within(dialog).getByRole('button', { name: 'Load More' }));
    expect(await within(dialog).findByRole('link', { name: /@fan_2/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(api.called('GET /followership/followers/42').map((c) => c.query.get('limit'))).toEqual(['10', '10']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: '3 Following' }));
    const following = await screen.findByRole('dialog', { name: 'Following' });
    expect(await within(following).findByRole('link', { name: /@kai_live/ })).toBeInTheDocument();
    // Each person has Follow with the state the list gave; never on oneself (user 7).
    expect(within(following).getByRole('button', { name: 'Unfollow @kai_live' })).toHaveTextContent('Followed');
    expect(within(following).queryByRole('button', { name: 'Follow @me_myself' })).toBeNull();
    expect(api.called('GET /followership/followings/42')[0]?.query.get('limit')).toBe('5');
  });

  it('lists activity 20 a page with See more', async () => {
    const api = mockApi(
      routes({
        'GET /users/activity': (_b, q) =>
          q.get('page') === '1'
            ? ok(page([activityItem(1)], 1, 2))
            : ok(page([activityItem(2, { message: 'claimed the bounty', model_action: 'claimed' })], 2, 2)),
      }),
    );
    const { user } = renderProfile('/@nova_plays');
    expect(await screen.findByText(/@nova_plays upped the ante/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dare 1' })).toHaveAttribute('href', '/?bountyId=101');
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(await screen.findByText(/@nova_plays claimed the bounty/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
    const first = api.called('GET /users/activity')[0]!.query;
    expect([first.get('limit'), first.get('username'), first.get('page')]).toEqual(['20', 'nova_plays', '1']);
  });

  it('shows a clear not-found page for an unknown name', async () => {
    mockApi(routes({ 'GET /users/profile/nobody_here': fail(404, 'User not found.') }));
    renderProfile('/@nobody_here');
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no one called @nobody_here on Crowns\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the profile fails to load', { timeout: 10_000 }, async () => {
    let fails = true;
    mockApi(
      routes({ 'GET /users/profile/nova_plays': () => (fails ? fail(500, 'Database down') : ok({ user: PROFILE })) }),
    );
    const { user } = renderProfile('/@nova_plays');
    // A server error is retried twice (a 404 is not) before the page offers its own retry.
    expect(
      await screen.findByText('We could not load this profile.', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Nova/ })).toBeInTheDocument();
  });
});

describe('/profile/{id}', () => {
  it('fetches the user and replaces the URL with the canonical /@name', async () => {
    mockApi(routes({ 'GET /users/42': ok({ user: PROFILE }) }));
    const { router } = renderProfile('/profile/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/@nova_plays'));
    expect(await screen.findByRole('heading', { level: 1, name: /Nova/ })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says the user is not found for an unknown id', async () => {
    mockApi(routes({ 'GET /users/999': fail(404, 'User not found.') }));
    renderProfile('/profile/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
  });
});
