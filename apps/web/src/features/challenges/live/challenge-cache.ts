import type { QueryClient } from '@tanstack/react-query';
import { challengeKeys } from '../query-keys';
import type { Challenge } from '../types';

type Cached = { data?: Challenge[] } | Challenge[] | Challenge | null | undefined;

/** The keys that hold challenge rows: lists, my lists, the live strip, the featured slot. */
const ROW_KEYS = [challengeKeys.lists(), challengeKeys.mineAll(), ['challenges', 'live'], challengeKeys.featured()];

/** Applies `patch` to challenge `id` wherever it is cached (detail, lists, featured, live) without a refetch. */
export function patchChallenge(client: QueryClient, id: number, patch: Partial<Challenge>) {
  const apply = (c: Challenge) => (c.id === id ? { ...c, ...patch } : c);
  client.setQueryData<Challenge>(challengeKeys.detail(id), (c) => (c ? { ...c, ...patch } : c));
  for (const queryKey of ROW_KEYS)
    client.setQueriesData<Cached>({ queryKey }, (old) => {
      if (!old) return old;
      if (Array.isArray(old)) return old.map(apply);
      if ('data' in old && Array.isArray(old.data)) return { ...old, data: old.data.map(apply) };
      if ('id' in old) return apply(old as Challenge);
      return old;
    });
}

/**
 * Refetches what a change of membership (a new challenge, a start, an end, a new featured one) may reorder, and the
 * activity feed it adds to.
 */
export function refreshChallengeLists(client: QueryClient, id?: number | null) {
  for (const queryKey of [...ROW_KEYS, challengeKeys.active(), challengeKeys.activities()])
    void client.invalidateQueries({ queryKey });
  if (id) void client.invalidateQueries({ queryKey: challengeKeys.detail(id) });
}
