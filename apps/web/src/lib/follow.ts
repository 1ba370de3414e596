import { SOCIAL_MSG, type UserSuggestion } from '@crowns/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastActionError } from './action-error';
import { api } from './api';
import { useSession } from './session';

/** Someone a follow button can follow: the id the server takes and the name to ask about them by. */
export type FollowTarget = { id: number | string; sc_username: string };

/** Every followed-streamers list (side menu) lives under this key; a follow or unfollow refetches them. */
export const FOLLOWINGS_KEY = ['followings'] as const;
/** Follower and following lists and counts of profiles; a follow or unfollow refetches them. */
export const FOLLOW_LISTS_KEY = ['follow-lists'] as const;

export const followStateKey = (userId: number | string) => ['follow-state', String(userId)] as const;

/**
 * Whether the signed-in user follows `target`. A caller that already knows (a profile answer with followedFlag)
 * passes `known`; otherwise GET /users/usernames/?username= answers with followedFlag for that exact name.
 */
export function useFollowState(target: FollowTarget, known?: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: followStateKey(target.id),
    queryFn: async () => {
      const answer = await api<{ userNamesArr?: UserSuggestion[] }>(
        `/users/usernames/?username=${encodeURIComponent(target.sc_username)}`,
      );
      const found = (answer.userNamesArr ?? []).find((u) => String(u.id) === String(target.id));
      return found?.followedFlag ?? false;
    },
    enabled: Boolean(session) && String(target.id) !== session?.userId,
    initialData: known,
    staleTime: known === undefined ? 30_000 : 0,
  });
}

/**
 * POST /followership/follow {follower_id, following_id, type 'follow'}: the server toggles and answers msg 'follow'
 * or 'unfollow'. The button flips at once; a failure flips it back and shows the server's message or
 * 'Something went wrong' (spec 02 §8). `onChange` hears every flip (optimistic, settled and reverted).
 */
export function useToggleFollow(target: FollowTarget, onChange?: (following: boolean) => void) {
  const client = useQueryClient();
  const session = useSession();
  const key = followStateKey(target.id);
  return useMutation({
    mutationFn: (follow: boolean) =>
      api<{ msg: 'follow' | 'unfollow' }>('/followership/follow', {
        method: 'POST',
        body: { follower_id: Number(session?.userId), following_id: Number(target.id), type: 'follow' },
      }).then((r) => ({ asked: follow, following: r.msg === SOCIAL_MSG.followed })),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, follow);
      onChange?.(follow);
    },
    onSuccess: ({ asked, following }) => {
      client.setQueryData(key, following);
      // The server toggles: when another tab changed the state meanwhile, its answer is the truth.
      if (asked !== following) onChange?.(following);
    },
    onError: (error, follow) => {
      client.setQueryData(key, !follow);
      onChange?.(!follow);
      toastActionError(error);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: FOLLOWINGS_KEY });
      void client.invalidateQueries({ queryKey: FOLLOW_LISTS_KEY });
    },
  });
}
