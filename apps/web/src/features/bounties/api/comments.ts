import { type CommentTarget, useComments } from '../../../lib/comments';
import { bountyKeys } from '../query-keys';

/** Under the bounty keys, so a bounty refresh (realtime) refreshes its comments too. */
export const commentKeys = { bounty: (id: number) => [...bountyKeys.all, 'comments', id] as const };

/** A bounty's comment thread (module_type 'bounty'). */
export const bountyComments = (id: number): CommentTarget => ({
  queryKey: commentKeys.bounty(id),
  module: 'bounty',
  id,
});

export const useBountyComments = (id: number) => useComments(bountyComments(id));
