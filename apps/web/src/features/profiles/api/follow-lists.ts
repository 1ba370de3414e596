import { type FollowListItem, LIMITS } from '@crowns/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../query-keys';

type ListPage = { data: FollowListItem[]; currentPage: number; totalPages: number; hasMore?: boolean };

const fetchList = (path: string, page: number, limit: number) =>
  api<{ followerList: ListPage }>(`${path}?page=${page}&limit=${limit}`).then((r) => r.followerList);

const nextPage = (last: ListPage) =>
  (last.hasMore ?? last.currentPage < last.totalPages) ? last.currentPage + 1 : undefined;

/** GET /followership/followers/{id}?page&limit=10: newest followers first, Load More. */
export const useFollowers = (userId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: profileKeys.followers(userId),
    queryFn: ({ pageParam }) => fetchList(`/followership/followers/${userId}`, pageParam, LIMITS.followersPage),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });

/** GET /followership/followings/{userId}?page&limit=5: who they follow (live first), Load More. */
export const useFollowings = (userId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: profileKeys.followings(userId),
    queryFn: ({ pageParam }) =>
      fetchList(`/followership/followings/${userId}`, pageParam, LIMITS.followedStreamersPage),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
