import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import {
  auditLog,
  bounties,
  bountyClaims,
  challengeResponses,
  comments,
  refreshTokens,
  reportCategories,
  reports,
  users,
} from '../../db/schema';

/** How many rows of each list the detail shows (the totals say how many there are). */
export const RECENT_ROWS = 5;

/** Reports on the user, on their bounties, on their comments and on their challenge responses. */
const reportsAgainst = (userId: number): SQL =>
  sql`(${reports.modelName} = 'user' and ${reports.modelId} = ${userId})
    or (${reports.modelName} = 'bounty' and ${reports.modelId} in (select ${bounties.id} from ${bounties} where ${bounties.creatorId} = ${userId}))
    or (${reports.modelName} = 'comment' and ${reports.modelId} in (select ${comments.id} from ${comments} where ${comments.userId} = ${userId}))
    or (${reports.modelName} = 'challenge_response' and ${reports.modelId} in (select ${challengeResponses.id} from ${challengeResponses} where ${challengeResponses.userId} = ${userId}))`;

export async function lastSuspension(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      at: auditLog.createdAt,
      data: auditLog.data,
      actorId: auditLog.actorId,
      actorName: users.scUsername,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(eq(auditLog.action, 'user.suspend'), eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row;
}

export async function bountiesOf(tx: DbOrTx, userId: number) {
  const mine = eq(bounties.creatorId, userId);
  const [recent, [total]] = await readAll(
    tx,
    () =>
      tx
        .select({
          id: bounties.id,
          title: bounties.title,
          status: bounties.status,
          amount: bounties.amount,
          createdAt: bounties.createdAt,
          deletedAt: bounties.deletedAt,
        })
        .from(bounties)
        .where(mine)
        .orderBy(desc(bounties.createdAt), desc(bounties.id))
        .limit(RECENT_ROWS),
    () => tx.select({ n: count() }).from(bounties).where(mine),
  );
  return { recent, totalRecords: total?.n ?? 0 };
}

export async function claimsOf(tx: DbOrTx, userId: number) {
  const mine = eq(bountyClaims.userId, userId);
  const [recent, [total]] = await readAll(
    tx,
    () =>
      tx
        .select({
          id: bountyClaims.id,
          bountyId: bountyClaims.bountyId,
          bountyTitle: bounties.title,
          status: bountyClaims.status,
          createdAt: bountyClaims.createdAt,
          submittedAt: bountyClaims.submittedAt,
        })
        .from(bountyClaims)
        .innerJoin(bounties, eq(bounties.id, bountyClaims.bountyId))
        .where(mine)
        .orderBy(desc(bountyClaims.createdAt), desc(bountyClaims.id))
        .limit(RECENT_ROWS),
    () => tx.select({ n: count() }).from(bountyClaims).where(mine),
  );
  return { recent, totalRecords: total?.n ?? 0 };
}

export async function reportsOf(tx: DbOrTx, userId: number) {
  const reporter = alias(users, 'reporter');
  const against = reportsAgainst(userId);
  const [recent, [total]] = await readAll(
    tx,
    () =>
      tx
        .select({
          id: reports.id,
          model: reports.modelName,
          modelId: reports.modelId,
          category: reportCategories.name,
          details: reports.details,
          status: reports.status,
          reporterId: reports.reporterId,
          reporterName: reporter.scUsername,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
        .leftJoin(reporter, eq(reporter.id, reports.reporterId))
        .where(against)
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(RECENT_ROWS),
    () =>
      tx
        .select({ n: count(), open: sql<number>`count(*) filter (where ${reports.status} = 'open')`.mapWith(Number) })
        .from(reports)
        .where(against),
  );
  return { recent, totalRecords: total?.n ?? 0, open: total?.open ?? 0 };
}

/** The user's live sign-ins: refresh-token families with an unrevoked, unexpired current token. */
export async function liveSessions(tx: DbOrTx, userId: number, now: Date) {
  const live = alias(refreshTokens, 'live');
  return tx
    .select({
      id: refreshTokens.familyId,
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith((v) => new Date(v)),
      lastActiveAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith((v) => new Date(v)),
      expiresAt: sql<Date>`max(${live.expiresAt})`.mapWith((v) => new Date(v)),
    })
    .from(refreshTokens)
    .innerJoin(
      live,
      and(
        eq(live.familyId, refreshTokens.familyId),
        eq(live.userId, userId),
        isNull(live.revokedAt),
        isNull(live.rotatedAt),
        gt(live.expiresAt, now),
      ),
    )
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(sql`max(${refreshTokens.createdAt})`));
}

export async function setRole(tx: DbOrTx, userId: number, role: (typeof users.$inferSelect)['role'], now: Date) {
  const [row] = await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId)).returning();
  return row!;
}

export async function findUser(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}
