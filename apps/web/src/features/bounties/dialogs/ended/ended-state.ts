import { myClaim } from '../../relation';
import type { Bounty, BountyClaim } from '../../types';

export type EndedState = {
  /** The claim the view is about: mine (daily or a claim of mine), else the one holding the bounty. */
  claim: BountyClaim | undefined;
  tone: 'success' | 'warning' | 'danger' | 'neutral';
  label: string;
  /** The failure text of spec 02 §8, or what happened otherwise. */
  message: string | null;
  /** A submitted video to open in the viewer. */
  canView: boolean;
};

const CLAIM_LABEL: Record<string, string> = {
  submitted: 'In Review',
  completed: 'Completed',
  failed: 'Failed',
  quitted: 'Quitted',
  expired: 'Expired',
};

/** Spec 02 §4: the ended view of a bounty (or of my claim on it), with the In Review / completed flags. */
export function endedState(b: Bounty, userId: string | null | undefined): EndedState {
  const mine = myClaim(b, userId);
  const holder =
    b.claims.find((c) => c.status === 'completed') ??
    b.claims.find((c) => c.status === 'submitted') ??
    b.claims.find((c) => c.submit_link);
  const claim = b.bounty_type === 'daily' ? mine : (mine ?? holder);
  const canView = Boolean(claim?.submit_link);
  // A daily bounty stays open for others: the view is about my claim.
  const status = b.bounty_type === 'daily' && claim ? claim.status : b.status;
  switch (status) {
    case 'active':
      return { claim, canView, tone: 'success', label: 'Available', message: null };
    case 'claimed':
      return {
        claim,
        canView,
        tone: 'warning',
        label: 'Claimed',
        message: claim ? `@${claim.user.sc_username} claimed this bounty and is working on it.` : null,
      };
    case 'submitted':
      return { claim, canView, tone: 'warning', label: 'In Review', message: 'The video is in review (24-48 hours).' };
    case 'completed':
      return { claim, canView, tone: 'success', label: 'Completed', message: null };
    case 'cancelled':
      return {
        claim,
        canView,
        tone: 'neutral',
        label: 'Cancelled',
        message: 'The creator cancelled this bounty and the crowns were returned.',
      };
    default:
      return {
        claim,
        canView,
        tone: 'danger',
        label: CLAIM_LABEL[status] ?? status.charAt(0).toUpperCase() + status.slice(1),
        message: b.failure_message ?? 'Your bounty was not completed due to unmet requirements.',
      };
  }
}
