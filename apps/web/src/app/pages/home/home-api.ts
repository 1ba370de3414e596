import { LIMITS } from '@crowns/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type LiveStreamer, normalizeStreamer, topLive } from '../../../lib/realtime/live-streamers';

export type Category = { id?: string | number; name: string; icon?: string | null; active_icon?: string | null };
/** A list may arrive bare or wrapped (`data`, `categories`). */
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

type TopStreamersAnswer = { user?: { data?: unknown[] } };

/** Live Now: the first page of GET /users/top-streamers (under `user.data`), its live streamers, top 10 by followers. */
export const liveStreamersQuery = queryOptions({
  queryKey: ['top-streamers', 'live'],
  queryFn: () =>
    api<TopStreamersAnswer>(`/users/top-streamers/?limit=${LIMITS.topStreamersPage}&page=1`)
      .then((r) => topLive((r.user?.data ?? []).map(normalizeStreamer).filter((s): s is LiveStreamer => s !== null)))
      .catch(() => [] as LiveStreamer[]),
  staleTime: 60_000,
});
