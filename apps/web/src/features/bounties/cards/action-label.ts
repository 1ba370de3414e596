import { clickTarget, relationOf } from '../relation';
import type { Bounty } from '../types';

/** The action button of a card says what a click will do (spec 02 §4 click order and buttons by relation). */
export function actionLabel(b: Bounty, session: { userId?: string | null } | null): string {
  switch (clickTarget(b, { loggedIn: session !== null, userId: session?.userId })) {
    case 'viewer':
      return 'Watch';
    case 'ended':
      return 'View Result';
    case 'creator':
      return 'Manage';
    case 'claimed':
      return 'Submit Video';
    default:
      return relationOf(b, session?.userId) === 'forAnotherUser' ? 'View Bounty' : 'Claim Bounty';
  }
}
