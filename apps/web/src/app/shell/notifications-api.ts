import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type NotificationFilter = 'all' | 'bounties' | 'challenges';

export type NotificationItem = {
  id: string | number;
  notification_type?: string;
  category?: string;
  title?: string;
  message?: string;
  parent_id?: string | number | null;
  updatedAt?: string;
  seen?: boolean;
  data?: Record<string, unknown> | string | null;
};

/** GET /notification?filter= reads `msg`, an array; failures are silently an empty list (spec 01 §8). */
export const notificationsQuery = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: ['notifications', filter],
    queryFn: () =>
      api<{ msg?: unknown }>(`/notification?filter=${filter}`)
        .then((r) => (Array.isArray(r.msg) ? (r.msg as NotificationItem[]) : []))
        .catch(() => [] as NotificationItem[]),
    staleTime: 30_000,
  });

/** POST /notification/seen with form body id. */
export const markNotificationSeen = (id: string | number) =>
  api('/notification/seen', { method: 'POST', body: new URLSearchParams({ id: String(id) }) }).catch(() => undefined);

const parseData = (data: NotificationItem['data']): Record<string, unknown> => {
  if (!data) return {};
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const idOf = (value: unknown): string | undefined => {
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id);
  return value === undefined || value === null ? undefined : String(value);
};

/** Where opening a notification leads: the bounty dialog, the challenge, or the follower's profile. */
export function notificationTarget(item: NotificationItem): string | null {
  const data = parseData(item.data);
  const bounty = idOf(data.bounty);
  const challenge = idOf(data.challenge);
  if (bounty && /^\d+$/.test(bounty)) return `/?bountyId=${bounty}`;
  if (challenge) return `/challenges/${challenge}`;
  const follower = data.followedBy ?? data.user;
  if (follower && typeof follower === 'object' && 'sc_username' in follower)
    return `/@${(follower as { sc_username: string }).sc_username}`;
  const followerId = idOf(follower);
  return followerId ? `/profile/${followerId}` : null;
}
