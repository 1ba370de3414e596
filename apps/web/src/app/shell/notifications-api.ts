import { challengePath } from '@crowns/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type NotificationFilter = 'all' | 'bounties' | 'challenges';

/** A notification of GET /notification and of the `new-notification` event (spec 01 §3). */
export type NotificationItem = {
  id: string | number;
  notification_type?: string;
  category?: string;
  title?: string;
  message?: string;
  parent_id?: string | number | null;
  createdAt?: string;
  updatedAt?: string;
  seen?: boolean;
  /** May arrive as a JSON string (spec 01 §3). */
  data?: Record<string, unknown> | string | null;
};

/** Every notification query lives under this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const LIST_LIMIT = 50;

/** GET /notification?filter= reads `msg`, an array; failures are silently an empty list (spec 01 §8). */
export const notificationsQuery = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, filter],
    queryFn: () =>
      api<{ msg?: unknown }>(`/notification?filter=${filter}`)
        .then((r) => (Array.isArray(r.msg) ? (r.msg as NotificationItem[]) : []))
        .catch(() => [] as NotificationItem[]),
    staleTime: 30_000,
  });

/** POST /notification/seen with form body id. */
export const markNotificationSeen = (id: string | number) =>
  api('/notification/seen', { method: 'POST', body: new URLSearchParams({ id: String(id) }) }).catch(() => undefined);

/** The unread dot: any unseen notification (a list without `seen` flags counts when it is non-empty). */
export const hasUnread = (items: NotificationItem[]) =>
  items.some((i) => i.seen === false) || (items.length > 0 && items.every((i) => i.seen === undefined));

/** A new notification on top of the cached lists it belongs to (All and its category), once. */
export function prependNotification(client: QueryClient, item: NotificationItem) {
  const filters: NotificationFilter[] = ['all'];
  if (item.category === 'bounties' || item.category === 'challenges') filters.push(item.category);
  for (const filter of filters)
    client.setQueryData<NotificationItem[]>(notificationsQuery(filter).queryKey, (list) =>
      list && !list.some((n) => String(n.id) === String(item.id)) ? [item, ...list].slice(0, LIST_LIMIT) : list,
    );
}

/** Opening a notification marks it seen in every cached list, then on the server. */
export function openedNotification(client: QueryClient, id: string | number) {
  client.setQueriesData<NotificationItem[]>({ queryKey: NOTIFICATIONS_KEY }, (list) =>
    list?.some((n) => String(n.id) === String(id) && n.seen !== true)
      ? list.map((n) => (String(n.id) === String(id) ? { ...n, seen: true } : n))
      : list,
  );
  return markNotificationSeen(id);
}

export const parseData = (data: NotificationItem['data']): Record<string, unknown> => {
  if (!data) return {};
  if (typeof data !== 'string') return data;
  try {
    const parsed = JSON.parse(data) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const idOf = (value: unknown): string | undefined => {
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id);
  return value === undefined || value === null || typeof value === 'object' ? undefined : String(value);
};

/** The bounty a notification is about, if any. */
export function bountyOf(item: NotificationItem): { id: number; title?: string; image_url?: string | null } | null {
  const bounty = parseData(item.data).bounty;
  const id = Number(idOf(bounty));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { id, ...(typeof bounty === 'object' ? (bounty as { title?: string; image_url?: string | null }) : {}) };
}

/** The challenge a notification is about, if any. */
export function challengeOf(item: NotificationItem): { id: number; title?: string } | null {
  const challenge = parseData(item.data).challenge;
  const id = Number(idOf(challenge));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const title = typeof challenge === 'object' ? (challenge as { title?: unknown }).title : undefined;
  return { id, ...(typeof title === 'string' ? { title } : {}) };
}

/**
 * Where opening a notification leads: the bounty dialog, the challenge (at the response it is about), or the
 * follower's profile.
 */
export function notificationTarget(item: NotificationItem): string | null {
  const data = parseData(item.data);
  const bounty = bountyOf(item);
  if (bounty) return `/?bountyId=${bounty.id}`;
  const challenge = challengeOf(item);
  if (challenge) {
    const response = Number(idOf(data.response));
    const path = challengePath(challenge);
    return Number.isSafeInteger(response) && response > 0 ? `${path}?response=${response}` : path;
  }
  const follower = data.followedBy ?? data.user;
  if (follower && typeof follower === 'object' && 'sc_username' in follower) {
    const name = (follower as { sc_username?: unknown }).sc_username;
    if (typeof name === 'string' && name) return `/@${name}`;
  }
  const followerId = idOf(follower);
  return followerId ? `/profile/${followerId}` : null;
}

/** The person a notification shows (the follower, the actor, or the streamer it is about). */
export function actorOf(item: NotificationItem): { sc_username: string; image_url: string | null } | null {
  const data = parseData(item.data);
  for (const who of [data.followedBy, data.user, data.target_user]) {
    if (who && typeof who === 'object' && typeof (who as { sc_username?: unknown }).sc_username === 'string')
      return who as { sc_username: string; image_url: string | null };
  }
  return null;
}
