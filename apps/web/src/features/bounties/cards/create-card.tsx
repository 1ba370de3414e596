import type { MouseEvent } from 'react';
import { openLogin } from '../../../lib/app-actions';
import { getSession } from '../../../lib/session';
import { CreateCard as UiCreateCard } from '../../../ui/create-card';

export const CREATE_BOUNTY_PATH = '/bounty/createbounty';
export const CREATE_PITCH = 'Bounties let your viewers compete, engage, and earn crowns.';

/** Creating needs a session: visitors get the login dialog instead (spec 02 §6). */
export function guardCreate(event: MouseEvent) {
  if (getSession()) return;
  event.preventDefault();
  openLogin();
}

/** The first slot of the Available grid: 'Create the First Bounty' on an empty board (spec 02 §2). */
export function CreateCard({ empty }: { empty: boolean }) {
  return (
    <UiCreateCard
      title={empty ? 'Create the First Bounty' : 'Got a challenge in mind?'}
      text={CREATE_PITCH}
      to={CREATE_BOUNTY_PATH}
      onClick={guardCreate}
      action="Create a Bounty"
    />
  );
}
