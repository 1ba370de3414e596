import { FOLLOW_LISTS_KEY } from '../../lib/follow';

/**
 * Every profile query lives under ['profiles'] (follower and following lists under the follow-lists key, which a
 * follow or unfollow anywhere refetches). Stats use the shared userStatsKey that bounty results refresh.
 */
export const profileKeys = {
  all: ['profiles'] as const,
  details: () => ['profiles', 'detail'] as const,
  /** GET /users/profile/{name}, by the lower-cased name. */
  detail: (name: string) => ['profiles', 'detail', name.toLowerCase()] as const,
  byId: (id: string) => ['profiles', 'by-id', id] as const,
  activity: (username: string) => ['profiles', 'activity', username.toLowerCase()] as const,
  videos: (userId: string, params: Record<string, unknown>) => ['profiles', 'videos', userId, params] as const,
  earnings: () => ['profiles', 'earnings'] as const,
  followers: (userId: string) => [...FOLLOW_LISTS_KEY, 'followers', userId] as const,
  followings: (userId: string) => [...FOLLOW_LISTS_KEY, 'followings', userId] as const,
};
