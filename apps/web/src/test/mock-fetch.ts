import { vi } from 'vitest';

export type Answer = { status: number; body: unknown };
export type Call = { method: string; path: string; query: URLSearchParams; json: unknown; form: FormData | null };
type Route = Answer | ((call: Call) => Answer | Promise<Answer>);

/**
 * Stubs fetch for the API under /v1: answers per "METHOD /path" (query string ignored for matching), records every
 * call with its JSON or multipart body. Unknown routes answer 404.
 */
export function mockFetch(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://test');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/v1/, ''),
        query: url.searchParams,
        json: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        form: init.body instanceof FormData ? init.body : null,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer =
        typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { message: 'Not found.' } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const ok = (body: Record<string, unknown>): Answer => ({ status: 200, body: { status: 200, ...body } });
export const fail = (status: number, message: string): Answer => ({
  status,
  body: { status, code: status, message, msg: message },
});
