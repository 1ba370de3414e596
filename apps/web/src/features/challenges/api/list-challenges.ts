import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LIST_QUERY_OPTIONS } from '../../../lib/list-query';
import { toQueryString } from '../../../lib/query-string';
import { challengeKeys } from '../query-keys';
import type { ChallengeListParams, ChallengePage } from '../types';

/** A challenge list of /challenges (featured aside): one query per filter, sort, search and page. */
export function useChallengeList(params: ChallengeListParams, enabled = true) {
  return useQuery({ ...challengeListQuery(params), enabled });
}

export function challengeListQuery(params: ChallengeListParams) {
  return queryOptions({
    queryKey: challengeKeys.list(params),
    queryFn: () => fetchChallengeList(params),
    ...LIST_QUERY_OPTIONS,
  });
}

/** POST /challenge/all?filter&sortBy&sortOrder&page&limit&search&userId {queryFilter:{category,type}} → challenge page. */
export async function fetchChallengeList({ queryFilter, ...params }: ChallengeListParams) {
  const r = await api<{ challenge: ChallengePage }>(`/challenge/all?${toQueryString(params)}`, {
    method: 'POST',
    body: { queryFilter: queryFilter ?? {} },
  });
  return r.challenge;
}
