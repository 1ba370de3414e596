import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../../../lib/categories';
import { dailyBountiesQuery } from '../api/daily-bounties';
import { bountyListQuery } from '../api/list-bounties';
import { topCompletedQuery } from '../api/top-completed';
import type { BountyListParams } from '../types';

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

/**
 * Starts every call the board makes as it opens, from the router (its loader), so the data loads while the board's
 * code does rather than after it. The board's components ask for the same queries and find them under way.
 */
export function prefetchBoard(client: QueryClient) {
  void client.prefetchQuery(dailyBountiesQuery());
  void client.prefetchQuery(topCompletedQuery());
  void client.prefetchQuery(bountyListQuery(POPULAR_PARAMS));
  void client.prefetchQuery(bountyListQuery({ ...GRID_START, page: 1, limit: GRID_PAGE }));
  void client.prefetchQuery(categoriesQuery());
}
