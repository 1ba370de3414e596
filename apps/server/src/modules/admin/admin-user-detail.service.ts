import { ADMIN_USER_MSG, type AdminUserDetail, MSG, type Role } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { writeAudit } from '../audit/audit.repo';
import { sendVerification } from '../auth/auth.service';
import type { AuthContext } from '../auth/auth-context';
import { revokeAllForUser, revokeSessionOfUser } from '../auth/session.repo';
import { ccPerUsd } from '../config/money';
import { readWithdrawable } from '../payouts/withdrawable';
import * as detail from './admin-user-detail.repo';
import * as repo from './admin-users.repo';
import { toAdminUser } from './admin-users.service';
import { personRef } from './person-ref';

const iso = (d: Date) => d.toISOString();

/** Everything an admin needs about one account, read in one go (lists are the latest few with their totals). */
export async function getUserDetail(deps: AppDeps, id: number): Promise<AdminUserDetail> {
  const { db } = deps.database;
  const user = await detail.findUser(db, id);
  if (!user) throw notFound(MSG.userNotFound);
  const [suspension, wallet, rate, bounties, claims, reports, sessions] = await Promise.all([
    detail.lastSuspension(db, id),
    readWithdrawable(db, id),
    ccPerUsd(db),
    detail.bountiesOf(db, id),
    detail.claimsOf(db, id),
    detail.reportsOf(db, id),
    detail.liveSessions(db, id, deps.clock.now()),
  ]);
  const reason = (suspension?.data as { reason?: unknown } | null)?.reason;
  return {
    user: {
      ...toAdminUser(user),
      display_name: user.displayName,
      bio: user.bio,
      birthdate: user.birthdate,
      time_zone: user.timeZone,
      deleted: user.deletedAt !== null,
    },
    lastSuspension: suspension
      ? {
          at: iso(suspension.at),
          by: personRef(suspension.actorId, suspension.actorName),
          reason: typeof reason === 'string' ? reason : null,
          active: user.suspendedAt !== null,
        }
      : null,
    wallet: { balance: wallet.balance, withdrawable: wallet.withdrawable, cc_per_usd: rate },
    bounties: {
      totalRecords: bounties.totalRecords,
      recent: bounties.recent.map((b) => ({
        id: String(b.id),
        title: b.title,
        status: b.deletedAt ? 'deleted' : b.status,
        amount: b.amount,
        createdAt: iso(b.createdAt),
      })),
    },
    claims: {
      totalRecords: claims.totalRecords,
      recent: claims.recent.map((c) => ({
        id: String(c.id),
        bountyId: String(c.bountyId),
        bountyTitle: c.bountyTitle,
        status: c.status,
        createdAt: iso(c.createdAt),
        submittedAt: c.submittedAt ? iso(c.submittedAt) : null,
      })),
    },
    reports: {
      totalRecords: reports.totalRecords,
      open: reports.open,
      recent: reports.recent.map((r) => ({
        id: String(r.id),
        model: r.model,
        modelId: String(r.modelId),
        category: r.category,
        details: r.details,
        status: r.status,
        reporter: personRef(r.reporterId, r.reporterName),
        createdAt: iso(r.createdAt),
      })),
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      startedAt: iso(s.startedAt),
      lastActiveAt: iso(s.lastActiveAt),
      expiresAt: iso(s.expiresAt),
    })),
  };
}

/**
 * Gives an account another role. Admins only (never a read-only admin), never on one's own account, audited. The
 * account's sessions end, so its next sign-in follows the new role (admins sign in with a one-time code).
 */
export async function changeRole(deps: AppDeps, actor: AuthUser, targetId: number, role: Role) {
  if (actor.role !== 'admin') throw forbidden(ADMIN_USER_MSG.onlyAdminChangesRoles);
  if (actor.id === targetId) throw forbidden(ADMIN_USER_MSG.cannotChangeOwnRole);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, targetId);
    if (!target) throw notFound(MSG.userNotFound);
    if (target.deletedAt) throw badRequest(ADMIN_USER_MSG.accountDeleted);
    if (target.role === role) return { user: toAdminUser(target), changed: false };
    const updated = await detail.setRole(tx, target.id, role, now);
    const revokedSessions = await revokeAllForUser(tx, target.id, now);
    await writeAudit(
      tx,
      {
        actorId: actor.id,
        action: 'user.role',
        targetType: 'user',
        targetId: target.id,
        data: { sc_username: target.scUsername, from: target.role, to: role, revokedSessions },
      },
      now,
    );
    return { user: toAdminUser(updated), changed: true };
  });
}

/** Ends one sign-in of the account (its refresh tokens are revoked), audited. */
export async function endSession(deps: AppDeps, actor: AuthUser, targetId: number, sessionId: string) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, targetId);
    if (!target) throw notFound(MSG.userNotFound);
    const revoked = await revokeSessionOfUser(tx, target.id, sessionId, now);
    if (revoked === 0) throw notFound(ADMIN_USER_MSG.sessionNotFound);
    await writeAudit(
      tx,
      {
        actorId: actor.id,
        action: 'user.session_end',
        targetType: 'user',
        targetId: target.id,
        data: { sc_username: target.scUsername, session: sessionId },
      },
      now,
    );
  });
}

/** Mails a fresh verification link and code to an unverified account, audited. */
export async function resendUserVerification(deps: AppDeps, ctx: AuthContext, actor: AuthUser, targetId: number) {
  const now = deps.clock.now();
  const send = await deps.database.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, targetId);
    if (!target) throw notFound(MSG.userNotFound);
    if (target.deletedAt) throw badRequest(ADMIN_USER_MSG.accountDeleted);
    if (target.isVerified) throw badRequest(MSG.alreadyVerified);
    await writeAudit(
      tx,
      { actorId: actor.id, action: 'user.resend_verification', targetType: 'user', targetId: target.id },
      now,
    );
    return sendVerification(ctx, target, tx);
  });
  await send();
}
