import type { Me } from '@crowns/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { setSession } from '../lib/session';

export const ME: Me = {
  id: '7',
  email: 'nova@example.com',
  sc_username: 'nova_plays',
  image_url: null,
  isVerified: true,
  role: 'user',
  walletBalance: 1250,
  acceptedBounties: 0,
  bountyStats: { totalBountiesAccepted: 0, completedBounties: 0, failedBounties: 0, winRate: 0, totalWinAmount: 0 },
  upload_yt: false,
  upload_tiktok: false,
  bio: null,
  suspended: false,
};

/** Writes the session keys to localStorage (accessToken, idToken, refreshToken, userId, usersRole). */
export function seedSession(role: Me['role'] = 'user') {
  setSession({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userId: ME.id, role });
}

type Handler = (url: string, init?: RequestInit) => unknown;

/** Replaces global fetch: each API path prefix answers JSON from its handler; anything else is a 404. */
export function mockApi(routes: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = Object.keys(routes)
      .filter((prefix) => url.startsWith(`/v1${prefix}`))
      .sort((a, b) => b.length - a.length)[0];
    if (key === undefined) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const handler = routes[key];
    const body = typeof handler === 'function' ? (handler as Handler)(url, init) : handler;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders `routes` (or the routes made for this test's query client, as the app's) at `path`; queries never retry
 * and are stale at once unless `staleTime` says otherwise.
 */
export function renderRoutes(
  routes: RouteObject[] | ((client: QueryClient) => RouteObject[]),
  path = '/',
  { staleTime = 0 } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(client) : routes, { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router };
}
