import { randomBytes } from 'node:crypto';
import { isAdminRole, SETTINGS_MSG } from '@crowns/contracts';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
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
import { statusAt } from '../bounties/bounty-view';
import { notifyAll } from '../notifications/bounty-event-helpers';
import { bountyDeleted } from '../notifications/bounty-events';
import { removeStoredImage } from './settings-images';

/** The erased identity of a deleted account: unique, and never a valid email or username (a '-' is not allowed). */
export const tombstoneOf = (id: number) => ({ email: `deleted-${id}@invalid`, scUsername: `deleted-${id}` });

/**
 * Cancels a bounty the deleted user created that nobody is working on: every contributor, the creator included,
 * gets exactly what they put in (no deletion fee: the account is going, not the bounty being withdrawn).
 */
async function cancelOpenBounty(tx: Tx, bountyId: number, now: Date) {
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
    { bountyId: b.id, userId: null, type: 'cancelled', message: 'cancelled: the creator deleted their account' },
    now,
  );
  const refunds = (refund?.refunds ?? []).filter((r) => r.userId !== b.creatorId);
  await notifyAll(
    { tx, b, now },
    'cancelled',
    refunds.map((r) => ({
      userId: r.userId,
      role: 'contributor' as const,
      type: 'bountyRefund' as const,
      title: 'Crowns refunded',
      message: `${r.amount} crowns for "${b.title}" were returned to your wallet: the bounty was cancelled.`,
    })),
    b.creatorId,
  );
  await bountyDeleted(tx, b, now);
}

/**
 * Deletes the signed-in account (decision 015): open bounties it created are cancelled with full refunds, its
 * running claims are quit (the bounty module's rule), challenges run to their end by their own rules, the wallet
 * stays on the ledger; the row stays with its personal fields erased, every session ends.
 */
export async function deleteAccount(deps: AppDeps, ctx: AuthContext, actor: AuthUser, password: string) {
  const user = await withCurrentPassword(ctx, actor, password);
  if (isAdminRole(user.role)) throw forbidden(SETTINGS_MSG.adminCannotDelete);
  const now = deps.clock.now();
  const tombstone = tombstoneOf(user.id);
  await deps.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked || locked.deletedAt) throw unauthorized();
    const scoped = inTransaction(deps, tx);
    const claims = await tx
      .select({ id: bountyClaims.id, bountyId: bountyClaims.bountyId })
      .from(bountyClaims)
      .where(and(eq(bountyClaims.userId, user.id), eq(bountyClaims.status, 'claimed')));
    // A claim already past its deadline cannot be quit: the sweeper expires it (same refunds).
    for (const c of claims)
      await quitClaim(scoped, user.id, c.bountyId, c.id).catch((err) => {
        if (!(err instanceof AppError)) throw err;
      });
    const open = await tx
      .select({ id: bounties.id })
      .from(bounties)
      .where(
        and(
          eq(bounties.creatorId, user.id),
          eq(bounties.status, 'active'),
          ne(bounties.bountyType, 'daily'),
          isNull(bounties.deletedAt),
        ),
      );
    for (const b of open) await cancelOpenBounty(tx, b.id, now);
    await tx.delete(follows).where(or(eq(follows.followerId, user.id), eq(follows.followingId, user.id)));
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
  });
  ctx.endSockets({ userId: user.id });
  await removeStoredImage(deps, user.imageUrl);
  await removeStoredImage(deps, user.bannerUrl);
  await ctx.sendMail(accountDeletedMail(user.email, user.scUsername));
  return { status: 200, message: SETTINGS_MSG.accountDeleted, msg: SETTINGS_MSG.accountDeleted };
}
