import type { UserSubmission } from '@crowns/contracts';
import { LIMITS } from '@crowns/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LIST_QUERY_OPTIONS } from '../../../lib/list-query';
import { toQueryString } from '../../../lib/query-string';
import { profileKeys } from '../query-keys';

export type { UserSubmission };

export type SubmissionPage = { data: UserSubmission[]; currentPage: number; totalPages: number; totalRecords: number };
export type SubmissionParams = {
  page: number;
  limit: number;
  sortBy?: 'views' | 'createdAt' | '-createdAt' | 'rating';
  /** Only the user themself sees other states than completed (the stream manager). */
  status?: 'completed' | 'submitted' | 'failed' | 'all';
};

/** GET /users/submissions?userId&limit=3|12&filterBy=bountyClaims&page&sortBy=views → submissions{data,…}. */
export const fetchSubmissions = (userId: string, p: SubmissionParams) =>
  api<{ submissions: SubmissionPage }>(
    `/users/submissions?${toQueryString({ userId, limit: p.limit, filterBy: 'bountyClaims', page: p.page, sortBy: p.sortBy ?? 'views', status: p.status })}`,
  ).then((r) => r.submissions);

export const useSubmissions = (userId: string, params: SubmissionParams, enabled = true) =>
  useQuery({
    queryKey: profileKeys.videos(userId, params),
    queryFn: () => fetchSubmissions(userId, params),
    enabled,
    ...LIST_QUERY_OPTIONS,
  });

/** Pages of 12 by views, See more loads the next (spec 01 §2 "Videos"). */
export const useSubmissionPages = (userId: string, sortBy: SubmissionParams['sortBy'] = 'views') =>
  useInfiniteQuery({
    queryKey: profileKeys.videos(userId, { pages: LIMITS.profileVideosPage, sortBy }),
    queryFn: ({ pageParam }) => fetchSubmissions(userId, { page: pageParam, limit: LIMITS.profileVideosPage, sortBy }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
