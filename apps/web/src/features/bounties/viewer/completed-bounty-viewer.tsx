import type { Bounty } from '../types';

/** The completed-bounty viewer (spec 02 §2). Being built. */
export function CompletedBountyViewer(_props: { bountyId: number; bounty?: Bounty; onClose: () => void }) {
  return null;
}
