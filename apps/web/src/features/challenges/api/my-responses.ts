import type { ChallengeResponseView, Page } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LIST_QUERY_OPTIONS } from '../../../lib/list-query';
import { toQueryString } from '../../../lib/query-string';
import { challengeKeys } from '../query-keys';

/** GET /challenge/response/profile/{userId}?page&limit → response: a user's responses, newest first. */
export const fetchProfileResponses = (userId: number | string, page: number, limit: number) =>
  api<{ response: Page<ChallengeResponseView> }>(
    `/challenge/response/profile/${userId}?${toQueryString({ page, limit, sortBy: 'recent', sortOrder: 'desc' })}`,
  ).then((r) => r.response);

export const useProfileResponses = (userId: number | string | undefined, page: number, limit: number) =>
  useQuery({
    queryKey: [...challengeKeys.profileResponses(userId ?? ''), page, limit],
    queryFn: () => fetchProfileResponses(userId!, page, limit),
    enabled: userId !== undefined,
    ...LIST_QUERY_OPTIONS,
  });
