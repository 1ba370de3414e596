import { BOUNTY_MSG, type CommentModule, SOCIAL_MSG } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { findBounty } from '../bounties/bounties.repo';
import { findResponseTarget } from '../challenges/challenge-response-target';

type Ref = { id: number; title: string; image_url: string | null; status: string };
/** What a comment is attached to: its owner is notified of new comments. */
export type CommentTarget = {
  ownerId: number;
  /** How the owner's notification names it, e.g. `your bounty "Eat a lemon"`. */
  label: string;
  category: 'bounties' | 'challenges';
  bounty: Ref | null;
  challenge?: Ref;
  response?: { id: number; title: string };
};

/** One resolver per module type; each throws 404 for an unknown or deleted target. */
const resolvers: Record<CommentModule, (tx: DbOrTx, id: number) => Promise<CommentTarget>> = {
  bounty: async (tx, id) => {
    const b = await findBounty(tx, id);
    if (!b) throw notFound(BOUNTY_MSG.notFound);
    return {
      ownerId: b.creatorId,
      label: `your bounty "${b.title}"`,
      category: 'bounties',
      bounty: { id: b.id, title: b.title, image_url: b.imageUrl, status: b.status },
    };
  },
  challenge_response: async (tx, id) => {
    const r = await findResponseTarget(tx, id);
    if (!r) throw notFound(SOCIAL_MSG.challengeResponseNotFound);
    return {
      ownerId: r.userId,
      label: `your response "${r.title}"`,
      category: 'challenges',
      bounty: null,
      challenge: r.challenge,
      response: { id: r.id, title: r.title },
    };
  },
};

export const resolveCommentTarget = (tx: DbOrTx, type: CommentModule, id: number) => resolvers[type](tx, id);
