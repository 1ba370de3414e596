import { type Answer, type Recorded, routeTable, stubFetch } from '../../../test/stub-fetch';

export type { Answer, Recorded };
export type Route = Answer | ((req: Recorded) => Answer);

/** Stubs fetch with answers per "METHOD /path" (under /v1, query string kept in `query`); unknown calls answer 404. */
export const mockApi = (routes: Record<string, Route>) =>
  stubFetch(routeTable(routes, (route: (req: Recorded) => Answer, r) => route(r)));

export const page = <T>(data: T[], totalRecords = data.length, currentPage = 1, limit = 20) => ({
  data,
  currentPage,
  totalPages: Math.ceil(totalRecords / limit),
  totalRecords,
});
