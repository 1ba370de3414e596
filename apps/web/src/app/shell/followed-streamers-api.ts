import { LIMITS } from '@crowns/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { FOLLOWINGS_KEY } from '../../lib/follow';
import { type LiveStreamer, normalizeStreamer } from '../../lib/realtime/live-streamers';

export type FollowedStreamer = LiveStreamer;

export type FollowedPage = { items: FollowedStreamer[]; hasMore: boolean; page: number };

type Answer = {
  followerList?: {
    data?: Array<Record<string, unknown>>;
    hasMore?: boolean;
    currentPage?: number;
    totalPages?: number;
  };
};

// A followership row may carry the streamer itself or nest it under `following`.
const toStreamer = (row: Record<string, unknown>) => normalizeStreamer(row.following ?? row.user ?? row);

async function fetchPage(userId: string, page: number): Promise<FollowedPage> {
  const limit = LIMITS.followedStreamersPage;
  try {
    const { followerList } = await api<Answer>(`/followership/followings/${userId}?page=${page}&limit=${limit}`);
    const items = (followerList?.data ?? []).map(toStreamer).filter((s): s is FollowedStreamer => s !== null);
    const hasMore =
      followerList?.hasMore ??
      (followerList?.totalPages !== undefined ? page < followerList.totalPages : items.length === limit);
    return { items, hasMore, page };
  } catch {
    // Spec 01 §8: failed list fetches give empty lists.
    return { items: [], hasMore: false, page };
  }
}

/** Every followed-streamers query lives under this key (the streamer events patch them, a follow refetches them). */
export { FOLLOWINGS_KEY };

/** GET /followership/followings/{userId}?page&limit=5 — the side menu's followed streamers. */
export const followedStreamersQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...FOLLOWINGS_KEY, userId],
    queryFn: ({ pageParam }) => fetchPage(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
