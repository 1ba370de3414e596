import type { ChallengeActivityView, Page } from '@crowns/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import { challengeKeys } from '../query-keys';

const ACTIVITY_PAGE = 10;

/** GET /challenge/activity (everyone's) or /challenge/activity/profile/{userId} → challenge: a page, newest first. */
export const fetchChallengeActivity = (userId: number | undefined, page: number) =>
  api<{ challenge: Page<ChallengeActivityView> }>(
    `/challenge/activity${userId ? `/profile/${userId}` : ''}?${toQueryString({ page, limit: ACTIVITY_PAGE })}`,
  ).then((r) => r.challenge);

export const challengeActivityQuery = (userId?: number) =>
  infiniteQueryOptions({
    queryKey: challengeKeys.activity({ userId: userId ?? null }),
    queryFn: ({ pageParam }) => fetchChallengeActivity(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });

/** 'See more' loads the next 10. */
export const useChallengeActivity = (userId?: number) => useInfiniteQuery(challengeActivityQuery(userId));
