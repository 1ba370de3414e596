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

/**
 * GET /challenge/response/detail/{id}: one response (a shared ?response= link not on a loaded page), cached as a
 * page of one among the challenge's response pages, so live upvotes and the optimistic toggle patch it too.
 */
export const oneResponseQuery = (challengeId: number, responseId: number) =>
  queryOptions({
    queryKey: challengeKeys.responses(challengeId, { response: responseId }),
    queryFn: () =>
      api<{ response: ChallengeResponseView }>(`/challenge/response/detail/${responseId}`).then(
        ({ response }): Page<ChallengeResponseView> => ({
          data: response.challenge_id === challengeId ? [response] : [],
          currentPage: 1,
          totalPages: 1,
          totalRecords: 1,
        }),
      ),
    retry: false,
  });
