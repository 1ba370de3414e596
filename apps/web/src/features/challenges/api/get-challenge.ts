import type { ChallengeDetail } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { challengeKeys } from '../query-keys';

/** GET /challenge/{id} → challenge (decision 014). */
export const fetchChallenge = (id: number) =>
  api<{ challenge: ChallengeDetail }>(`/challenge/${id}`).then((r) => r.challenge);

export const challengeQuery = (id: number) =>
  queryOptions({ queryKey: challengeKeys.detail(id), queryFn: () => fetchChallenge(id), staleTime: 10_000 });

export const useChallenge = (id: number | null | undefined) =>
  useQuery({ ...challengeQuery(id ?? 0), enabled: typeof id === 'number' && id > 0 });
