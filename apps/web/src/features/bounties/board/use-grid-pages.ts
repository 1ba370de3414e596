import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { bountyListQuery } from '../api/list-bounties';
import type { Bounty, BountyListParams } from '../types';
import { GRID_PAGE } from './board-queries';

/**
 * The load-more grid. Pages are fetched 8 at a time (each page its own `bountyKeys.list` entry, so live updates
 * reach them); with a reserved first slot one fetched bounty is held back, so page 1 shows 7 and nothing is skipped.
 * A change of filters starts again at page 1.
 */
export function useGridPages(base: Omit<BountyListParams, 'page' | 'limit'>, reserveSlot: boolean) {
  const key = JSON.stringify(base);
  const [state, setState] = useState({ key, pages: 1 });
  const pages = state.key === key ? state.pages : 1;
  if (state.key !== key) setState({ key, pages: 1 });

  const results = useQueries({
    queries: Array.from({ length: pages }, (_, i) => bountyListQuery({ ...base, page: i + 1, limit: GRID_PAGE })),
  });
  const first = results[0]!;
  const seen = new Set<number>();
  const loaded: Bounty[] = [];
  for (const r of results)
    for (const b of r.data?.data ?? []) {
      if (seen.has(b.id)) continue;
      seen.add(b.id);
      loaded.push(b);
    }
  const visible = pages * GRID_PAGE - (reserveSlot ? 1 : 0);
  const total = first.data?.totalRecords ?? 0;
  return {
    items: loaded.slice(0, visible),
    total,
    hasMore: visible < total,
    isPending: first.isPending,
    isError: first.isError,
    error: first.error,
    /** Page 1 still shows the previous filter's bounties while the new ones load. */
    isStale: first.isPlaceholderData,
    isLoadingMore: results.slice(1).some((r) => r.isFetching && !r.data),
    refetch: () => Promise.all(results.map((r) => r.refetch())),
    seeMore: () => setState({ key, pages: pages + 1 }),
  };
}
