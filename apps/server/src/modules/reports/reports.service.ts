import {
  type AdminReportsQuery,
  type AdminReportView,
  BOUNTY_MSG,
  MSG,
  REPORT_MSG,
  type ReportModel,
  SOCIAL_MSG,
  usableImageUrl,
} from '@crowns/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { comments, reportCategories, reports, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { adminEvents } from '../audit/admin-events';
import { findBounty } from '../bounties/bounties.repo';
import { findResponseTarget } from '../challenges/challenge-response-target';
import { pageOf } from '../streams/streamer-view';
import { findReportCategory } from './report-categories';
import { decisionsOf, statusCondition } from './report-decisions';
import { loadTargets } from './report-targets';

/** At most this many reports per user per hour. */
const REPORT_RATE = { limit: 30, windowMs: 3_600_000 };

/** Each reportable thing must exist. */
const exists: Record<ReportModel, (tx: DbOrTx, id: number) => Promise<void>> = {
  bounty: async (tx, id) => {
    if (!(await findBounty(tx, id))) throw notFound(BOUNTY_MSG.notFound);
  },
  user: async (tx, id) => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!row) throw notFound(MSG.userNotFound);
  },
  comment: async (tx, id) => {
    const [row] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id));
    if (!row) throw notFound(SOCIAL_MSG.commentNotFound);
  },
  challenge_response: async (tx, id) => {
    if (!(await findResponseTarget(tx, id))) throw notFound(SOCIAL_MSG.challengeResponseNotFound);
  },
};

/**
 * POST /report: stored for the admins. One report per user per thing (a unique index): reporting it again is a
 * 409, so nobody can pile up reports, bump theirs to the top of the admins' list or reopen a handled one.
 */
export async function fileReport(
  deps: AppDeps,
  actor: AuthUser,
  body: { category: number | string; details: string; model_name: ReportModel; model_id: number },
) {
  const { db } = deps.database;
  const category = await findReportCategory(db, body.category);
  if (!category) throw badRequest(SOCIAL_MSG.reportIssueRequired);
  await exists[body.model_name](db, body.model_id);
  await deps.rateLimiter?.consume('report', String(actor.id), REPORT_RATE);
  const now = deps.clock.now();
  // The report and its admin-channel event commit together.
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(reports)
      .values({
        reporterId: actor.id,
        modelName: body.model_name,
        modelId: body.model_id,
        categoryId: category.id,
        details: body.details,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [reports.reporterId, reports.modelName, reports.modelId] })
      .returning({ id: reports.id });
    if (rows[0]) await adminEvents.reportChanged(tx, { reportId: rows[0].id }, now);
    return rows;
  });
  if (inserted.length === 0) throw conflict(SOCIAL_MSG.alreadyReported);
}

type ReportRow = { r: typeof reports.$inferSelect; name: string; image: string | null; category: string };

const withReporter = (tx: DbOrTx) =>
  tx
    .select({ r: reports, name: users.scUsername, image: users.imageUrl, category: reportCategories.name })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId));

/** Reports as the admins see them: the reporter, a preview of the reported thing and the decision. */
async function toViews(tx: DbOrTx, rows: ReportRow[]): Promise<AdminReportView[]> {
  const decisions = await decisionsOf(
    tx,
    rows.filter(({ r }) => r.status !== 'open').map(({ r }) => r.id),
  );
  const saved = new Map(
    rows.map(({ r }) => [`${r.modelName}:${r.modelId}`, decisions.get(r.id)?.data.preview ?? null]),
  );
  const targetOf = await loadTargets(
    tx,
    rows.map(({ r }) => ({ model: r.modelName, id: r.modelId })),
    (key) => saved.get(`${key.model}:${key.id}`) ?? null,
  );
  return rows.map(({ r, name, image, category }) => {
    const decision = r.status === 'open' ? undefined : decisions.get(r.id);
    return {
      id: r.id,
      reporter: { id: r.reporterId, sc_username: name, image_url: usableImageUrl(image) },
      category: { id: r.categoryId, name: category },
      model_name: r.modelName,
      model_id: r.modelId,
      details: r.details,
      status: decision?.status ?? 'open',
      target: targetOf({ model: r.modelName, id: r.modelId }),
      decided_by: decision?.by ?? null,
      decided_at: decision?.at ?? null,
      outcome: decision ? { action: decision.data.action, reason: decision.data.reason } : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** One report as the admins see it (the answer of a decision). */
export async function reportView(tx: DbOrTx, id: number) {
  const rows = await withReporter(tx).where(eq(reports.id, id));
  const [view] = await toViews(tx, rows);
  if (!view) throw notFound(REPORT_MSG.notFound);
  return view;
}

/** GET /admin/reports: one status tab (open by default), optionally one kind of thing, latest first. */
export async function listReports(deps: AppDeps, q: AdminReportsQuery) {
  const { db } = deps.database;
  const where = and(statusCondition(q.status), q.type ? eq(reports.modelName, q.type) : undefined);
  const [rows, [total]] = await readAll(
    db,
    () =>
      withReporter(db)
        .where(where)
        .orderBy(desc(reports.updatedAt), desc(reports.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () => db.select({ n: count() }).from(reports).where(where),
  );
  return pageOf(await toViews(db, rows), Number(total?.n ?? 0), q.page, q.limit);
}
