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

/** Stubs fetch with answers per "METHOD /path" (under /v1, query string ignored for matching); records every call. */
export function mockApi(routes: Record<string, Route>) {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://test');
    const path = url.pathname.replace(/^\/v1/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: url.searchParams, body, headers: init.headers as Record<string, string> });
    const route = routes[`${method} ${path}`];
    const answer =
      typeof route === 'function'
        ? route(body, url.searchParams)
        : (route ?? { status: 404, body: { message: 'Not found.' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { status: 200, data, ...extra },
});

export const fail = (status: number, message: string): Answer => ({ status, body: { status, code: 'ERR', message } });

export const config = (values: Record<string, unknown> = {}) =>
  ok({ cc_per_usd: 100, purchase_threshold: 5, purchase_flag: true, ...values });

export const wallet = (balance: number, rate = 100) =>
  ok({ balance, ccAmount: balance, clash_coin: balance, usd: balance / rate, cc_per_usd: rate });

export const emptyPage = ok({ data: [], currentPage: 1, totalPages: 0, totalRecords: 0 });
