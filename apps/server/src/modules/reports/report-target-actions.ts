import { REPORT_MSG } from '@crowns/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bountyClaims, comments } from '../../db/schema';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, conflict } from '../../platform/errors';
import { suspendInTx } from '../admin/admin-users.service';
import { writeAudit } from '../audit/audit.repo';
import * as bountyRepo from '../bounties/bounties.repo';
import { failBounty } from '../bounties/bounty-settle';

/** Bounty states a report can still end: nobody has been paid and nothing has been refunded yet. */
const OPEN_BOUNTY = new Set(['active', 'claimed', 'submitted']);
const OPEN_CLAIM = ['active', 'claimed', 'submitted'] as const;

/**
 * Hides a reported comment from everyone: comments have no hidden flag, so the row goes, and the audit entry keeps
 * its text, author and place.
 */
export async function hideComment(tx: DbOrTx, actor: AuthUser, commentId: number, reason: string, now: Date) {
  const [comment] = await tx.select().from(comments).where(eq(comments.id, commentId)).for('update');
  if (!comment) throw conflict(REPORT_MSG.targetGone);
  await tx.delete(comments).where(eq(comments.id, comment.id));
  await writeAudit(
    tx,
    {
      actorId: actor.id,
      action: 'comment.hide',
      targetType: 'comment',
      targetId: comment.id,
      data: {
        reason,
        content: comment.content,
        author_id: comment.userId,
        module_type: comment.moduleType,
        module_id: comment.moduleId,
      },
    },
    now,
  );
}

/** Suspends a reported user (sessions ended, audited with the reason); one already suspended stays as they are. */
export async function suspendReportedUser(tx: DbOrTx, actor: AuthUser, userId: number, reason: string, now: Date) {
  await suspendInTx(tx, actor, userId, true, now, reason);
}

/**
 * Fails a reported bounty: its open claims fail, and every contributor, the creator included, gets back exactly
 * what they put in through the ledger (failBounty), in the report's transaction.
 */
export async function failReportedBounty(tx: DbOrTx, actor: AuthUser, bountyId: number, reason: string, now: Date) {
  const b = await bountyRepo.lockBounty(tx, bountyId);
  if (!b) throw conflict(REPORT_MSG.targetGone);
  if (b.bountyType === 'daily') throw badRequest(REPORT_MSG.dailyBounty);
  if (!OPEN_BOUNTY.has(b.status)) throw conflict(REPORT_MSG.bountyNotOpen);
  const failedClaims = await tx
    .update(bountyClaims)
    .set({ status: 'failed', failureReason: 'requirements', reviewedAt: now, reviewerId: actor.id, updatedAt: now })
    .where(and(eq(bountyClaims.bountyId, b.id), inArray(bountyClaims.status, [...OPEN_CLAIM])))
    .returning({ id: bountyClaims.id });
  const refunds = await failBounty(tx, b, 'requirements', now, { note: reason, actorId: actor.id });
  await writeAudit(
    tx,
    {
      actorId: actor.id,
      action: 'bounty.fail',
      targetType: 'bounty',
      targetId: b.id,
      data: { reason, via: 'report', claims: failedClaims.map((c) => c.id), refunds },
    },
    now,
  );
}
