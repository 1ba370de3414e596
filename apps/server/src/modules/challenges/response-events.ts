import { type ChallengeResponseView, ROOMS, RT_EVENTS } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { notifications } from '../../db/schema';
import { type OutboxEvent, recordEvents } from '../../platform/events/outbox';
import { pgArray } from '../../platform/sql-arrays';
import { who } from '../bounties/bounty-event-helpers';
import { notifyFollowers } from '../notifications/follower-notify';
import { notificationView, notify } from '../notifications/notifications.service';
import { challengeRef, type ResponseChallenge } from './challenge-response-target';

/**
 * The realtime events and notifications of challenge responses and their upvotes (issue 11, decision 014 §
 * "Response notifications"). Every function runs in the transaction of the change (outbox).
 */
type UserRef = ChallengeResponseView['user'];
const responseRef = (r: { id: number; title: string }) => ({ id: r.id, title: r.title });

/** A new response: to everyone and the challenge's room; to its creator (event + participate); to the followers. */
export async function responseCreated(tx: DbOrTx, c: ResponseChallenge, response: ChallengeResponseView, now: Date) {
  const payload = { challengeId: c.id, response };
  await recordEvents(tx, [
    { name: RT_EVENTS.challengeResponseCreated, rooms: [ROOMS.public, ROOMS.challenge(c.id)], payload },
    { name: RT_EVENTS.newResponseSubmitted, rooms: [ROOMS.privateUser(c.creatorId)], payload },
  ]);
  const challenge = challengeRef(c, now);
  const author = response.user;
  await notify(
    tx,
    {
      userId: c.creatorId,
      type: 'participate',
      category: 'challenges',
      title: 'New response',
      message: `${who(author.sc_username)} responded to your challenge "${c.title}".`,
      parentId: c.id,
      data: { user: author, challenge, response: responseRef(response), role: 'creator', flag: null },
    },
    now,
  );
  await notifyFollowers(tx, {
    type: 'responseVideoUploaded',
    category: 'challenges',
    groups: [
      {
        followedId: author.id,
        role: 'creatorFollower',
        title: 'New response video',
        message: `${who(author.sc_username)} posted a response to the challenge "${c.title}".`,
      },
    ],
    exclude: [author.id, c.creatorId],
    parentId: c.id,
    data: { user: author, target_user: null, challenge, response: responseRef(response), flag: null },
    now,
  });
}

export type UpvoteChange = {
  challenge: ResponseChallenge;
  response: { id: number; title: string; userId: number };
  voter: UserRef;
  active: boolean;
  upvotes: number;
  pending_upvotes: number;
};

type NotificationRow = typeof notifications.$inferSelect;

/**
 * Upvotes added or removed, in the order they were cast (one transaction's batch): each one's new counts to its
 * challenge's room; an added one also to the response's owner (event). The owner has at most one unseen
 * responseUpvoted notification per response (parent_id = the response): a new upvote rewrites it in place and
 * moves it to the top instead of adding one per voter, so per response only the batch's last added upvote shows
 * ("@last and N others", N from the total after it), re-sent as `new-notification` with the same id. The caller
 * holds the responses' row locks (their counter updates), so two voters never both create one. One statement for
 * the notifications, one insert for the events.
 */
export async function responseUpvotesToggled(tx: DbOrTx, changes: UpvoteChange[], now: Date) {
  const toSend: OutboxEvent[] = [];
  const lastAdded = new Map<number, UpvoteChange>();
  for (const change of changes) {
    const counts = {
      challengeId: change.challenge.id,
      responseId: change.response.id,
      upvotes: change.upvotes,
      pending_upvotes: change.pending_upvotes,
    };
    toSend.push({
      name: RT_EVENTS.challengeResUpvoted,
      rooms: [ROOMS.challenge(change.challenge.id)],
      payload: counts,
    });
    if (!change.active) continue;
    toSend.push({
      name: RT_EVENTS.responseUpvoted,
      rooms: [ROOMS.privateUser(change.response.userId)],
      payload: { ...counts, user: change.voter },
    });
    lastAdded.set(change.response.id, change);
  }
  const written = await rewriteUpvoteNotifications(tx, [...lastAdded.values()], now);
  for (const n of written)
    toSend.push({
      name: RT_EVENTS.newNotification,
      rooms: [ROOMS.privateUser(n.userId)],
      payload: notificationView(n),
    });
  await recordEvents(tx, toSend);
}

/** Each owner's unseen responseUpvoted notification of the response rewritten, or created when there is none. */
async function rewriteUpvoteNotifications(tx: DbOrTx, added: UpvoteChange[], now: Date): Promise<NotificationRow[]> {
  if (added.length === 0) return [];
  const texts = JSON.stringify(
    added.map((change) => {
      const others = change.upvotes + change.pending_upvotes - 1;
      const title = change.response.title;
      const message =
        others > 0
          ? `${who(change.voter.sc_username)} and ${others} other${others === 1 ? '' : 's'} upvoted your response "${title}".`
          : `${who(change.voter.sc_username)} upvoted your response "${title}".`;
      const data = {
        user: change.voter,
        challenge: challengeRef(change.challenge, now),
        response: responseRef(change.response),
        role: 'creator' as const,
        flag: null,
      };
      return { message, data };
    }),
  );
  const at = now.toISOString();
  // Planned on every call, never from a cached generic plan: notifications grow from empty, and a plan made while
  // the table was small walks all of it for every batch (decision 032).
  const rows = await rowsOf<NotificationRow>(
    tx,
    sql`with input as (
          select i.owner_id, i.response_id, t.item ->> 'message' as message, t.item -> 'data' as data
          from unnest(${pgArray(added.map((c) => c.response.userId))}::bigint[],
            ${pgArray(added.map((c) => c.response.id))}::bigint[]) with ordinality as i(owner_id, response_id, n),
            lateral (select ${texts}::jsonb -> (i.n::int - 1) as item) t
        ), found as (
          -- the owner's unseen one, looked up per response (an index walk of the owner's notifications)
          select i.*, n.id from input i
          left join lateral (
            select id from notifications
            where user_id = i.owner_id and notification_type = 'responseUpvoted' and parent_id = i.response_id
              and seen_at is null
            limit 1
          ) n on true
        ), updated as (
          update notifications n
          set message = f.message, data = f.data, created_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
          from found f
          where n.id = f.id and n.seen_at is null
          returning n.*
        ), inserted as (
          insert into notifications
            (user_id, notification_type, category, title, message, parent_id, data, created_at, updated_at)
          select f.owner_id, 'responseUpvoted', 'challenges', 'Response upvoted', f.message, f.response_id, f.data,
            ${at}::timestamptz, ${at}::timestamptz
          from found f
          where not exists (select 1 from updated u where u.id = f.id)
          returning *
        )
        select ${NOTIFICATION_COLUMNS} from updated union all select ${NOTIFICATION_COLUMNS} from inserted`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    userId: Number(r.userId),
    parentId: r.parentId === null ? null : Number(r.parentId),
    seenAt: r.seenAt === null ? null : new Date(r.seenAt),
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  }));
}

/** The notification row's columns under the names of its drizzle type (for notificationView). */
const NOTIFICATION_COLUMNS = sql.raw(
  `id, user_id as "userId", notification_type as "notificationType", category, title, message,
   parent_id as "parentId", data, seen_at as "seenAt", created_at as "createdAt", updated_at as "updatedAt"`,
);
