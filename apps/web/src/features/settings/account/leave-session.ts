import { loadPage } from '../../../lib/api';
import { clearSession } from '../../../lib/session';

/** Why the session ended; /login says so. */
export type LeaveReason = 'signed-out-everywhere' | 'account-deleted';

/** The server ended every session: forget this one and load /login, so nothing of the old session survives. */
export function leaveSession(reason: LeaveReason) {
  clearSession();
  loadPage(`/login?reason=${reason}`);
}
