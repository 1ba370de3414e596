import type { ChallengeResponseView } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { cachedResponse } from './response-cache';

/** A response as the cached grid or leaderboard pages hold it, following their live updates; null when none does. */
export function useCachedResponse(challengeId: number, responseId: number | null): ChallengeResponseView | null {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => (responseId ? (cachedResponse(client, challengeId, responseId) ?? null) : null);
  return useSyncExternalStore(subscribe, read, read);
}
