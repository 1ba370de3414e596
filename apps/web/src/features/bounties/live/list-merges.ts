import type { InfiniteData } from '@tanstack/react-query';
import type { Bounty, BountyListParams, BountyPage } from '../types';
import { isInfinite, isPage } from './bounty-data';
import { compareFor, matchesFilter } from './list-rules';

export type ListContext = { viewerId: string | null; now: number };

/** What to do with one cached list: its new data, and whether it must be refetched instead. */
export type ListChange<T> = { data: T; refetch: boolean };

/**
 * Puts `bounty` into a first page: replaces an older copy (at-least-once delivery) or counts it as new, re-sorts by the
 * list's sort and trims to the page's limit, so the all-list keeps 10, popular 5 and most-wanted its page size.
 */
export function insertIntoPage(page: BountyPage, bounty: Bounty, params: Partial<BountyListParams>): BountyPage {
  const others = page.data.filter((b) => b.id !== bounty.id);
  const isNew = others.length === page.data.length;
  const limit = params.limit ?? Math.max(page.data.length, 1);
  const data = [...others, bounty].sort(compareFor(params.sortBy, params.sortOrder)).slice(0, limit);
  const totalRecords = page.totalRecords + (isNew ? 1 : 0);
  return { ...page, data, totalRecords, totalPages: Math.ceil(totalRecords / limit) };
}

/**
 * bountyCreated for one cached list (spec 02 §4). A list whose filter does not take the bounty is left alone. A first
 * page takes it in place; a later page, or a load-more list showing several pages, would shift by one item, so it is
 * refetched instead.
 */
export function listWithCreated<T>(data: T, params: Partial<BountyListParams>, bounty: Bounty, ctx: ListContext) {
  const unchanged: ListChange<T> = { data, refetch: false };
  if (!matchesFilter(bounty, params.queryFilter ?? {}, ctx.viewerId, ctx.now)) return unchanged;
  if (isInfinite(data)) {
    const [first] = (data as InfiniteData<BountyPage>).pages;
    if (data.pages.length !== 1 || !isPage(first)) return { data, refetch: true };
    return { data: { ...data, pages: [insertIntoPage(first, bounty, params)] } as T, refetch: false };
  }
  if (!isPage(data)) return unchanged;
  if ((params.page ?? 1) !== 1) return { data, refetch: true };
  return { data: insertIntoPage(data, bounty, params) as T, refetch: false };
}

/** After a bounty changed in place, its page is put back in the list's order (e.g. popular after an ante). */
export function resortPage<T>(data: T, params: Partial<BountyListParams>): T {
  const sort = (page: BountyPage) => {
    const data = [...page.data].sort(compareFor(params.sortBy, params.sortOrder));
    return data.every((b, i) => b === page.data[i]) ? page : { ...page, data };
  };
  if (isInfinite(data)) {
    const pages = data.pages.map((p) => (isPage(p) ? sort(p) : p));
    return pages.some((p, i) => p !== data.pages[i]) ? ({ ...data, pages } as T) : data;
  }
  return isPage(data) ? (sort(data) as T) : data;
}
