import { type AdminUser, isAdminRole, MSG, usableImageUrl } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { forbidden, notFound } from '../../platform/errors';
import { writeAudit } from '../audit/audit.repo';
import { revokeAllForUser } from '../auth/session.repo';
import * as repo from './admin-users.repo';

export const toAdminUser = (u: repo.UserRow): AdminUser => ({
  id: String(u.id),
  email: u.email,
  sc_username: u.scUsername,
  image_url: usableImageUrl(u.imageUrl),
  role: u.role,
  isVerified: u.isVerified,
  is_streamer: u.isStreamer,
  suspended: u.suspendedAt !== null,
  suspendedAt: u.suspendedAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

const page = <T>(data: T[], totalRecords: number, currentPage: number, limit: number) => ({
  data,
  currentPage,
  totalPages: Math.ceil(totalRecords / limit),
  totalRecords,
});

export async function listUsers(deps: AppDeps, q: repo.UserFilter & { page: number; limit: number }) {
  const { rows, totalRecords } = await repo.listUsers(deps.database.db, q, q.page, q.limit);
  return page(rows.map(toAdminUser), totalRecords, q.page, q.limit);
}

/**
 * Suspends or reactivates an account. Both end the user's sessions (refresh tokens revoked) and are
 * audited in the same transaction. Admin accounts, the caller's own included, cannot be suspended.
 */
export function setSuspended(deps: AppDeps, actor: AuthUser, targetId: number, suspend: boolean, reason?: string) {
  const now = deps.clock.now();
  return deps.database.db.transaction((tx) => suspendInTx(tx, actor, targetId, suspend, now, reason));
}

/** setSuspended inside the caller's transaction (a report action suspends in the report's transaction). */
export async function suspendInTx(
  tx: DbOrTx,
  actor: AuthUser,
  targetId: number,
  suspend: boolean,
  now: Date,
  reason?: string,
) {
  const target = await repo.lockUser(tx, targetId);
  if (!target) throw notFound(MSG.userNotFound);
  if (suspend && target.id === actor.id) throw forbidden(MSG.cannotSuspendSelf);
  if (suspend && isAdminRole(target.role)) throw forbidden(MSG.cannotSuspendAdmin);
  // Repeating the current state is a no-op: nothing changes, so nothing is audited.
  if (suspend === (target.suspendedAt !== null)) return toAdminUser(target);
  const updated = await repo.setSuspendedAt(tx, target.id, suspend ? now : null, now);
  const revokedSessions = await revokeAllForUser(tx, target.id, now);
  await writeAudit(
    tx,
    {
      actorId: actor.id,
      action: suspend ? 'user.suspend' : 'user.unsuspend',
      targetType: 'user',
      targetId: target.id,
      data: { sc_username: target.scUsername, revokedSessions, ...(reason ? { reason } : {}) },
    },
    now,
  );
  return toAdminUser(updated);
}
