import type { MouseEvent } from 'react';
import { openLogin } from '../../lib/app-actions';
import { getSession } from '../../lib/session';

export const CREATE_CHALLENGE_PATH = '/challenges/create';

/** Creating needs a session: visitors get the login dialog instead. */
export function guardCreateChallenge(event: MouseEvent) {
  if (getSession()) return;
  event.preventDefault();
  openLogin();
}
