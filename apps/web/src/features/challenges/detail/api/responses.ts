import { CHALLENGE_LIMITS, type ChallengeResponseView, type Page, type ResponseSort } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { challengeKeys } from '../../query-keys';

export type ResponsesParams = { page: number; sortBy: ResponseSort };

/** GET /challenge/response/{challengeId}?page&limit=50&sortBy → response: a page of responses. */
export const fetchResponses = (challengeId: number, { page, sortBy }: ResponsesParams) =>
  api<{ response: Page<ChallengeResponseView> }>(
    `/challenge/response/${challengeId}?page=${page}&limit=${CHALLENGE_LIMITS.responsesPage}&sortBy=${sortBy}`,
  ).then((r) => r.response);

export const responsesQuery = (challengeId: number, params: ResponsesParams) =>
  queryOptions({
    queryKey: challengeKeys.responses(challengeId, params),
    queryFn: () => fetchResponses(challengeId, params),
    placeholderData: keepPreviousData,
  });

export const useResponses = (challengeId: number, params: ResponsesParams) =>
  useQuery(responsesQuery(challengeId, params));
