import { isAdminRole } from '@crowns/contracts';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** Needs both tokens (spec 01 §6), otherwise home. */
export function RequireSession() {
  return useSession() ? <Outlet /> : <Navigate to="/" replace />;
}

/** Admin and read-only admin only; everyone else goes home. */
export function RequireAdmin() {
  const session = useSession();
  return session && isAdminRole(session.role) ? <Outlet /> : <Navigate to="/" replace />;
}
