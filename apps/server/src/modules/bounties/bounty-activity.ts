import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { bounties, bountyActivity, users } from '../../db/schema';
import { getConfig } from '../config/config.service';

export const activityQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
  type: z.string().max(40).optional(),
  filter: z.string().max(40).optional(),
  streamerId: z.coerce.number().int().positive().optional().catch(undefined),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

const actor = alias(users, 'actor');
const creator = alias(users, 'creator');
const target = alias(users, 'target');

/**
 * Bounty activity (spec 02 §3 "Bounty activity item"), newest first: one bounty's, a streamer's (bounties
 * targeted at them or won by them), one user's, or everyone's. `amount` is dollars, `amount_cc` crowns.
 */
export async function listActivity(tx: DbOrTx, q: ActivityQuery & { bountyId?: number }) {
  const where: (SQL | undefined)[] = [sql`${bounties.deletedAt} is null`];
  if (q.bountyId) where.push(eq(bountyActivity.bountyId, q.bountyId));
  if (q.streamerId)
    where.push(sql`(${bounties.targetUserId} = ${q.streamerId} or ${bountyActivity.userId} = ${q.streamerId})`);
  if (q.userId) where.push(eq(bountyActivity.userId, q.userId));
  if (q.type && q.type !== 'all') where.push(eq(bountyActivity.activityType, q.type));
  const condition = and(...where);
  const [rows, [count], { cc_per_usd }] = await readAll(
    tx,
    () =>
      tx
        .select({
          a: bountyActivity,
          b: bounties,
          username: actor.scUsername,
          userImage: actor.imageUrl,
          creatorName: creator.scUsername,
          creatorImage: creator.imageUrl,
          targetName: target.scUsername,
        })
        .from(bountyActivity)
        .innerJoin(bounties, eq(bounties.id, bountyActivity.bountyId))
        .leftJoin(actor, eq(actor.id, bountyActivity.userId))
        .innerJoin(creator, eq(creator.id, bounties.creatorId))
        .leftJoin(target, eq(target.id, bounties.targetUserId))
        .where(condition)
        .orderBy(desc(bountyActivity.createdAt), desc(bountyActivity.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(bountyActivity)
        .innerJoin(bounties, eq(bounties.id, bountyActivity.bountyId))
        .where(condition),
    () => getConfig(tx, ['cc_per_usd']),
  );
  const rate = cc_per_usd > 0 ? cc_per_usd : 1;
  const totalRecords = Number(count?.n ?? 0);
  const data = rows.map(({ a, b, username, userImage, creatorName, creatorImage, targetName }) => ({
    id: a.id,
    bounty_id: b.id,
    activity_type: a.activityType,
    message: a.message,
    bounty_name: b.title,
    title: b.title,
    bounty_image: b.imageUrl,
    image_url: userImage ?? null,
    username: username ?? null,
    user_id: a.userId,
    creator: { id: b.creatorId, sc_username: creatorName, image_url: creatorImage },
    streamer: targetName ? { id: b.targetUserId, sc_username: targetName } : null,
    target_user: b.targetUserId,
    status: b.status,
    amount: a.amount === null ? null : Math.round((a.amount / rate) * 100) / 100,
    amount_cc: a.amount,
    antesCount: b.antesCount,
    duration_start_time: b.durationStartTime.toISOString(),
    duration_end_time: b.durationEndTime.toISOString(),
    created_at: a.createdAt.toISOString(),
    createdAt: a.createdAt.toISOString(),
  }));
  return { data, currentPage: q.page, totalPages: Math.ceil(totalRecords / q.limit), totalRecords };
}
