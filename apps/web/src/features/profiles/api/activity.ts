import { LIMITS, type ProfileActivityItem } from '@crowns/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import { profileKeys } from '../query-keys';

export type { ProfileActivityItem };

type ActivityPage = { data: ProfileActivityItem[]; currentPage: number; totalPages: number };

/** GET /users/activity?page&limit=20&username → data, currentPage, totalPages; 'See more' loads the next page. */
export const useProfileActivity = (username: string) =>
  useInfiniteQuery({
    queryKey: profileKeys.activity(username),
    queryFn: ({ pageParam }) =>
      api<ActivityPage>(`/users/activity?${toQueryString({ page: pageParam, limit: LIMITS.activityPage, username })}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
