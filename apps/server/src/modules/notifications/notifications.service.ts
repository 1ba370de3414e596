import {
  type NotificationRole,
  type NotificationType,
  type NotificationView,
  ROOMS,
  RT_EVENTS,
} from '@crowns/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { notifications } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/outbox';

type Row = typeof notifications.$inferSelect;
export type NewNotification = {
  userId: number;
  type: NotificationType;
  category?: 'bounties' | 'challenges';
  title: string;
  message: string;
  parentId?: number | null;
  data: Omit<NotificationView['data'], 'role'> & { role: NotificationRole };
};

export const notificationView = (r: Row): NotificationView => ({
  id: r.id,
  user_id: r.userId,
  notification_type: r.notificationType as NotificationType,
  category: r.category,
  title: r.title,
  message: r.message,
  parent_id: r.parentId,
  data: r.data as NotificationView['data'],
  seen: r.seenAt !== null,
  seen_at: r.seenAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Creates a notification in the caller's transaction and records its private `new-notification` event. */
export async function notify(tx: DbOrTx, n: NewNotification, now: Date) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      notificationType: n.type,
      category: n.category ?? 'bounties',
      title: n.title,
      message: n.message,
      parentId: n.parentId ?? null,
      data: n.data,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const view = notificationView(row!);
  await recordEvent(tx, { name: RT_EVENTS.newNotification, rooms: [ROOMS.privateUser(n.userId)], payload: view });
  return view;
}

export const LIST_LIMIT = 50;

/** GET /notification: the user's latest notifications, newest first, and how many are unseen. */
export async function listNotifications(tx: DbOrTx, userId: number, filter: 'all' | 'bounties' | 'challenges') {
  const mine = eq(notifications.userId, userId);
  const where = filter === 'all' ? mine : and(mine, eq(notifications.category, filter));
  const [rows, [unseen]] = await readAll(
    tx,
    () =>
      tx
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LIST_LIMIT),
    () =>
      tx
        .select({ n: count() })
        .from(notifications)
        .where(and(where, isNull(notifications.seenAt))),
  );
  return { items: rows.map(notificationView), unseenCount: Number(unseen?.n ?? 0) };
}

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** POST /notification/seen: only the owner's notification; seeing it twice keeps the first time. */
export async function markSeen(tx: DbOrTx, userId: number, id: number, now: Date) {
  const [row] = await tx
    .select({ id: notifications.id, seenAt: notifications.seenAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  if (!row.seenAt) await tx.update(notifications).set({ seenAt: now, updatedAt: now }).where(eq(notifications.id, id));
}
