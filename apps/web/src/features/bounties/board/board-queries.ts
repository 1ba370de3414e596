import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../../../lib/categories';
import { preloadCoverThumb } from '../../../lib/preload-cover';
import { dailyBountiesQuery } from '../api/daily-bounties';
import { bountyListQuery } from '../api/list-bounties';
import { topCompletedQuery } from '../api/top-completed';
import type { Bounty, BountyListParams } from '../types';

/** Most-wanted page size (spec 02 §9): 8, or 7 on the first page of Available where the create card takes a slot. */
export const GRID_PAGE = 8;

/** The most-wanted grid as the board opens: Available, by reward (spec 02 §2). */
export const GRID_START: Omit<BountyListParams, 'page' | 'limit'> = {
  sortBy: 'amount',
  sortOrder: 'desc',
  queryFilter: { status: 'available' },
};

/** Spec 02 §7/§9: popular, page 1, limit 5. */
export const POPULAR_PARAMS: BountyListParams = {
  sortBy: 'popular',
  sortOrder: 'desc',
  page: 1,
  limit: 5,
  queryFilter: { status: 'available' },
};

const preloadCovers = (bounties: Bounty[] | undefined) => {
  for (const bounty of bounties ?? []) preloadCoverThumb(bounty.image_url);
};

/**
 * Starts every call the board makes as it opens, from the router (its loader), so the data loads while the board's
 * code does rather than after it. The board's components ask for the same queries and find them under way.
 * The daily cards' and the Top Completed strip's thumbnails, which the board shows first (its largest paint on a
 * phone is one of them), download as soon as their lists answer, while the board's code may still be loading.
 */
export function prefetchBoard(client: QueryClient) {
  const daily = dailyBountiesQuery();
  const completed = topCompletedQuery();
  void client.prefetchQuery(daily).then(() => preloadCovers(client.getQueryData(daily.queryKey)));
  void client.prefetchQuery(completed).then(() => preloadCovers(client.getQueryData(completed.queryKey)?.data));
  void client.prefetchQuery(bountyListQuery(POPULAR_PARAMS));
  void client.prefetchQuery(bountyListQuery({ ...GRID_START, page: 1, limit: GRID_PAGE }));
  void client.prefetchQuery(categoriesQuery());
}
