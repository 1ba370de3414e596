import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { challengeKeys } from '../query-keys';
import type { Challenge, ChallengePage } from '../types';

/** GET /challenge/featured → challenge (the admin's pick, else the live one with the largest pool); none is null. */
export const fetchFeaturedChallenge = () =>
  api<{ challenge: Challenge | null }>('/challenge/featured').then(
    (r) => r.challenge ?? null,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    },
  );

export const featuredChallengeQuery = () =>
  queryOptions({ queryKey: challengeKeys.featured(), queryFn: fetchFeaturedChallenge, staleTime: 15_000 });

export const useFeaturedChallenge = () => useQuery(featuredChallengeQuery());

/** GET /challenge/live?limit → the live challenges with the largest pools first. */
export const fetchLiveChallenges = (limit: number) =>
  api<{ challenge: ChallengePage | Challenge[] }>(`/challenge/live?limit=${limit}`).then((r) =>
    Array.isArray(r.challenge) ? r.challenge : (r.challenge?.data ?? []),
  );

export const liveChallengesQuery = (limit = 1) =>
  queryOptions({ queryKey: challengeKeys.live(limit), queryFn: () => fetchLiveChallenges(limit), staleTime: 15_000 });

export const useLiveChallenges = (limit = 1) => useQuery(liveChallengesQuery(limit));
