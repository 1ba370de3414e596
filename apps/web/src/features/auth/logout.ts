import { loadPage } from '../../lib/api';
import { clearSession, getSession } from '../../lib/session';
import { logoutRequest } from './api/logout';

/**
 * Spec 01 §4: POST /auth/logout, then clear storage, go home and reload. The local session ends even when the
 * server cannot be reached, so a user is never stuck signed in.
 */
export async function logout() {
  try {
    await logoutRequest(getSession()?.refreshToken);
  } catch {
    // Ending the session locally below is what the user asked for.
  }
  clearSession();
  loadPage('/');
}
