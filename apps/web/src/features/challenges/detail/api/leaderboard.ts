import { CHALLENGE_LIMITS, type ChallengeResponseView, type Page } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { challengeKeys } from '../../query-keys';

export type LeaderboardParams = { page: number; search: string };

/** GET /challenge/{id}/leader-board?page&limit=10&search → data: responses by counted upvotes (ties: earliest). */
export const fetchLeaderboard = (challengeId: number, { page, search }: LeaderboardParams) => {
  const query = new URLSearchParams({ page: String(page), limit: String(CHALLENGE_LIMITS.leaderboardPage) });
  if (search) query.set('search', search);
  return api<{ data: Page<ChallengeResponseView> }>(`/challenge/${challengeId}/leader-board?${query}`).then(
    (r) => r.data,
  );
};

export const leaderboardQuery = (challengeId: number, params: LeaderboardParams) =>
  queryOptions({
    queryKey: challengeKeys.leaderboard(challengeId, params),
    queryFn: () => fetchLeaderboard(challengeId, params),
    placeholderData: keepPreviousData,
  });

export const useLeaderboard = (challengeId: number, params: LeaderboardParams) =>
  useQuery(leaderboardQuery(challengeId, params));
