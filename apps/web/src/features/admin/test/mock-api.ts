import { vi } from 'vitest';

export type Answer = { status: number; body: unknown };
export type Route = Answer | ((req: Recorded) => Answer);
export type Recorded = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * Stubs fetch with answers per "METHOD /path" (under /v1, query string ignored for matching, kept in `query`).
 * Records every call; unknown calls answer 404.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const req: Recorded = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/v1/, ''),
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(req);
      const route = routes[`${req.method} ${req.path}`];
      const answer =
        typeof route === 'function' ? route(req) : (route ?? { status: 404, body: { message: 'Not found.' } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const page = <T>(data: T[], totalRecords = data.length, currentPage = 1, limit = 20) => ({
  data,
  currentPage,
  totalPages: Math.ceil(totalRecords / limit),
  totalRecords,
});
