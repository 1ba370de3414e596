import { openLogin } from '../../lib/app-actions';
import { getSession } from '../../lib/session';
import { openBountyDialog } from './dialog-store';
import { clickTarget } from './relation';
import type { Bounty } from './types';

/** A click on a bounty anywhere in the app (spec 02 §4 "Click on a bounty, in order"). */
export function openBounty(bounty: Bounty, props: Record<string, unknown> = {}) {
  const session = getSession();
  const kind = clickTarget(bounty, { loggedIn: session !== null, userId: session?.userId });
  if (kind === 'login') return openLogin();
  if (kind === 'none') return;
  openBountyDialog(kind, { bounty, ...props });
}
