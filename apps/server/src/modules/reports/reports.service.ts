import { BOUNTY_MSG, MSG, type ReportModel, SOCIAL_MSG, usableImageUrl } from '@crowns/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments, reportCategories, reports, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { findBounty } from '../bounties/bounties.repo';
import { findResponseTarget } from '../challenges/challenge-response-target';
import { pageOf } from '../streams/streamer-view';
import { findReportCategory } from './report-categories';

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
  const inserted = await db
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
  if (inserted.length === 0) throw conflict(SOCIAL_MSG.alreadyReported);
}

/** GET /admin/reports: newest first. */
export async function listReports(deps: AppDeps, q: { page: number; limit: number }) {
  const { db } = deps.database;
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: reports, name: users.scUsername, image: users.imageUrl, category: reportCategories.name })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
      .orderBy(desc(reports.updatedAt), desc(reports.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(reports),
  ]);
  const data = rows.map(({ r, name, image, category }) => ({
    id: r.id,
    reporter: { id: r.reporterId, sc_username: name, image_url: usableImageUrl(image) },
    category: { id: r.categoryId, name: category },
    model_name: r.modelName,
    model_id: r.modelId,
    details: r.details,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return pageOf(data, Number(total?.n ?? 0), q.page, q.limit);
}
