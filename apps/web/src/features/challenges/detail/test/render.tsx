import type { ChallengeDetail, ChallengeResponseView } from '@crowns/contracts';
import { act } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { ME } from '../../../../app/test-utils';
import { configureApi } from '../../../../lib/api';
import { installAppActions } from '../../../../lib/app-actions';
import { fakeClient } from '../../../../lib/realtime/test/fake-socket';
import { startSocket } from '../../../../lib/socket';
import { renderApp, signInAs } from '../../../../test/render-app';
import { type Answer, routeTable, stubFetch } from '../../../../test/stub-fetch';
import { ChallengeDetailPage } from '../challenge-detail-page';
import { preloadParticipateDialog } from '../challenge-view';
import { pageOf } from './fixtures';

// The Participate dialog loads its code when it first opens; the tests open it with the code already there.
beforeAll(async () => {
  await preloadParticipateDialog();
});

export type Route = Answer | ((body: unknown, query: URLSearchParams) => Answer);
export const ok = (body: Record<string, unknown> = {}): Answer => ({ status: 200, body: { status: 200, ...body } });
export const fail = (status: number, message: string): Answer => ({ status, body: { status, code: 'ERR', message } });

type Options = {
  challenge: ChallengeDetail;
  responses?: ChallengeResponseView[];
  routes?: Record<string, Route>;
  /** The signed-in user's id; null renders for a visitor. */
  userId?: string | null;
  url?: string;
};

/**
 * Renders the challenge page in a fresh query client and router with a toaster and a fake socket (the server side of
 * the challenge's room), the API stubbed per "METHOD /path".
 */
export async function renderChallenge({ challenge, responses = [], routes = {}, userId = '7', url }: Options) {
  signInAs(userId);
  const openLogin = vi.fn();
  installAppActions({ openLogin, openPurchase: vi.fn() });
  configureApi({ load: vi.fn(), navigate: vi.fn(), reload: vi.fn() });
  const id = challenge.id;
  const api = stubFetch(
    routeTable<(body: unknown, query: URLSearchParams) => Answer>(
      {
        'POST /config/': ok({ data: { cc_per_usd: 100 } }),
        'GET /users/me': ok({ user: { ...ME, id: userId ?? ME.id } }),
        [`GET /challenge/${id}`]: ok({ challenge }),
        [`POST /challenge/view/${id}`]: ok({ msg: 'Viewed', counted: true, views: challenge.views + 1 }),
        [`GET /challenge/response/${id}`]: ok({ response: pageOf(responses) }),
        [`GET /challenge/${id}/leader-board`]: ok({ data: pageOf(responses) }),
        ...routes,
      },
      (route, r) => route(r.body, r.query),
    ),
  );
  const socket = fakeClient();
  await startSocket({ auth: null, onUnauthorized: async () => undefined, load: socket.load });
  const view = renderApp({
    routes: [
      { path: '/challenges/:id', element: <ChallengeDetailPage /> },
      { path: '/challenges/:slug/:id', element: <ChallengeDetailPage /> },
    ],
    url: url ?? `/challenges/juggle-five-lemons/${id}`,
  });
  const server = socket.sockets[0]!;
  act(() => server.fire('connect'));
  /** The server emits an event to the page. */
  const emit = (name: string, payload: unknown) => act(() => server.serverEmit(name, payload));
  return { ...view, api, openLogin, server, emit };
}
