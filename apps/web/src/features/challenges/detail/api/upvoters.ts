import { CHALLENGE_LIMITS, type ChallengeUpvoter, type Page } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { challengeKeys } from '../../query-keys';

export type UpvotersParams = { page: number; search: string };

/** GET /challenge/response/upvote/{id}/list?page&limit=10&search → userList (counted=false: a pending vote). */
export const fetchUpvoters = (responseId: number, { page, search }: UpvotersParams) => {
  const query = new URLSearchParams({ page: String(page), limit: String(CHALLENGE_LIMITS.upvotersPage) });
  if (search) query.set('search', search);
  return api<{ userList: Page<ChallengeUpvoter> }>(`/challenge/response/upvote/${responseId}/list?${query}`).then(
    (r) => r.userList,
  );
};

export const upvotersQuery = (responseId: number, params: UpvotersParams) =>
  queryOptions({
    queryKey: challengeKeys.upvoters(responseId, params),
    queryFn: () => fetchUpvoters(responseId, params),
    placeholderData: keepPreviousData,
  });

export const useUpvoters = (responseId: number, params: UpvotersParams) => useQuery(upvotersQuery(responseId, params));
