import { vi } from 'vitest';
import { type Answer, type Recorded, routeTable, stubFetch } from '../../../test/stub-fetch';

export type { Recorded };

// biome-ignore lint/suspicious/noExplicitAny: test routes destructure the JSON body they expect
type Handler = (body: any) => Answer;
export type Route = Answer | Handler;

/** The server offers every sign-in provider unless a test says otherwise. */
const allProviders: Answer = { status: 200, body: { status: 200, data: ['twitch', 'kick', 'google', 'discord'] } };

/** Stubs fetch with answers per "METHOD /path" (under /v1); records every call. Unknown calls answer 404. */
export const mockApi = (routes: Record<string, Route>) =>
  stubFetch(routeTable({ 'GET /auth/oauth-providers': allProviders, ...routes }, (route: Handler, r) => route(r.body)));

/** fetch rejecting like a browser without network. */
export function mockNetworkDown() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}
