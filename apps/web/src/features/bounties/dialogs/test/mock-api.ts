import { vi } from 'vitest';
import type { Bounty } from '../../types';
import { ME } from './fixtures';

type Answer = { status: number; body: unknown };
export type Route = Answer | ((body: unknown, query: URLSearchParams) => Answer);
export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

export const ok = (body: Record<string, unknown> = {}): Answer => ({ status: 200, body: { status: 200, ...body } });
export const fail = (status: number, message: string): Answer => ({ status, body: { status, code: 'ERR', message } });

const CONFIG = { cc_per_usd: 100, bounty_deletion_fee_percent: 5, transaction_fee_percent: 10 };
const emptyActivity = ok({ bounty: { data: [], currentPage: 1, totalPages: 0 } });

/**
 * Stubs fetch with answers per "METHOD /path" (under /v1; the query string is not matched) and records every call.
 * The bounty, the current user, the config and an empty activity feed answer by default.
 */
export function mockApi(bounty: Bounty | null, routes: Record<string, Route> = {}) {
  const calls: Recorded[] = [];
  const defaults: Record<string, Route> = {
    'POST /config/': ok({ data: CONFIG }),
    'GET /users/me': ok({ user: ME }),
    ...(bounty
      ? { [`GET /bounty/${bounty.id}`]: ok({ bounty }), [`GET /bounty/activity/${bounty.id}`]: emptyActivity }
      : {}),
  };
  const all = { ...defaults, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://test');
    const path = url.pathname.replace(/^\/v1/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: url.searchParams, body, headers: init.headers as Record<string, string> });
    const route = all[`${method} ${path}`];
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
