import type { InfiniteData } from '@tanstack/react-query';
import type { ActivityPage, BountyActivityItem } from '../types';

/** An activity item as the server sends it (GET /bounty/activity… items, the bountyActivity payload). */
export type LiveActivityItem = BountyActivityItem & { user_id?: number | null; target_user?: number | null };

const same = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/** Is the item part of this feed (the `feed` of bountyKeys.activity(feed)), by the server's rules? */
export function feedMatches(feed: Record<string, unknown>, item: LiveActivityItem): boolean {
  if ('bountyId' in feed) return same(item.bounty_id, feed.bountyId);
  if ('streamerId' in feed) return same(item.target_user, feed.streamerId) || same(item.user_id, feed.streamerId);
  if (feed.userId !== undefined && !same(item.user_id, feed.userId)) return false;
  if (typeof feed.type === 'string' && feed.type !== 'all' && item.activity_type !== feed.type) return false;
  return true;
}

/**
 * Prepends a new item to a feed's pages, keeping each loaded page at its size: the item pushed off a page becomes the
 * head of the next one, and the one pushed off the last loaded page is fetched again by 'See more'. So the feed never
 * shows an item twice. An item already there (at-least-once delivery) changes nothing.
 */
export function prependActivity(
  data: InfiniteData<ActivityPage> | undefined,
  item: LiveActivityItem,
): InfiniteData<ActivityPage> | undefined {
  if (!data?.pages?.length) return data;
  const all = data.pages.flatMap((p) => p.data ?? []);
  if (all.some((a) => same(a.id, item.id))) return data;
  const queue = [item, ...all];
  const last = data.pages.length - 1;
  const pages = data.pages.map((page, i) => {
    const endOfFeed = i === last && page.currentPage >= page.totalPages;
    const size = endOfFeed ? queue.length : (page.data ?? []).length;
    const next = { ...page, data: queue.splice(0, size) };
    return i === 0 ? { ...next, totalPages: Math.max(next.totalPages, 1) } : next;
  });
  return { ...data, pages };
}
