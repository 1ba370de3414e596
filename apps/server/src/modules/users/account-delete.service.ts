import { randomBytes } from 'node:crypto';
import { isAdminRole, SETTINGS_MSG } from '@crowns/contracts';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  bounties,
  bountyClaims,
  emailTokens,
  follows,
  notifications,
  streamStatus,
  streams,
  userSettings,
  users,
} from '../../db/schema';
import { type AppDeps, inTransaction } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { AppError, forbidden, unauthorized } from '../../platform/errors';
import { bountyEscrow, refundContributors } from '../../platform/ledger';
import { accountDeletedMail } from '../auth/account-mails';
import { withCurrentPassword } from '../auth/account-security.service';
import type { AuthContext } from '../auth/auth-context';
import { revokeAllSessions } from '../auth/session.service';
import * as bountyRepo from '../bounties/bounties.repo';
import { quitClaim } from '../bounties/bounty-actions.service';
import { notifyAll } from '../bounties/bounty-event-helpers';
import { bountyDeleted } from '../bounties/bounty-events';
import { failBounty } from '../bounties/bounty-settle';
import { statusAt } from '../bounties/bounty-view';
import { revokeRemovedLinks } from '../social-auth/linked-accounts.service';
import { deleteLinksOfUser } from '../social-auth/social-auth.repo';
import { removeStoredImage } from './settings-images';

/** The erased identity of a deleted account: unique, and never a valid email or username (a '-' is not allowed). */
export const tombstoneOf = (id: number) => ({ email: `deleted-${id}@invalid`, scUsername: `deleted-${id}` });

/**
 * Cancels an open bounty the deleted user created, or that only they could claim (aimed at them), while nobody is
 * working on it: every contributor gets exactly what they put in (no deletion fee: the account is going, not the
 * bounty being withdrawn).
 */
async function cancelOpenBounty(tx: Tx, bountyId: number, deletedUserId: number, now: Date) {
  const b = await bountyRepo.lockBounty(tx, bountyId);
  if (!b) return;
  const { status } = statusAt(b, await bountyRepo.claimsOf(tx, b.id), now);
  if (status !== 'active') return;
  await bountyRepo.updateBounty(tx, b.id, { status: 'cancelled' }, now);
  const refund = await refundContributors(tx, bountyEscrow(b.id), {
    type: 'bounty_refund',
    ref: { type: 'bounty', id: b.id },
    memo: b.title,
    at: now,
  });
  await bountyRepo.addActivity(
    tx,
    { bountyId: b.id, userId: null, type: 'cancelled', message: 'cancelled: an account it needs was deleted' },
    now,
  );
  await notifyAll(
    { tx, b, now },
    'cancelled',
    (refund?.refunds ?? []).map((r) => ({
      userId: r.userId,
      role: r.userId === b.creatorId ? ('creator' as const) : ('contributor' as const),
      type: 'bountyRefund' as const,
      title: 'Crowns refunded',
      message: `${r.amount} crowns for "${b.title}" were returned to your wallet: the bounty was cancelled.`,
    })),
    deletedUserId,
  );
  await bountyDeleted(tx, b, now);
}

/**
 * Withdraws the deleted user's video awaiting review, as a quit: a deleted account is never paid (as a challenge
 * winner is never a deleted account), so the bounty fails now and its contributors are refunded.
 */
async function withdrawSubmittedClaim(tx: Tx, claim: { id: number; bountyId: number }, userId: number, now: Date) {
  const b = await bountyRepo.lockBounty(tx, claim.bountyId);
  if (!b) return;
  await bountyRepo.updateClaim(tx, claim.id, { status: 'quitted', failureReason: 'quitted' }, now);
  if (b.bountyType === 'daily')
    await bountyRepo.updateBounty(tx, b.id, { claimCount: Math.max(0, b.claimCount - 1) }, now);
  else if (b.status === 'submitted') await failBounty(tx, b, 'quitted', now, { actorId: userId });
}

/**
 * Deletes the signed-in account (decision 015): open bounties it created or that were aimed at it are cancelled with
 * full refunds, its claims are quit (videos awaiting review too), challenges run to their end by their own rules, the
 * wallet stays on the ledger; the row stays with its personal fields erased, every session ends.
 */
export async function deleteAccount(deps: AppDeps, ctx: AuthContext, actor: AuthUser, password: string) {
  const user = await withCurrentPassword(ctx, actor, password);
  if (isAdminRole(user.role)) throw forbidden(SETTINGS_MSG.adminCannotDelete);
  const now = deps.clock.now();
  const tombstone = tombstoneOf(user.id);
  const removedLinks = await deps.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked || locked.deletedAt) throw unauthorized();
    const scoped = inTransaction(deps, tx);
    const claims = await tx
      .select({ id: bountyClaims.id, bountyId: bountyClaims.bountyId, status: bountyClaims.status })
      .from(bountyClaims)
      .where(and(eq(bountyClaims.userId, user.id), inArray(bountyClaims.status, ['claimed', 'submitted'])));
    for (const c of claims) {
      if (c.status === 'submitted') await withdrawSubmittedClaim(tx, c, user.id, now);
      // A claim already past its deadline cannot be quit: the sweeper expires it (same refunds).
      else
        await quitClaim(scoped, user.id, c.bountyId, c.id).catch((err) => {
          if (!(err instanceof AppError)) throw err;
        });
    }
    const open = await tx
      .select({ id: bounties.id })
      .from(bounties)
      .where(
        and(
          or(eq(bounties.creatorId, user.id), eq(bounties.targetUserId, user.id)),
          eq(bounties.status, 'active'),
          ne(bounties.bountyType, 'daily'),
          isNull(bounties.deletedAt),
        ),
      );
    for (const b of open) await cancelOpenBounty(tx, b.id, user.id, now);
    await tx.delete(follows).where(or(eq(follows.followerId, user.id), eq(follows.followingId, user.id)));
    const links = await deleteLinksOfUser(tx, user.id);
    await tx.delete(streams).where(eq(streams.userId, user.id));
    await tx.delete(streamStatus).where(eq(streamStatus.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, user.id));
    await tx.delete(userSettings).where(eq(userSettings.userId, user.id));
    await tx
      .update(users)
      .set({
        ...tombstone,
        // Not an argon2 hash: no password ever verifies against it.
        passwordHash: `deleted:${randomBytes(16).toString('hex')}`,
        birthdate: '1900-01-01',
        displayName: null,
        bio: null,
        imageUrl: null,
        bannerUrl: null,
        timeZone: null,
        isStreamer: false,
        uploadYt: false,
        uploadTiktok: false,
        deletedAt: now,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, now);
    return links;
  });
  ctx.endSockets({ userId: user.id });
  await revokeRemovedLinks(deps, removedLinks);
  await removeStoredImage(deps, user.imageUrl);
  await removeStoredImage(deps, user.bannerUrl);
  await ctx.sendMail(accountDeletedMail(user.email, user.scUsername));
  return { status: 200, message: SETTINGS_MSG.accountDeleted, msg: SETTINGS_MSG.accountDeleted };
}
