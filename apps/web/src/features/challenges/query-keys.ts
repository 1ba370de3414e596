import type { ChallengeListParams, MyChallengesParams } from './types';

/**
 * Every challenge query lives under ['challenges']. Live updates (realtime) patch or invalidate these keys, so every
 * challenge list and page of the app must use them.
 */
export const challengeKeys = {
  all: ['challenges'] as const,
  lists: () => ['challenges', 'list'] as const,
  list: (params: ChallengeListParams) => ['challenges', 'list', params] as const,
  featured: () => ['challenges', 'featured'] as const,
  live: (limit: number) => ['challenges', 'live', limit] as const,
  details: () => ['challenges', 'detail'] as const,
  detail: (id: number) => ['challenges', 'detail', id] as const,
  responsesOf: (challengeId: number) => ['challenges', 'responses', challengeId] as const,
  responses: (challengeId: number, params: Record<string, unknown>) =>
    ['challenges', 'responses', challengeId, params] as const,
  leaderboardOf: (challengeId: number) => ['challenges', 'leaderboard', challengeId] as const,
  leaderboard: (challengeId: number, params: Record<string, unknown>) =>
    ['challenges', 'leaderboard', challengeId, params] as const,
  upvotersOf: (responseId: number) => ['challenges', 'upvoters', responseId] as const,
  upvoters: (responseId: number, params: Record<string, unknown>) =>
    ['challenges', 'upvoters', responseId, params] as const,
  /** GET /challenge/response/profile/{userId}: a user's responses. */
  profileResponses: (userId: number | string) => ['challenges', 'profile-responses', String(userId)] as const,
  activities: () => ['challenges', 'activity'] as const,
  activity: (params: Record<string, unknown>) => ['challenges', 'activity', params] as const,
  /** GET /users/challenges. */
  mineAll: () => ['challenges', 'mine'] as const,
  mine: (params: MyChallengesParams) => ['challenges', 'mine', params] as const,
  /** GET /users/active-challenges → challengeIds (the rooms to join). */
  active: () => ['challenges', 'active'] as const,
  /** Featured-challenge candidates of the admin page. */
  adminCandidates: (search: string) => ['challenges', 'admin-candidates', search] as const,
};
