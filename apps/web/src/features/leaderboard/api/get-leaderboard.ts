import type { Leaderboard, LeaderboardPeriod } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /leaderboard?period → data: top earners and top completed bounties of the period (10 each). */
export const fetchLeaderboard = (period: LeaderboardPeriod) =>
  api<{ data: Leaderboard }>(`/leaderboard?period=${period}`).then((r) => r.data);

export const leaderboardQuery = (period: LeaderboardPeriod) =>
  queryOptions({
    queryKey: ['leaderboard', period],
    queryFn: () => fetchLeaderboard(period),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useLeaderboard = (period: LeaderboardPeriod) => useQuery(leaderboardQuery(period));
