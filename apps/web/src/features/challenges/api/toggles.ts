import type { ChallengeToggleResult } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { challengeKeys } from '../query-keys';
import type { Challenge } from '../types';

export type ChallengeToggle = 'favorite' | 'upvote';

/** POST /challenge/favorite|upvote/{id} → { message, active, count } (the spec's client sends GET; both work). */
export const toggleChallenge = (kind: ChallengeToggle, id: number) =>
  api<ChallengeToggleResult>(`/challenge/${kind}/${id}`, { method: 'POST' });

/** The viewer's relation and count after a toggle, as a patch of the challenge. */
export function toggledFields(kind: ChallengeToggle, r: ChallengeToggleResult): Partial<Challenge> {
  return kind === 'favorite' ? { isFavorite: r.active } : { isUpvoted: r.active, upvotesCount: r.count };
}

/** Toggles and patches the challenge in its detail and in every cached list. */
export function useChallengeToggle(kind: ChallengeToggle) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => toggleChallenge(kind, id),
    onSuccess: (result, id) => {
      const patch = toggledFields(kind, result);
      client.setQueryData<Challenge>(challengeKeys.detail(id), (c) => (c ? { ...c, ...patch } : c));
      patchChallengeInLists(client, id, patch);
    },
  });
}

type Client = ReturnType<typeof useQueryClient>;
type MaybePage = { data?: Challenge[] } | Challenge[] | Challenge | null | undefined;

/** Applies `patch` to challenge `id` wherever a cached list, the featured slot or the live strip holds it. */
export function patchChallengeInLists(client: Client, id: number, patch: Partial<Challenge>) {
  const apply = (c: Challenge) => (c.id === id ? { ...c, ...patch } : c);
  for (const key of [challengeKeys.lists(), challengeKeys.mineAll(), ['challenges', 'live'], challengeKeys.featured()])
    client.setQueriesData<MaybePage>({ queryKey: key }, (old) => {
      if (!old) return old;
      if (Array.isArray(old)) return old.map(apply);
      if ('data' in old && Array.isArray(old.data)) return { ...old, data: old.data.map(apply) };
      if ('id' in old) return apply(old as Challenge);
      return old;
    });
}
