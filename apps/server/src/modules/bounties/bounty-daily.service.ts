import { type DailyBountyBody, type DailyBountyPatch, BOUNTY_MSG as M } from '@crowns/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { bounties, bountyClaims, bountyRequirements, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../platform/errors';
import { writeAudit } from '../audit/audit.repo';
import * as repo from './bounties.repo';
import * as events from './bounty-events';
import { bountyView, bountyViews } from './bounty-view';

const DAY = 86_400_000;

/** The known spelling of each category name; an unknown name is refused. */
export async function checkCategories(deps: AppDeps, names: string[]) {
  const known = await repo.knownCategories(deps.database.db, names);
  if (known.length !== new Set(names.map((n) => n.toLowerCase())).size) throw badRequest(M.unknownCategory);
  return known;
}

/** POST /admin/bounty/daily. Rewards are paid per approved claim from the platform's promotions account. */
export async function createDaily(deps: AppDeps, adminId: number, body: DailyBountyBody) {
  const categories = await checkCategories(deps, body.category);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [b] = await tx
      .insert(bounties)
      .values({
        title: body.title,
        description: body.description ?? '',
        imageUrl: body.image_url ?? null,
        categories,
        bountyType: 'daily',
        creatorId: adminId,
        startingCc: body.reward_cc,
        amount: body.reward_cc,
        numberOfClaims: body.number_of_claims,
        durationStartTime: new Date(body.duration_start_time),
        durationEndTime: new Date(body.duration_end_time),
        customRules: body.rules,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(bountyRequirements)
      .values(body.rules.map((title, position) => ({ bountyId: b!.id, title, position })));
    await writeAudit(
      tx,
      { actorId: adminId, action: 'bounty.daily.create', targetType: 'bounty', targetId: b!.id },
      now,
    );
    const view = await bountyView(tx, b!, adminId, now);
    await events.dailyCreated(tx, view);
    return { status: 201, message: M.dailyCreated, data: { bounty: view } };
  });
}

/** PATCH /admin/bounty/{id} (daily bounties). */
export async function updateDaily(deps: AppDeps, adminId: number, id: number, patch: DailyBountyPatch) {
  const categories = patch.category ? await checkCategories(deps, patch.category) : undefined;
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const b = await repo.lockBounty(tx, id);
    if (!b) throw notFound(M.notFound);
    if (b.bountyType !== 'daily') throw badRequest(M.notDaily);
    if (patch.number_of_claims !== undefined && patch.number_of_claims < b.claimCount)
      throw badRequest(M.claimsBelowTaken);
    const start = patch.duration_start_time ? new Date(patch.duration_start_time) : b.durationStartTime;
    const end = patch.duration_end_time ? new Date(patch.duration_end_time) : b.durationEndTime;
    if (end <= start) throw badRequest(M.durationRange);
    await repo.updateBounty(
      tx,
      id,
      {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.image_url !== undefined ? { imageUrl: patch.image_url } : {}),
        ...(categories ? { categories } : {}),
        ...(patch.reward_cc !== undefined ? { startingCc: patch.reward_cc, amount: patch.reward_cc } : {}),
        ...(patch.number_of_claims !== undefined ? { numberOfClaims: patch.number_of_claims } : {}),
        ...(patch.rules ? { customRules: patch.rules } : {}),
        durationStartTime: start,
        durationEndTime: end,
      },
      now,
    );
    if (patch.rules) await repo.replaceRequirements(tx, id, patch.rules);
    await writeAudit(
      tx,
      { actorId: adminId, action: 'bounty.daily.update', targetType: 'bounty', targetId: id, data: patch },
      now,
    );
    const updated = (await repo.findBounty(tx, id))!;
    const view = await bountyView(tx, updated, adminId, now);
    await events.bountyAdminUpdated(tx, view);
    return { status: 200, message: M.dailyUpdated, data: { bounty: view }, modifiedData: view };
  });
}

/**
 * DELETE /admin/bounty/{id} (daily bounties): hidden everywhere; rewards already paid stay paid. Refused while
 * submissions wait for review, so nobody's delivered work is dropped without a decision.
 */
export async function deleteDaily(deps: AppDeps, adminId: number, id: number) {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const b = await repo.lockBounty(tx, id);
    if (!b) throw notFound(M.notFound);
    if (b.bountyType !== 'daily') throw badRequest(M.notDaily);
    const waiting = await tx
      .select({ id: bountyClaims.id })
      .from(bountyClaims)
      .where(and(eq(bountyClaims.bountyId, id), eq(bountyClaims.status, 'submitted')))
      .limit(1);
    if (waiting.length > 0) throw badRequest(M.dailyHasSubmissions);
    await repo.updateBounty(tx, id, { status: 'cancelled', deletedAt: now }, now);
    await writeAudit(tx, { actorId: adminId, action: 'bounty.daily.delete', targetType: 'bounty', targetId: id }, now);
    await events.dailyDeleted(tx, id);
    return { status: 200, message: M.dailyDeleted, msg: M.dailyDeleted };
  });
}

/** Daily bounties: GET /admin/bounty/daily (all, newest first) or GET /bounty/daily (current and recent). */
export async function listDaily(deps: AppDeps, viewerId: number | undefined, opts: { admin: boolean }) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const where = and(
    eq(bounties.bountyType, 'daily'),
    isNull(bounties.deletedAt),
    opts.admin ? undefined : gt(bounties.durationEndTime, new Date(now.getTime() - DAY)),
  );
  const rows = await db
    .select()
    .from(bounties)
    .where(where)
    .orderBy(...(opts.admin ? [desc(bounties.createdAt)] : [asc(bounties.durationStartTime), asc(bounties.id)]))
    .limit(100);
  const views = await bountyViews(db, rows, viewerId, now);
  return views.map((v) => ({ ...v, claimsRemaining: Math.max(0, v.number_of_claims - v.claimCount) }));
}

/** GET /bounty/{id}/claim: the submissions of a daily bounty (submitted and approved claims). */
export async function dailySubmissions(deps: AppDeps, id: number) {
  const { db } = deps.database;
  const b = await repo.findBounty(db, id);
  if (!b) throw notFound(M.notFound);
  const rows = await db
    .select({ c: bountyClaims, username: users.scUsername, image: users.imageUrl })
    .from(bountyClaims)
    .innerJoin(users, eq(users.id, bountyClaims.userId))
    .where(and(eq(bountyClaims.bountyId, id), inArray(bountyClaims.status, ['submitted', 'completed'])))
    .orderBy(sql`${bountyClaims.submittedAt} desc nulls last`);
  return rows.map(({ c, username, image }) => ({
    id: c.id,
    model_id: id,
    user_id: c.userId,
    user: { sc_username: username, image_url: image },
    status: c.status,
    submit_link: c.submitLink,
    platform: c.platform,
    title: c.title,
    submitted_at: c.submittedAt?.toISOString() ?? null,
  }));
}
