import { vi } from 'vitest';

type Answer = { status: number; body: unknown };
export type Route = Answer | ((body: unknown, query: URLSearchParams) => Answer);
export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

/** Stubs fetch with answers per "METHOD /path" (under /v1, query ignored for matching) and records every call. */
export function mockApi(routes: Record<string, Route>) {
  const calls: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://test');
      const path = url.pathname.replace(/^\/v1/, '');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({
        method,
        path,
        query: url.searchParams,
        body,
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      const route = routes[`${method} ${path}`];
      const answer =
        typeof route === 'function'
          ? route(body, url.searchParams)
          : (route ?? { status: 404, body: { message: 'Not found.' } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const ok = (body: Record<string, unknown>): Answer => ({ status: 200, body: { status: 200, ...body } });
export const fail = (status: number, message: string): Answer => ({ status, body: { status, code: 'ERR', message } });
/** POST /config/ with cc_per_usd 100, as in the server's seeded config. */
export const config = ok({ data: { cc_per_usd: 100 } });
