import { type Answer, type Recorded, routeTable, stubFetch } from './stub-fetch';

export type { Recorded };
export type Route = Answer | ((body: unknown, query: URLSearchParams) => Answer);

/** Stubs fetch with answers per "METHOD /path" (under /v1, query string ignored for matching); records every call. */
export const mockApi = (routes: Record<string, Route>) =>
  stubFetch(
    routeTable(routes, (route: (body: unknown, query: URLSearchParams) => Answer, r) => route(r.body, r.query)),
  );

export const ok = (body: Record<string, unknown>): Answer => ({ status: 200, body: { status: 200, ...body } });
export const fail = (status: number, message: string): Answer => ({ status, body: { status, code: 'ERR', message } });
/** POST /config/ with cc_per_usd 100, as in the server's seeded config. */
export const config = ok({ data: { cc_per_usd: 100 } });
