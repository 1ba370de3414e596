import {
  type FollowCountsPayload,
  isAdminRole,
  MSG,
  ROOMS,
  RT_EVENTS,
  SOCIAL_MSG,
  usableImageUrl,
} from '@crowns/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { notifications, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { recordEvent, recordEvents } from '../../platform/events/outbox';
import { notify } from '../notifications/notifications.service';
import * as repo from '../people/follows.repo';
import { pageOf, streamerViews } from '../streams/streamer-view';

/** A re-follow within this window does not notify again, so a follow/unfollow loop cannot flood anyone. */
const RENOTIFY_AFTER_MS = 60 * 60 * 1000;

const findUser = async (tx: DbOrTx, id: number) => (await tx.select().from(users).where(eq(users.id, id)))[0];

const ref = (u: typeof users.$inferSelect) => ({
  id: u.id,
  sc_username: u.scUsername,
  image_url: usableImageUrl(u.imageUrl),
});

async function notifiedRecently(tx: DbOrTx, userId: number, followerId: number, now: Date) {
  const since = new Date(now.getTime() - RENOTIFY_AFTER_MS);
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.notificationType, 'followUser'),
        gt(notifications.createdAt, since),
        sql`(${notifications.data}->'followedBy'->>'id')::bigint = ${followerId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Both people's new follower and following counts to their public rooms (live profile counts). */
async function countsChanged(tx: DbOrTx, ids: number[]) {
  const events = [];
  for (const userId of ids) {
    const payload: FollowCountsPayload = {
      userId,
      followerCount: await repo.followerCount(tx, userId),
      followingCount: await repo.followingCount(tx, userId),
    };
    events.push({ name: RT_EVENTS.followCounts, rooms: [ROOMS.publicUser(userId)], payload });
  }
  await recordEvents(tx, events);
}

/**
 * POST /followership/follow: follows, or unfollows when the caller already follows (a toggle, decision 006).
 * A new follow notifies the followed user (followUser notification + private followUser event) in the
 * same transaction.
 */
export async function toggleFollow(
  deps: AppDeps,
  actor: AuthUser,
  body: { follower_id: number; following_id: number },
): Promise<'follow' | 'unfollow'> {
  if (body.follower_id !== actor.id) throw forbidden(SOCIAL_MSG.followAsYourself);
  if (body.following_id === actor.id) throw badRequest(SOCIAL_MSG.followSelf);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const target = await findUser(tx, body.following_id);
    if (!target) throw notFound(MSG.userNotFound);
    if (await repo.deleteFollow(tx, actor.id, target.id)) {
      await countsChanged(tx, [actor.id, target.id]);
      return 'unfollow';
    }
    if (isAdminRole(target.role) || target.suspendedAt || target.deletedAt) throw notFound(MSG.userNotFound);
    const added = await repo.insertFollow(tx, actor.id, target.id, now);
    if (added) await countsChanged(tx, [actor.id, target.id]);
    if (!added || (await notifiedRecently(tx, target.id, actor.id, now))) return 'follow';
    const follower = await findUser(tx, actor.id);
    const followedBy = ref(follower!);
    const notification = await notify(
      tx,
      {
        userId: target.id,
        type: 'followUser',
        title: 'New follower',
        message: `@${followedBy.sc_username} started following you.`,
        parentId: followedBy.id,
        data: { user: followedBy, target_user: ref(target), followedBy, role: 'targetUser', flag: null },
      },
      now,
    );
    await recordEvent(tx, {
      name: RT_EVENTS.followUser,
      rooms: [ROOMS.privateUser(target.id)],
      payload: { followedBy, following_id: target.id, notificationId: notification.id },
    });
    return 'follow';
  });
}

async function assertUser(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound(MSG.userNotFound);
}

type Viewer = number | undefined;

/** A page of people: their streamer cards plus display name and whether the viewer follows each. */
async function followPage(tx: DbOrTx, found: { ids: number[]; total: number }, q: Page, viewerId: Viewer) {
  const [views, names, followed] = await readAll(
    tx,
    () => streamerViews(tx, found.ids),
    () => repo.displayNames(tx, found.ids),
    () => repo.followedAmong(tx, viewerId, found.ids),
  );
  const data = views.map((v) => ({ ...v, display_name: names.get(v.id) ?? null, isFollowing: followed.has(v.id) }));
  const page = pageOf(data, found.total, q.page, q.limit);
  return { ...page, hasMore: page.currentPage < page.totalPages };
}

type Page = { page: number; limit: number };

/** GET /followership/followings/{userId}: the streamers a user follows, live first. */
export async function listFollowings(deps: AppDeps, userId: number, q: Page, viewerId?: Viewer) {
  const { db } = deps.database;
  await assertUser(db, userId);
  return followPage(db, await repo.followingIds(db, userId, q), q, viewerId);
}

/** GET /followership/followers/{id}: a user's followers, newest first. */
export async function listFollowers(deps: AppDeps, userId: number, q: Page, viewerId?: Viewer) {
  const { db } = deps.database;
  await assertUser(db, userId);
  return followPage(db, await repo.followerIds(db, userId, q), q, viewerId);
}
