import { type Answer, type Recorded, routeTable, stubFetch } from '../../../test/stub-fetch';

export type { Recorded };
export type Route = Answer | ((body: unknown, query: URLSearchParams) => Answer);

/** Stubs fetch with answers per "METHOD /path" (under /v1, query string ignored for matching); records every call. */
export const mockApi = (routes: Record<string, Route>) =>
  stubFetch(
    routeTable(routes, (route: (body: unknown, query: URLSearchParams) => Answer, r) => route(r.body, r.query)),
  );

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { status: 200, data, ...extra },
});

export const fail = (status: number, message: string): Answer => ({ status, body: { status, code: 'ERR', message } });

export const config = (values: Record<string, unknown> = {}) =>
  ok({ cc_per_usd: 100, purchase_threshold: 5, purchase_flag: true, ...values });

export const wallet = (balance: number, rate = 100, withdrawable = 0) =>
  ok({
    balance,
    ccAmount: balance,
    clash_coin: balance,
    usd: balance / rate,
    cc_per_usd: rate,
    withdrawable,
    withdrawableUsd: withdrawable / rate,
  });

export const emptyPage = ok({ data: [], currentPage: 1, totalPages: 0, totalRecords: 0 });
