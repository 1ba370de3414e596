import { isAdminRole } from '@crowns/contracts';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { LoginGate } from './pages/login-gate';

/**
 * Needs both tokens (spec 01 §6). A logged-out visitor gets the login dialog over a page that asks them to log in
 * (the guarded page itself never renders, so it makes no calls that would fail), and lands here after logging in.
 */
export function RequireSession() {
  return useSession() ? <Outlet /> : <LoginGate />;
}

/** Admin and read-only admin only: logged out, the login dialog as above; any other user goes home. */
export function RequireAdmin() {
  const session = useSession();
  if (!session) return <LoginGate />;
  return isAdminRole(session.role) ? <Outlet /> : <Navigate to="/" replace />;
}
