import { vi } from 'vitest';

/** A JSON answer of the stubbed API. */
export type Answer = { status: number; body: unknown };

/** One call the page made: method, path under /v1 (no query string), the query, the JSON body and the headers. */
export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

export const notFound: Answer = { status: 404, body: { message: 'Not found.' } };

/**
 * Replaces global fetch: every call is recorded and answered by `answer` (a 404 when it has none). The features'
 * `mockApi` helpers build their route tables on this.
 */
export function stubFetch(answer: (req: Recorded) => Answer | undefined) {
  const calls: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://test');
      const req: Recorded = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/v1/, ''),
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(req);
      const a = answer(req) ?? notFound;
      return new Response(JSON.stringify(a.body), {
        status: a.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** Answers from a "METHOD /path" table; a function route computes its answer from the call. */
export function routeTable<R>(routes: Record<string, Answer | R>, run: (route: R, req: Recorded) => Answer) {
  return (req: Recorded) => {
    const route = routes[`${req.method} ${req.path}`];
    return typeof route === 'function' ? run(route as R, req) : (route as Answer | undefined);
  };
}
