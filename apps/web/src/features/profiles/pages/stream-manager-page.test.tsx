import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME } from '../../../app/test-utils';
import { clearSession, setSession } from '../../../lib/session';
import { config, mockApi, ok, type Route } from '../../../test/mock-api';
import { PROFILE, page, submission } from '../test/fixtures';
import { StreamManagerPage } from './stream-manager-page';

const routes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  'POST /config/': config,
  'GET /users/me': ok({ user: ME }),
  'GET /users/profile/nova_plays': ok({ user: { ...PROFILE, id: ME.id, isMe: true } }),
  'POST /bounty/list': ok({ bounty: page([]) }),
  'GET /users/submissions': ok({
    submissions: page([submission(1), submission(2, { status: 'submitted' }), submission(3, { status: 'failed' })]),
  }),
  'GET /users/earnings': ok({
    earnings: {
      ...page([
        {
          id: 1,
          kind: 'bounty',
          amount_cc: 900,
          bounty: { id: 201, title: 'Bounty 1' },
          challenge: null,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ]),
      totalEarned: 900,
      bountyEarned: 900,
      challengeEarned: 0,
    },
  }),
  ...over,
});

function renderManager(url: string) {
  setSession({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userId: ME.id, role: 'user' });
  const router = createMemoryRouter([{ path: 'streamManager/:handle', element: <StreamManagerPage /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Stream Manager', () => {
  it('shows my stream status, bounties aimed at me by state, my submissions with their outcome, and earnings', async () => {
    const api = mockApi(routes());
    const { user } = renderManager(`/streamManager/@${ME.sc_username}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stream Manager' })).toBeInTheDocument();
    expect(await screen.findByText(/LIVE · 15\.4k viewers/)).toBeInTheDocument();
    const submissions = await screen.findByRole('table', { name: 'My Submissions' });
    expect(within(submissions).getByText('Completed')).toBeInTheDocument();
    expect(within(submissions).getByText('In Review')).toBeInTheDocument();
    expect(within(submissions).getByText('Failed')).toBeInTheDocument();
    const mine = api.called('GET /users/submissions')[0]!.query;
    expect([mine.get('userId'), mine.get('status'), mine.get('sortBy')]).toEqual([ME.id, 'all', 'createdAt']);
    expect(await screen.findByRole('table', { name: 'Earnings' })).toHaveTextContent('Bounty 1');
    expect(screen.getByText('No available bounties for you.')).toBeInTheDocument();
    expect(api.called('POST /bounty/list')[0]?.body).toEqual({ queryFilter: { private: true, status: 'available' } });
    await user.click(screen.getByRole('tab', { name: 'In Review' }));
    expect(await screen.findByText('No in review bounties for you.')).toBeInTheDocument();
    expect(api.called('POST /bounty/list').at(-1)?.body).toEqual({
      queryFilter: { private: true, status: 'submitted' },
    });
  });

  it("leads another name's manager to my own", async () => {
    mockApi(routes());
    const { router } = renderManager('/streamManager/@someone_else');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/streamManager/@${ME.sc_username}`));
  });
});
