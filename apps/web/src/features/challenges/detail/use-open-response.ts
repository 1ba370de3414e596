import type { ChallengeResponseView } from '@crowns/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { oneResponseQuery } from './api/responses';
import { cachedResponse } from './response-cache';

/** A response as the cached grid or leaderboard pages hold it, following their live updates; null when none does. */
function useCachedResponse(challengeId: number, responseId: number | null): ChallengeResponseView | null {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => (responseId ? (cachedResponse(client, challengeId, responseId) ?? null) : null);
  return useSyncExternalStore(subscribe, read, read);
}

/** The response a ?response= link opens: from the loaded pages, else fetched on its own. */
export function useOpenResponse(challengeId: number, responseId: number | null) {
  const cached = useCachedResponse(challengeId, responseId);
  useQuery({ ...oneResponseQuery(challengeId, responseId ?? 0), enabled: !!responseId && !cached });
  return cached;
}
