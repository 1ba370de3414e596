import { CHALLENGE_MSG, type ChallengeResponseView } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { toastActionError } from '../../../lib/action-error';
import { openLogin } from '../../../lib/app-actions';
import { getSession } from '../../../lib/session';
import { toggleResponseUpvote } from './api/challenge-actions';
import { cachedResponse, cancelResponseFetches, patchResponse, refreshLeaderboard } from './response-cache';

type Snapshot = { before: ChallengeResponseView | undefined };

/** My vote's effect on the counts: +1 or -1 on the counted or the pending upvotes. */
function voted(r: ChallengeResponseView, active: boolean, counted: boolean): Partial<ChallengeResponseView> {
  const step = active ? 1 : -1;
  return {
    isUpvoted: active,
    myVoteCounted: active ? counted : null,
    upvotes: counted ? Math.max(0, r.upvotes + step) : r.upvotes,
    pending_upvotes: counted ? r.pending_upvotes : Math.max(0, r.pending_upvotes + step),
  };
}

/**
 * Upvote toggle of a response (decision 014) with an optimistic update of every cached page showing it, rolled
 * back with the server's message on refusal (own response, unverified, voting closed). A vote that does not count
 * yet (young account) says so.
 */
export function useResponseUpvote(challengeId: number) {
  const client = useQueryClient();
  // Whether this account's votes count, learnt from the last answer: the next optimistic guess uses it.
  const counts = useRef(true);
  const mutation = useMutation<Awaited<ReturnType<typeof toggleResponseUpvote>>, unknown, number, Snapshot>({
    mutationFn: toggleResponseUpvote,
    onMutate: async (responseId) => {
      await cancelResponseFetches(client, challengeId);
      const before = cachedResponse(client, challengeId, responseId);
      if (before) {
        const active = !before.isUpvoted;
        const counted = active ? counts.current : before.myVoteCounted !== false;
        patchResponse(client, challengeId, responseId, (r) => voted(r, active, counted));
      }
      return { before };
    },
    onSuccess: (answer, responseId) => {
      if (answer.active) counts.current = answer.counted;
      patchResponse(client, challengeId, responseId, () => ({
        isUpvoted: answer.active,
        myVoteCounted: answer.active ? answer.counted : null,
        upvotes: answer.upvotes,
        pending_upvotes: answer.pending_upvotes,
      }));
      if (answer.active && !answer.counted) toast.info(CHALLENGE_MSG.youngVote);
    },
    onError: (error, responseId, snapshot) => {
      const before = snapshot?.before;
      if (before)
        patchResponse(client, challengeId, responseId, () => ({
          isUpvoted: before.isUpvoted,
          myVoteCounted: before.myVoteCounted,
          upvotes: before.upvotes,
          pending_upvotes: before.pending_upvotes,
        }));
      toastActionError(error);
    },
    onSettled: () => refreshLeaderboard(client, challengeId),
  });
  const toggle = (responseId: number) => {
    if (!getSession()) return openLogin();
    mutation.mutate(responseId);
  };
  return { toggle, pendingId: mutation.isPending ? mutation.variables : undefined };
}
