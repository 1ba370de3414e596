import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';
import type { ActivityPage } from '../types';
import { toQueryString } from './list-bounties';

/** Which activity feed: one bounty's, a streamer's, or the general feed filtered by type (spec 02 §7). */
export type ActivityFeed =
  | { bountyId: number }
  | { streamerId: number }
  | { userId?: number; type?: string; filter?: string };

const ACTIVITY_PAGE = 10;

function path(feed: ActivityFeed, page: number) {
  if ('bountyId' in feed) return `/bounty/activity/${feed.bountyId}?${toQueryString({ page, limit: ACTIVITY_PAGE })}`;
  if ('streamerId' in feed)
    return `/bounty/activity/?${toQueryString({ streamerId: feed.streamerId, page, filter: 'feed', limit: ACTIVITY_PAGE })}`;
  return `/bounty/activity?${toQueryString({ ...feed, page, limit: ACTIVITY_PAGE })}`;
}

/** GET /bounty/activity… → bounty{data,totalPages,currentPage}; 'See more' loads the next page. */
export const fetchActivity = (feed: ActivityFeed, page: number) =>
  api<{ bounty: ActivityPage }>(path(feed, page)).then((r) => r.bounty);

export const activityQuery = (feed: ActivityFeed) =>
  infiniteQueryOptions({
    queryKey: bountyKeys.activity(feed),
    queryFn: ({ pageParam }) => fetchActivity(feed, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });

export const useActivity = (feed: ActivityFeed, enabled = true) =>
  useInfiniteQuery({ ...activityQuery(feed), enabled });
