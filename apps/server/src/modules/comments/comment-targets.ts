import { BOUNTY_MSG, type CommentModule, SOCIAL_MSG } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { findBounty } from '../bounties/bounties.repo';

/** What a comment is attached to: its owner is notified of new comments. */
export type CommentTarget = {
  ownerId: number;
  bounty: { id: number; title: string; image_url: string | null; status: string } | null;
};

/** One resolver per module type; each throws 404 for an unknown or deleted target. */
const resolvers: Record<CommentModule, (tx: DbOrTx, id: number) => Promise<CommentTarget>> = {
  bounty: async (tx, id) => {
    const b = await findBounty(tx, id);
    if (!b) throw notFound(BOUNTY_MSG.notFound);
    return { ownerId: b.creatorId, bounty: { id: b.id, title: b.title, image_url: b.imageUrl, status: b.status } };
  },
  // Challenges (and their responses) do not exist yet: every challenge response is unknown.
  challenge_response: async () => {
    throw notFound(SOCIAL_MSG.challengeResponseNotFound);
  },
};

export const resolveCommentTarget = (tx: DbOrTx, type: CommentModule, id: number) => resolvers[type](tx, id);
