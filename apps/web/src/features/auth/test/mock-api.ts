import { vi } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: test routes destructure the JSON body they expect
export type Route = { status: number; body: unknown } | ((body: any) => { status: number; body: unknown });
export type Recorded = { method: string; path: string; body: unknown; headers: Record<string, string> };

/** Stubs fetch with answers per "METHOD /path" (under /v1); records every call. Unknown calls answer 404. */
export function mockApi(routes: Record<string, Route>) {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/v1/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: init.headers as Record<string, string> });
    const route = routes[`${method} ${path}`];
    const answer =
      typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { message: 'Not found.' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** fetch rejecting like a browser without network. */
export function mockNetworkDown() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}
