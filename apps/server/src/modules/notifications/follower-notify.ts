import { type NotificationRole, type NotificationView, ROOMS, RT_EVENTS, SOCIAL_LIMITS } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { OUTBOX_CHANNEL } from '../../platform/events/outbox';

/** The followers of `followedId` get `role`; someone who follows several of them gets the first group's role. */
export type FollowerGroup = { followedId: number; role: NotificationRole; title: string; message: string };

const PRIVATE_ROOM_PREFIX = ROOMS.privateUser(0).slice(0, -1);

/**
 * Notifies the followers of one or more users about one bounty event (creatorFollower, targetFollower,
 * winnerFollower) in the caller's transaction: one INSERT … SELECT writes the notifications and their
 * `new-notification` outbox rows, whatever the number of followers. Each follower is notified once, never
 * those in `exclude` (the actor and people already notified of this event), never suspended accounts, and
 * at most SOCIAL_LIMITS.followerFanoutCap of them (the most recent followers first; decision 006).
 */
export async function notifyFollowers(
  tx: DbOrTx,
  event: {
    type: 'bountyCreated' | 'bountyResult' | 'responseVideoUploaded';
    category?: 'bounties' | 'challenges';
    groups: FollowerGroup[];
    exclude: (number | null | undefined)[];
    parentId: number;
    data: Omit<NotificationView['data'], 'role'>;
    now: Date;
  },
) {
  if (event.groups.length === 0) return 0;
  const groups = sql.join(
    event.groups.map(
      (g, i) => sql`(${g.followedId}::bigint, ${g.role}::text, ${g.title}::text, ${g.message}::text, ${i}::int)`,
    ),
    sql`, `,
  );
  const exclude = event.exclude.filter((id): id is number => typeof id === 'number');
  const at = event.now.toISOString();
  const rows = await rowsOf<{ n: number }>(
    tx,
    sql`with grp(followed_id, role, title, message, prio) as (values ${groups}),
      recipients as (
        select distinct on (f.follower_id) f.follower_id as user_id, grp.role, grp.title, grp.message,
               f.created_at as followed_at
        from follows f
        join grp on grp.followed_id = f.following_id
        join users u on u.id = f.follower_id and u.suspended_at is null
        where f.follower_id <> all(${sql.param(exclude)}::bigint[])
        order by f.follower_id, grp.prio
      ),
      capped as (
        select * from recipients order by followed_at desc, user_id limit ${SOCIAL_LIMITS.followerFanoutCap}
      ),
      inserted as (
        insert into notifications (user_id, notification_type, category, title, message, parent_id, data,
                                   created_at, updated_at)
        select user_id, ${event.type}::text, ${event.category ?? 'bounties'}::text, title, message, ${event.parentId}::bigint,
               ${JSON.stringify(event.data)}::jsonb || jsonb_build_object('role', role),
               ${at}::timestamptz, ${at}::timestamptz
        from capped
        returning id, user_id, notification_type, category, title, message, parent_id, data
      ),
      published as (
        insert into outbox_events (name, rooms, payload)
        select ${RT_EVENTS.newNotification}::text, array[${PRIVATE_ROOM_PREFIX}::text || user_id::text],
               jsonb_build_object('id', id, 'user_id', user_id, 'notification_type', notification_type,
                 'category', category, 'title', title, 'message', message, 'parent_id', parent_id, 'data', data,
                 'seen', false, 'seen_at', null, 'createdAt', ${at}::text, 'updatedAt', ${at}::text)
        from inserted
        returning 1
      )
      select count(*)::int as n from published`,
  );
  const count = Number(rows[0]?.n ?? 0);
  if (count > 0) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return count;
}
