import { type AdminUser, isAdminRole, MSG, usableImageUrl } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { forbidden, notFound } from '../../platform/errors';
import * as repo from './admin-users.repo';
import { listAudit, writeAudit } from './audit.repo';

const toAdminUser = (u: repo.UserRow): AdminUser => ({
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

export async function listAuditLog(deps: AppDeps, q: { page: number; limit: number }) {
  const { data, totalRecords } = await listAudit(deps.database.db, q.page, q.limit);
  return page(data, totalRecords, q.page, q.limit);
}

/**
 * Suspends or reactivates an account. Both end the user's sessions (refresh tokens revoked) and are
 * audited in the same transaction. Admin accounts, the caller's own included, cannot be suspended.
 */
export async function setSuspended(deps: AppDeps, actor: AuthUser, targetId: number, suspend: boolean) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, targetId);
    if (!target) throw notFound(MSG.userNotFound);
    if (suspend && target.id === actor.id) throw forbidden(MSG.cannotSuspendSelf);
    if (suspend && isAdminRole(target.role)) throw forbidden(MSG.cannotSuspendAdmin);
    // Repeating the current state is a no-op: nothing changes, so nothing is audited.
    if (suspend === (target.suspendedAt !== null)) return toAdminUser(target);
    const updated = await repo.setSuspendedAt(tx, target.id, suspend ? now : null, now);
    const revokedSessions = await repo.revokeRefreshTokens(tx, target.id, now);
    await writeAudit(
      tx,
      {
        actorId: actor.id,
        action: suspend ? 'user.suspend' : 'user.unsuspend',
        targetType: 'user',
        targetId: target.id,
        data: { sc_username: target.scUsername, revokedSessions },
      },
      now,
    );
    return toAdminUser(updated);
  });
}
