import type { ChallengeToggleResult } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { patchChallenge } from '../live/challenge-cache';
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
      patchChallenge(client, id, toggledFields(kind, result));
    },
  });
}
