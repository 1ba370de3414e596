import {
  type ActOnReportBody,
  REPORT_ACTION_FOR,
  REPORT_MSG,
  REPORT_OUTCOME_NOTICE,
  type ReportAction,
} from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reports } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { adminEvents } from '../audit/admin-events';
import { writeAudit } from '../audit/audit.repo';
import { notify } from '../notifications/notifications.service';
import { DECISION, type DecisionData } from './report-decisions';
import { failReportedBounty, hideComment, suspendReportedUser } from './report-target-actions';
import { targetText } from './report-targets';
import { reportView } from './reports.service';

type ReportRow = typeof reports.$inferSelect;
type Outcome = keyof typeof DECISION;

async function lockOpenReport(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  if (!row) throw notFound(REPORT_MSG.notFound);
  if (row.status !== 'open') throw conflict(REPORT_MSG.alreadyDecided);
  return row;
}

/** Closes one report: status resolved, the decision audited, the reporter told the outcome. */
async function resolve(tx: DbOrTx, actor: AuthUser, row: ReportRow, outcome: Outcome, data: DecisionData, now: Date) {
  await tx.update(reports).set({ status: 'resolved', updatedAt: now }).where(eq(reports.id, row.id));
  await writeAudit(
    tx,
    {
      actorId: actor.id,
      action: DECISION[outcome],
      targetType: 'report',
      targetId: row.id,
      data: { ...data, model_name: row.modelName, model_id: row.modelId },
    },
    now,
  );
  await adminEvents.reportChanged(tx, { reportId: row.id }, now);
  const notice = REPORT_OUTCOME_NOTICE[outcome];
  await notify(
    tx,
    {
      userId: row.reporterId,
      type: 'reportOutcome',
      category: row.modelName === 'challenge_response' ? 'challenges' : 'bounties',
      title: notice.title,
      message: notice.message,
      data: { role: 'reporter', flag: outcome },
    },
    now,
  );
}

/** POST /admin/reports/{id}/dismiss: closes this report without touching the reported thing. */
export function dismissReport(deps: AppDeps, actor: AuthUser, id: number, reason: string | undefined) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockOpenReport(tx, id);
    const preview = await targetText(tx, { model: row.modelName, id: row.modelId });
    await resolve(tx, actor, row, 'dismissed', { action: 'dismiss', reason: reason || null, preview }, now);
    return reportView(tx, id);
  });
}

const perform: Record<
  ReportAction,
  (tx: DbOrTx, actor: AuthUser, id: number, reason: string, now: Date) => Promise<void>
> = {
  hide_comment: hideComment,
  suspend_user: suspendReportedUser,
  fail_bounty: failReportedBounty,
};

/**
 * POST /admin/reports/{id}/act: the action that fits the reported thing, in the report's transaction, then every
 * open report of the same thing is closed as acted on and each reporter is told. Every report of the thing is locked
 * first, in id order, so two admins acting on two reports of one thing queue instead of deadlocking.
 */
export function actOnReport(deps: AppDeps, actor: AuthUser, id: number, body: ActOnReportBody) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [thing] = await tx
      .select({ model: reports.modelName, id: reports.modelId })
      .from(reports)
      .where(eq(reports.id, id));
    if (!thing) throw notFound(REPORT_MSG.notFound);
    const sameThing = await tx
      .select()
      .from(reports)
      .where(and(eq(reports.modelName, thing.model), eq(reports.modelId, thing.id)))
      .orderBy(reports.id)
      .for('update');
    const row = sameThing.find((r) => r.id === id);
    if (!row) throw notFound(REPORT_MSG.notFound);
    if (row.status !== 'open') throw conflict(REPORT_MSG.alreadyDecided);
    if (REPORT_ACTION_FOR[row.modelName] !== body.action) throw badRequest(REPORT_MSG.actionMismatch);
    const preview = await targetText(tx, thing);
    await perform[body.action](tx, actor, row.modelId, body.reason, now);
    for (const open of sameThing.filter((r) => r.status === 'open'))
      await resolve(tx, actor, open, 'actioned', { action: body.action, reason: body.reason, preview }, now);
    return reportView(tx, id);
  });
}
