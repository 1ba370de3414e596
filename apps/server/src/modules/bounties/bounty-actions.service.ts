import { BOUNTY_MSG as M, type VerifyBody } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bounties, bountyAntes, bountyClaims } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import {
  bountyEscrow,
  contribute,
  lockAccount,
  PLATFORM_REVENUE,
  refundContributors,
  transfer,
  wallet,
} from '../../platform/ledger';
import { withLockedRow } from '../../platform/locked-row';
import { adminEvents } from '../audit/admin-events';
import { getConfig } from '../config/config.service';
import { submittedVideo } from '../uploads/uploads.service';
import * as repo from './bounties.repo';
import * as events from './bounty-events';
import { failBounty } from './bounty-settle';
import { claimIsDue, statusAt } from './bounty-view';

const refOf = (id: number) => ({ type: 'bounty', id });

/** Runs `fn` on the locked bounty inside one transaction. */
const withBounty = <T>(deps: AppDeps, bountyId: number, fn: (tx: Tx, b: repo.BountyRow, now: Date) => Promise<T>) =>
  withLockedRow(deps, (tx) => repo.lockBounty(tx, bountyId), M.notFound, fn);

/** POST /bounty/{id}/claim. The bounty row lock makes the claim-limit check race-free. */
export function claimBounty(deps: AppDeps, userId: number, bountyId: number) {
  return withBounty(deps, bountyId, async (tx, b, now) => {
    if (b.creatorId === userId) throw forbidden(M.ownBounty);
    if (b.targetUserId !== null && b.targetUserId !== userId) throw forbidden(M.notTarget);
    const claims = await repo.claimsOf(tx, b.id);
    if (claims.some((c) => c.userId === userId)) throw badRequest(M.alreadyClaimed);
    if (b.durationStartTime.getTime() > now.getTime()) throw badRequest(M.notStarted);
    const { status } = statusAt(b, claims, now);
    if ((status === 'active' || status === 'claimed') && b.claimCount >= b.numberOfClaims)
      throw badRequest(M.claimLimit);
    if (status !== 'active') throw badRequest(M.noLongerActive);
    const { open_claims_per_user } = await getConfig(tx, ['open_claims_per_user']);
    if ((await repo.openClaimCount(tx, userId, now)) >= open_claims_per_user) throw badRequest(M.claimLimit);

    await repo.updateBounty(
      tx,
      b.id,
      { claimCount: b.claimCount + 1, ...(b.bountyType === 'daily' ? {} : { status: 'claimed' as const }) },
      now,
    );
    const [claim] = await tx
      .insert(bountyClaims)
      .values({
        bountyId: b.id,
        userId,
        status: 'claimed',
        modifiedEndTime: b.durationEndTime,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await repo.addActivity(tx, { bountyId: b.id, userId, type: 'claimed', message: 'claimed the bounty' }, now);
    await events.bountyClaimed(tx, b, { id: claim!.id, userId }, now);
    return { status: 200, message: M.claimed, data: { claimId: claim!.id, bountyId: b.id } };
  });
}

/** POST /bounty/up-the-ante/{id}: wallet → escrow, and the totals, in one transaction. */
export function upTheAnte(deps: AppDeps, userId: number, bountyId: number, amount: number) {
  return withBounty(deps, bountyId, async (tx, b, now) => {
    const { status } = statusAt(b, await repo.claimsOf(tx, b.id), now);
    if (status !== 'active' && status !== 'claimed') throw badRequest(M.noLongerActive);
    await contribute(tx, {
      userId,
      escrow: bountyEscrow(b.id),
      amount,
      type: 'bounty_ante',
      ref: refOf(b.id),
      memo: b.title,
      at: now,
      insufficientMessage: M.notEnoughAmount,
    });
    await tx.insert(bountyAntes).values({ bountyId: b.id, userId, amount, createdAt: now });
    const [row] = await tx
      .update(bounties)
      .set({
        amount: sql`${bounties.amount} + ${amount}`,
        antesCount: sql`${bounties.antesCount} + 1`,
        userCount: sql`(select count(distinct a.user_id)::int from bounty_antes a
          where a.bounty_id = ${b.id} and a.user_id <> ${b.creatorId})`,
        updatedAt: now,
      })
      .where(sql`${bounties.id} = ${b.id}`)
      .returning({ amount: bounties.amount, antesCount: bounties.antesCount, userCount: bounties.userCount });
    await repo.addActivity(tx, { bountyId: b.id, userId, type: 'uptheante', message: 'upped the ante', amount }, now);
    await events.bountyUpped(
      tx,
      b,
      { userId, amount, total: row!.amount, userCount: row!.userCount, antesCount: row!.antesCount },
      now,
    );
    return { status: 200, message: M.upped, data: { bountyId: b.id, ...row! } };
  });
}

/** The caller's open claim on the locked bounty; an expired deadline means the bounty is no longer active. */
async function openClaim(tx: Tx, b: repo.BountyRow, claimId: number, userId: number, now: Date) {
  const claim = await repo.findClaim(tx, b.id, claimId);
  if (!claim) throw notFound(M.claimNotFound);
  if (claim.userId !== userId) throw forbidden(M.notYourClaim);
  if (claim.status === 'expired' || claimIsDue(claim, now)) throw badRequest(M.noLongerActive);
  if (claim.status !== 'claimed') throw badRequest(M.claimNotOpen);
  return claim;
}

/** POST /bounty/{id}/claim/{claimId}/quit: the claim is quitted and the bounty fails with refunds. */
export function quitClaim(deps: AppDeps, userId: number, bountyId: number, claimId: number) {
  return withBounty(deps, bountyId, async (tx, b, now) => {
    const claim = await openClaim(tx, b, claimId, userId, now);
    await repo.updateClaim(tx, claim.id, { status: 'quitted', failureReason: 'quitted' }, now);
    if (b.bountyType === 'daily') {
      await repo.updateBounty(tx, b.id, { claimCount: Math.max(0, b.claimCount - 1) }, now);
    } else {
      await failBounty(tx, b, 'quitted', now, { actorId: userId });
    }
    return { status: 200, message: M.quit, msg: M.quit };
  });
}

/** POST /bounty/{id}/claim/{claimId}/extend: once per claim, charged bounty_extension_usd_per_minute a minute in crowns. */
export function extendClaim(deps: AppDeps, userId: number, bountyId: number, claimId: number, minutes: number) {
  return withBounty(deps, bountyId, async (tx, b, now) => {
    const claim = await openClaim(tx, b, claimId, userId, now);
    if (b.bountyType === 'daily') throw badRequest(M.claimNotOpen);
    if (claim.extendedMinutes > 0) throw badRequest(M.alreadyExtended);
    const config = await getConfig(tx, ['cc_per_usd', 'bounty_extension_usd_per_minute']);
    const cost = minutes * config.bounty_extension_usd_per_minute * config.cc_per_usd;
    await transfer(tx, {
      from: wallet(userId),
      to: PLATFORM_REVENUE,
      amount: cost,
      type: 'bounty_extend',
      ref: refOf(b.id),
      memo: b.title,
      at: now,
      insufficientMessage: M.notEnoughAmount,
    });
    const base = Math.max(claim.modifiedEndTime.getTime(), b.durationEndTime.getTime());
    const modifiedEndTime = new Date(base + minutes * 60_000);
    await repo.updateClaim(tx, claim.id, { modifiedEndTime, extendedMinutes: minutes }, now);
    await repo.addActivity(
      tx,
      { bountyId: b.id, userId, type: 'extended', message: `extended the time by ${minutes} minutes`, amount: cost },
      now,
    );
    await events.bountyClaimedExtended(tx, b, { claimId: claim.id, userId, minutes, modifiedEndTime }, now);
    return {
      status: 200,
      message: M.extended,
      data: { claimId: claim.id, modified_end_time: modifiedEndTime.toISOString(), charged_cc: cost },
    };
  });
}

/** POST /bounty/{id}/claim/{claimId}/verify: the claim is submitted and the bounty goes to review. */
export function submitClaim(deps: AppDeps, userId: number, bountyId: number, claimId: number, body: VerifyBody) {
  return withBounty(deps, bountyId, async (tx, b, now) => {
    const claim = await openClaim(tx, b, claimId, userId, now);
    const video = await submittedVideo(deps, tx, userId, body, 'bounty_submission');
    await repo.updateClaim(
      tx,
      claim.id,
      {
        status: 'submitted',
        platform: body.platform,
        title: body.title,
        description: body.description,
        category: body.category,
        submitLink: video.url,
        fileKey: video.fileKey,
        submittedAt: now,
      },
      now,
    );
    if (b.bountyType !== 'daily') await repo.updateBounty(tx, b.id, { status: 'submitted' }, now);
    await repo.addActivity(tx, { bountyId: b.id, userId, type: 'submitted', message: 'submitted a video' }, now);
    await events.bountyActivity(tx, b, now);
    await adminEvents.reviewQueueChanged(tx, { bountyId: b.id, claimId: claim.id }, now);
    return { status: 200, message: M.submitted };
  });
}

/** DELETE /bounty/{id}: creator only, active with no antes; refunded minus the deletion fee. */
export function deleteBounty(deps: AppDeps, userId: number, bountyId: number) {
  return withBounty(deps, bountyId, async (tx, b, now) => {
    if (b.creatorId !== userId) throw forbidden(M.onlyCreatorDeletes);
    const { status } = statusAt(b, await repo.claimsOf(tx, b.id), now);
    if (status !== 'active' || b.antesCount > 0 || b.bountyType === 'daily')
      throw new AppError('CONFLICT', 400, M.cannotDelete);
    const { bounty_deletion_fee_percent: pct } = await getConfig(tx, ['bounty_deletion_fee_percent']);
    const escrow = bountyEscrow(b.id);
    // Two transfers in one transaction: take every account lock up front, in the ledger's order.
    await repo.lockAccountsInOrder(tx, [escrow, wallet(b.creatorId), PLATFORM_REVENUE]);
    const { balance } = await lockAccount(tx, escrow);
    const fee = Math.floor((balance * Math.min(Math.max(pct, 0), 100)) / 100);
    await repo.updateBounty(tx, b.id, { status: 'cancelled' }, now);
    await refundContributors(tx, escrow, { type: 'bounty_refund', ref: refOf(b.id), memo: b.title, at: now });
    if (fee > 0)
      await transfer(tx, {
        from: wallet(b.creatorId),
        to: PLATFORM_REVENUE,
        amount: fee,
        type: 'bounty_deletion_fee',
        ref: refOf(b.id),
        memo: b.title,
        at: now,
      });
    await repo.addActivity(tx, { bountyId: b.id, userId, type: 'cancelled', message: 'deleted the bounty' }, now);
    await events.bountyDeleted(tx, b, now);
    return { status: 200, msg: M.deleted, message: M.deleted, data: { refunded_cc: balance - fee, fee_cc: fee } };
  });
}
