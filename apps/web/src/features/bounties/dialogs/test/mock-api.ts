import { type Answer, type Recorded, routeTable, stubFetch } from '../../../../test/stub-fetch';
import type { Bounty } from '../../types';
import { ME } from './fixtures';

export type Route = Answer | ((body: unknown, query: URLSearchParams) => Answer);
export type { Recorded };

export const ok = (body: Record<string, unknown> = {}): Answer => ({ status: 200, body: { status: 200, ...body } });
export const fail = (status: number, message: string): Answer => ({ status, body: { status, code: 'ERR', message } });

const CONFIG = { cc_per_usd: 100, bounty_deletion_fee_percent: 5, transaction_fee_percent: 10 };
const emptyActivity = ok({ bounty: { data: [], currentPage: 1, totalPages: 0 } });

/**
 * Stubs fetch with answers per "METHOD /path" (under /v1; the query string is not matched) and records every call.
 * The bounty, the current user, the config and an empty activity feed answer by default.
 */
export function mockApi(bounty: Bounty | null, routes: Record<string, Route> = {}) {
  const defaults: Record<string, Route> = {
    'POST /config/': ok({ data: CONFIG }),
    'GET /users/me': ok({ user: ME }),
    ...(bounty
      ? { [`GET /bounty/${bounty.id}`]: ok({ bounty }), [`GET /bounty/activity/${bounty.id}`]: emptyActivity }
      : {}),
  };
  return stubFetch(
    routeTable({ ...defaults, ...routes }, (route: (body: unknown, query: URLSearchParams) => Answer, r) =>
      route(r.body, r.query),
    ),
  );
}
