import type { ChallengeDetail, ChallengeResponseView, Page } from '@crowns/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { challengeKeys } from '../query-keys';

type ResponsePage = Page<ChallengeResponseView>;

/** Every cached page holding a challenge's responses: the grid (any sort and page) and the leaderboard. */
const pagesOf = (challengeId: number) => [
  challengeKeys.responsesOf(challengeId),
  challengeKeys.leaderboardOf(challengeId),
];

/** Applies `patch` to response `responseId` wherever the challenge's grid or leaderboard pages hold it. */
export function patchResponse(
  client: QueryClient,
  challengeId: number,
  responseId: number,
  patch: (r: ChallengeResponseView) => Partial<ChallengeResponseView>,
) {
  for (const queryKey of pagesOf(challengeId))
    client.setQueriesData<ResponsePage>({ queryKey }, (page) =>
      page?.data.some((r) => r.id === responseId)
        ? { ...page, data: page.data.map((r) => (r.id === responseId ? { ...r, ...patch(r) } : r)) }
        : page,
    );
}

/** The response as some cached page holds it (for a rollback or the next optimistic guess). */
export function cachedResponse(client: QueryClient, challengeId: number, responseId: number) {
  for (const queryKey of pagesOf(challengeId))
    for (const [, page] of client.getQueriesData<ResponsePage>({ queryKey })) {
      const found = page?.data.find((r) => r.id === responseId);
      if (found) return found;
    }
  return undefined;
}

/** Stops refetches of the pages in flight, so an older answer cannot overwrite an optimistic change. */
export const cancelResponseFetches = (client: QueryClient, challengeId: number) =>
  Promise.all(pagesOf(challengeId).map((queryKey) => client.cancelQueries({ queryKey })));

/** Fetches the pages again (new responses, a new order). The one on screen keeps showing until the answer. */
export const refreshResponses = (client: QueryClient, challengeId: number) =>
  Promise.all(pagesOf(challengeId).map((queryKey) => client.invalidateQueries({ queryKey })));

/** The leaderboard's order may have changed. */
export const refreshLeaderboard = (client: QueryClient, challengeId: number) =>
  client.invalidateQueries({ queryKey: challengeKeys.leaderboardOf(challengeId) });

export function patchChallenge(
  client: QueryClient,
  id: number,
  patch: (c: ChallengeDetail) => Partial<ChallengeDetail>,
) {
  client.setQueryData<ChallengeDetail>(challengeKeys.detail(id), (c) => (c ? { ...c, ...patch(c) } : c));
}
