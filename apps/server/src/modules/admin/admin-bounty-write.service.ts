import { type DailyBountyPatch, ADMIN_BOUNTY_MSG as M } from '@crowns/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bountyClaims } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../platform/errors';
import { bountyEscrow, escrowBalance, refundContributors } from '../../platform/ledger';
import { withLockedRow } from '../../platform/locked-row';
import { writeAudit } from '../audit/audit.repo';
import * as repo from '../bounties/bounties.repo';
import * as daily from '../bounties/bounty-daily.service';
import * as events from '../bounties/bounty-events';
import { bountyView } from '../bounties/bounty-view';

/** The terms a user bounty's contributors paid for: only its creator's create call sets them. */
const FIXED_TERMS = ['reward_cc', 'number_of_claims', 'duration_start_time', 'duration_end_time'] as const;
const OPEN_CLAIMS = ['active', 'claimed', 'submitted'] as const;

/** Runs `fn` on the locked bounty in one transaction (a deleted bounty is not found). */
const withBounty = <T>(deps: AppDeps, id: number, fn: (tx: Tx, b: repo.BountyRow, now: Date) => Promise<T>) =>
  withLockedRow(deps, (tx) => repo.lockBounty(tx, id), M.bountyNotFound, fn);

async function bountyType(deps: AppDeps, id: number) {
  const b = await repo.findBounty(deps.database.db, id);
  if (!b) throw notFound(M.bountyNotFound);
  return b.bountyType;
}

/** PATCH /admin/bounty/{id}: a daily bounty as the daily service edits it; a user bounty's text, image, categories and requirements. */
export async function updateBounty(deps: AppDeps, adminId: number, id: number, patch: DailyBountyPatch) {
  if ((await bountyType(deps, id)) === 'daily') return daily.updateDaily(deps, adminId, id, patch);
  if (FIXED_TERMS.some((k) => patch[k] !== undefined)) throw badRequest(M.fixedTerms);
  const categories = patch.category ? await daily.checkCategories(deps, patch.category) : undefined;
  return withBounty(deps, id, async (tx, b, now) => {
    const set = {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.image_url !== undefined ? { imageUrl: patch.image_url } : {}),
      ...(categories ? { categories } : {}),
      ...(patch.rules ? { customRules: patch.rules } : {}),
    };
    await repo.updateBounty(tx, b.id, set, now);
    if (patch.rules) await repo.replaceRequirements(tx, b.id, patch.rules);
    const before = { title: b.title, description: b.description, image_url: b.imageUrl, category: b.categories };
    await writeAudit(
      tx,
      { actorId: adminId, action: 'bounty.update', targetType: 'bounty', targetId: b.id, data: { patch, before } },
      now,
    );
    const view = await bountyView(tx, (await repo.findBounty(tx, b.id))!, adminId, now);
    await events.bountyAdminUpdated(tx, view);
    return { status: 200, message: M.updated, data: { bounty: view }, modifiedData: view };
  });
}

/**
 * DELETE /admin/bounty/{id}: a daily bounty as the daily service deletes it. A user bounty, whatever its state, is
 * hidden everywhere; its open claims fail, and every contributor, the creator included, gets back all they put in
 * (no deletion fee: the admin chose this, not them) through the ledger, in the same transaction.
 */
export async function deleteBounty(deps: AppDeps, adminId: number, id: number) {
  if ((await bountyType(deps, id)) === 'daily') return daily.deleteDaily(deps, adminId, id);
  return withBounty(deps, id, async (tx, b, now) => {
    const failedClaims = await tx
      .update(bountyClaims)
      .set({ status: 'failed', failureReason: 'deleted', reviewedAt: now, reviewerId: adminId, updatedAt: now })
      .where(and(eq(bountyClaims.bountyId, b.id), inArray(bountyClaims.status, [...OPEN_CLAIMS])))
      .returning({ id: bountyClaims.id });
    const finished = b.status === 'completed' || b.status === 'failed' || b.status === 'unclaimed';
    await repo.updateBounty(tx, b.id, { ...(finished ? {} : { status: 'cancelled' as const }), deletedAt: now }, now);
    // A paid-out escrow is empty and its contributions are spent: only money still held goes back.
    const held = await escrowBalance(tx, b.id);
    const refund =
      held > 0
        ? await refundContributors(tx, bountyEscrow(b.id), {
            type: 'bounty_refund',
            ref: { type: 'bounty', id: b.id },
            memo: b.title,
            at: now,
          })
        : null;
    const refunds = refund?.refunds ?? [];
    await repo.addActivity(
      tx,
      { bountyId: b.id, userId: adminId, type: 'cancelled', message: 'removed the bounty' },
      now,
    );
    await writeAudit(
      tx,
      {
        actorId: adminId,
        action: 'bounty.delete',
        targetType: 'bounty',
        targetId: b.id,
        data: { title: b.title, status: b.status, claims: failedClaims.map((c) => c.id), refunds },
      },
      now,
    );
    await events.bountyDeletedByAdmin(tx, b, refunds, now);
    const refunded_cc = refunds.reduce((s, r) => s + r.amount, 0);
    return { status: 200, message: M.deleted, msg: M.deleted, data: { refunded_cc, refunds } };
  });
}
