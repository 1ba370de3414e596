import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, seedSession } from '../app/test-utils';
import { clearSession } from '../lib/session';
import { mockApi, ok } from '../test/mock-api';
import { FollowButton } from './follow-button';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const kai = { id: 5, sc_username: 'kai_live' };

describe('FollowButton', () => {
  it('asks GET /users/usernames/?username= whether I follow when the caller does not know', async () => {
    seedSession();
    const api = mockApi({
      'GET /users/usernames/': ok({ userNamesArr: [{ ...kai, image_url: null, followedFlag: true, is_live: true }] }),
    });
    renderRoutes([{ path: '*', element: <FollowButton user={kai} /> }]);
    expect(await screen.findByRole('button', { name: 'Unfollow @kai_live' })).toHaveTextContent('Followed');
    expect(api.called('GET /users/usernames/')[0]?.query.get('username')).toBe('kai_live');
  });

  it('is not there on oneself, so "You can\'t follow yourself" can never happen', async () => {
    seedSession();
    const api = mockApi({});
    const { container } = renderRoutes([
      { path: '*', element: <FollowButton user={{ id: 7, sc_username: 'nova_plays' }} /> },
    ]);
    await waitFor(() => expect(container.querySelector('button')).toBeNull());
    expect(api.calls).toHaveLength(0);
  });

  it('makes no call for a visitor and shows Follow', async () => {
    const api = mockApi({});
    renderRoutes([{ path: '*', element: <FollowButton user={kai} /> }]);
    expect(await screen.findByRole('button', { name: 'Follow @kai_live' })).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });
});
