import { LIMITS } from '@crowns/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type FollowedStreamer = {
  id: string;
  sc_username: string;
  image_url: string | null;
  is_streaming: boolean;
  streamDetails?: { platform?: string; display_name?: string; is_live?: boolean; viewer_count?: number } | null;
};

type Page = { items: FollowedStreamer[]; hasMore: boolean; page: number };

type Answer = {
  followerList?: {
    data?: Array<Record<string, unknown>>;
    hasMore?: boolean;
    currentPage?: number;
    totalPages?: number;
  };
};

// A followership row may carry the streamer itself or nest it under `following`.
const toStreamer = (row: Record<string, unknown>): FollowedStreamer | null => {
  const s = (row.following ?? row.user ?? row) as Partial<FollowedStreamer>;
  if (!s || s.id === undefined || !s.sc_username) return null;
  return {
    id: String(s.id),
    sc_username: s.sc_username,
    image_url: s.image_url ?? null,
    is_streaming: Boolean(s.is_streaming),
    streamDetails: s.streamDetails ?? null,
  };
};

async function fetchPage(userId: string, page: number): Promise<Page> {
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

/** GET /followership/followings/{userId}?page&limit=5 — the side menu's followed streamers. */
export const followedStreamersQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['followings', userId],
    queryFn: ({ pageParam }) => fetchPage(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
