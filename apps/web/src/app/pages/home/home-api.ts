import { LIMITS } from '@crowns/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Category = { id?: string | number; name: string; icon?: string | null; active_icon?: string | null };
export type LiveStreamer = {
  id: string | number;
  sc_username: string;
  image_url?: string | null;
  is_streaming?: boolean;
  streamDetails?: {
    platform?: string;
    display_name?: string;
    viewer_count?: number;
    thumbnail_url?: string | null;
  } | null;
};

/** Lists may arrive bare or wrapped (`data`, `categories`, `streamers`, `users`). */
function listOf<T>(answer: unknown, keys: string[]): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (answer && typeof answer === 'object') {
    for (const key of keys) {
      const value = (answer as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
      if (value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data))
        return (value as { data: T[] }).data;
    }
  }
  return [];
}

/** GET /utils/categories. A failure is an empty list, and the home page then leaves the strip out. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () =>
    api('/utils/categories')
      .then((r) => listOf<Category>(r, ['data', 'categories']).filter((c) => c && typeof c.name === 'string'))
      .catch(() => [] as Category[]),
  staleTime: 10 * 60_000,
});

/** The first page of GET /users/top-streamers, keeping only those live now. */
export const liveStreamersQuery = queryOptions({
  queryKey: ['top-streamers', 'live'],
  queryFn: () =>
    api(`/users/top-streamers/?limit=${LIMITS.topStreamersPage}&page=1`)
      .then((r) => listOf<LiveStreamer>(r, ['data', 'streamers', 'users']).filter((s) => s?.is_streaming))
      .catch(() => [] as LiveStreamer[]),
  staleTime: 60_000,
});
