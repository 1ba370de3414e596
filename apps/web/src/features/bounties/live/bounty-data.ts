import type { InfiniteData } from '@tanstack/react-query';
import type { Bounty, BountyPage } from '../types';

/*
 * The shapes bounty data takes in the query cache: a bounty (detail), an array (daily), a page of a list, or the
 * pages of a load-more list. Every helper returns the same reference when nothing changed, so unchanged queries
 * do not re-render.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
export const isBounty = (v: unknown): v is Bounty => isObj(v) && 'id' in v && 'duration_end_time' in v;
export const isPage = (v: unknown): v is BountyPage => isObj(v) && Array.isArray(v.data);
export const isInfinite = (v: unknown): v is InfiniteData<BountyPage> => isObj(v) && Array.isArray(v.pages);

function mapArray(list: Bounty[], fn: (b: Bounty) => Bounty | null): Bounty[] {
  let changed = false;
  const next: Bounty[] = [];
  for (const b of list) {
    const out = isBounty(b) ? fn(b) : b;
    if (out !== b) changed = true;
    if (out) next.push(out);
  }
  return changed ? next : list;
}

function mapPage(page: BountyPage, fn: (b: Bounty) => Bounty | null): BountyPage {
  const data = mapArray(page.data, fn);
  if (data === page.data) return page;
  const removed = page.data.length - data.length;
  return removed > 0 ? { ...page, data, totalRecords: Math.max(0, page.totalRecords - removed) } : { ...page, data };
}

/** Applies `fn` to every bounty of any cached shape; `fn` returning null removes that bounty. */
export function mapBounties<T>(data: T, fn: (b: Bounty) => Bounty | null): T {
  if (Array.isArray(data)) return mapArray(data, fn) as T;
  if (isInfinite(data)) {
    const pages = data.pages.map((p) => (isPage(p) ? mapPage(p, fn) : p));
    return pages.some((p, i) => p !== data.pages[i]) ? ({ ...data, pages } as T) : data;
  }
  if (isPage(data)) return mapPage(data, fn) as T;
  if (isBounty(data)) return (fn(data) ?? data) as T;
  return data;
}

/** Patches the bounty with this id wherever it is. */
export const patchBounty = <T>(data: T, id: number, patch: (b: Bounty) => Bounty) =>
  mapBounties(data, (b) => (b.id === id ? patch(b) : b));

/** Removes the bounty with this id from arrays and pages (a detail is left to its refetch). */
export const removeBounty = <T>(data: T, id: number) => mapBounties(data, (b) => (b.id === id ? null : b));

export function containsBounty(data: unknown, id: number): boolean {
  let found = false;
  mapBounties(data, (b) => {
    if (b.id === id) found = true;
    return b;
  });
  return found;
}
