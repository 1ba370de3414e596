import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import { challengeKeys } from '../query-keys';
import type { ChallengePage, MyChallengesParams } from '../types';

/** GET /users/challenges?filter&sortBy&sortOrder&page&limit&search → the viewer's challenges page. */
export const fetchMyChallenges = (params: MyChallengesParams) =>
  api<{ challenge: ChallengePage }>(`/users/challenges?${toQueryString(params)}`).then((r) => r.challenge);

export const myChallengesQuery = (params: MyChallengesParams) =>
  queryOptions({
    queryKey: challengeKeys.mine(params),
    queryFn: () => fetchMyChallenges(params),
    placeholderData: keepPreviousData,
  });

export const useMyChallenges = (params: MyChallengesParams, enabled = true) =>
  useQuery({ ...myChallengesQuery(params), enabled });

/** GET /users/active-challenges → challengeIds: the challenges the viewer takes part in (rooms to join). */
export const fetchActiveChallengeIds = () =>
  api<{ challengeIds: number[] }>('/users/active-challenges').then((r) => r.challengeIds ?? []);

export const useActiveChallengeIds = (enabled = true) =>
  useQuery({ queryKey: challengeKeys.active(), queryFn: fetchActiveChallengeIds, enabled, staleTime: 60_000 });
