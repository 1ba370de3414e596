import { type bountyReviewReply, BOUNTY_MSG as M } from '@crowns/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { bounties, bountyClaims, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../platform/errors';
import { bountyEscrow, PROMOTIONS, payoutEscrow, transfer, wallet } from '../../platform/ledger';
import { adminEvents } from '../audit/admin-events';
import { writeAudit } from '../audit/audit.repo';
import { getConfig } from '../config/config.service';
import * as repo from './bounties.repo';
import * as events from './bounty-events';
import { failBounty } from './bounty-settle';

export type ReviewInput = { claimId: number; decision: 'approve' | 'fail'; reason?: string };

/**
 * POST /admin/bounty/{id}/review. Approve: the escrow goes to the claimer minus transaction_fee_percent
 * (to platform revenue). Fail: every contributor gets back exactly what they put in.
 */
export function reviewClaim(deps: AppDeps, adminId: number, bountyId: number, input: ReviewInput) {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const b = await repo.lockBounty(tx, bountyId);
    if (!b) throw notFound(M.notFound);
    const claim = await repo.findClaim(tx, b.id, input.claimId);
    if (!claim) throw notFound(M.claimNotFound);
    if (claim.status !== 'submitted') throw badRequest(M.notInReview);
    const daily = b.bountyType === 'daily';
    if (!daily && b.status !== 'submitted') throw badRequest(M.notInReview);
    let result: z.infer<typeof bountyReviewReply>;
    if (input.decision === 'approve') {
      const { transaction_fee_percent } = await getConfig(tx, ['transaction_fee_percent']);
      const meta = { type: 'bounty_payout' as const, ref: { type: 'bounty', id: b.id }, memo: b.title, at: now };
      // A daily bounty's reward per completed claim is paid by the platform (promotions), without a fee.
      const payDaily = async () => {
        await transfer(tx, { ...meta, from: PROMOTIONS, to: wallet(claim.userId), amount: b.startingCc });
        return { paid: b.startingCc, fee: 0 };
      };
      const paid = daily
        ? await payDaily()
        : await payoutEscrow(tx, bountyEscrow(b.id), {
            ...meta,
            winnerUserId: claim.userId,
            feePercent: transaction_fee_percent,
          });
      await repo.updateClaim(tx, claim.id, { status: 'completed', reviewedAt: now, reviewerId: adminId }, now);
      if (!daily) await repo.updateBounty(tx, b.id, { status: 'completed' }, now);
      await repo.addActivity(
        tx,
        { bountyId: b.id, userId: claim.userId, type: 'completed', message: 'won the bounty', amount: paid?.paid ?? 0 },
        now,
      );
      await events.bountyCompleted(tx, b, claim.userId, paid?.paid ?? 0, now);
      result = { status: 200, message: M.approved, data: { paid_cc: paid?.paid ?? 0, fee_cc: paid?.fee ?? 0 } };
    } else {
      await repo.updateClaim(
        tx,
        claim.id,
        { status: 'failed', reviewedAt: now, reviewerId: adminId, failureReason: 'requirements' },
        now,
      );
      const refunds = daily
        ? []
        : await failBounty(tx, b, 'requirements', now, { note: input.reason ?? null, actorId: adminId });
      if (daily) await events.dailyClaimFailed(tx, b, claim.userId, now);
      result = { status: 200, message: M.failedReview, data: { refunds } };
    }
    await writeAudit(
      tx,
      {
        actorId: adminId,
        action: `bounty.review.${input.decision}`,
        targetType: 'bounty',
        targetId: b.id,
        data: { claimId: claim.id, reason: input.reason ?? null },
      },
      now,
    );
    await adminEvents.reviewQueueChanged(tx, { bountyId: b.id, claimId: claim.id }, now);
    return result;
  });
}

const creators = alias(users, 'creator');

/** GET /admin/bounty/review-queue: submitted claims, oldest first; overdue after review_sla_hours of waiting (read per request). */
export async function reviewQueue(deps: AppDeps) {
  const now = deps.clock.now();
  const rows = await deps.database.db
    .select({
      claim: bountyClaims,
      bounty: bounties,
      username: users.scUsername,
      image: users.imageUrl,
      creatorName: creators.scUsername,
      creatorImage: creators.imageUrl,
    })
    .from(bountyClaims)
    .innerJoin(bounties, eq(bounties.id, bountyClaims.bountyId))
    .innerJoin(users, eq(users.id, bountyClaims.userId))
    .innerJoin(creators, eq(creators.id, bounties.creatorId))
    .where(and(eq(bountyClaims.status, 'submitted')))
    .orderBy(asc(bountyClaims.submittedAt), asc(bountyClaims.id))
    .limit(200);
  const { cc_per_usd, review_sla_hours } = await getConfig(deps.database.db, ['cc_per_usd', 'review_sla_hours']);
  const slaMs = review_sla_hours * 3_600_000;
  return rows.map(({ claim, bounty, username, image, creatorName, creatorImage }) => {
    const submittedAt = claim.submittedAt ?? now;
    const overdueAt = new Date(submittedAt.getTime() + slaMs);
    return {
      claimId: claim.id,
      bountyId: bounty.id,
      bounty: {
        id: bounty.id,
        title: bounty.title,
        image_url: bounty.imageUrl,
        amount: bounty.amount / (cc_per_usd || 1),
        amount_cc: bounty.amount,
        bounty_type: bounty.bountyType,
        custom_rules: bounty.customRules,
        creator: { id: bounty.creatorId, sc_username: creatorName, image_url: creatorImage },
      },
      user: { id: claim.userId, sc_username: username, image_url: image },
      platform: claim.platform,
      title: claim.title,
      description: claim.description,
      category: claim.category,
      submit_link: claim.submitLink,
      submitted_at: claim.submittedAt?.toISOString() ?? null,
      overdue: now.getTime() > overdueAt.getTime(),
      /** When it becomes overdue, so the page can mark it as the clock moves on. */
      overdue_at: overdueAt.toISOString(),
    };
  });
}
