import { usePaidCreate } from '../../../lib/use-paid-create';
import { createBounty, type NewBounty } from '../api/create-bounty';
import { bountyKeys } from '../query-keys';
import type { Bounty } from '../types';
import { type CreateDraft, cleanRequirements, usdToCrowns } from './draft';

/** The POST /bounty fields from a checked draft. */
export function toNewBounty(draft: CreateDraft, ccPerUsd: number): NewBounty {
  if (!draft.selectedImage) throw new Error('The draft has no image.');
  return {
    title: draft.title,
    image: draft.selectedImage,
    categories: draft.selectedCategories,
    targetUserId: draft.targetUser?.id ?? null,
    bountyType: draft.isBountyLive ? 'live' : 'video',
    requirements: cleanRequirements(draft.requirements),
    startingCc: usdToCrowns(draft.rewardUsd, ccPerUsd),
    hours: Number(draft.time),
  };
}

/**
 * Publishes a bounty. On success every bounty list (created ones included) is refetched and the wallet refreshed; a
 * refusal (400) toasts the server's message and leaves the draft as it is.
 */
export function usePublishBounty(onCreated: (bounty: Bounty) => void) {
  return usePaidCreate((bounty: NewBounty) => createBounty(bounty), bountyKeys.all, onCreated);
}
