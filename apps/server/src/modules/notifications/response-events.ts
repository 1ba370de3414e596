import { type ChallengeResponseView, ROOMS, RT_EVENTS } from '@crowns/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { recordEvent, recordEvents } from '../../platform/events/outbox';
import { challengeRef, type ResponseChallenge } from '../challenges/challenge-response-target';
import { who } from './bounty-event-helpers';
import { notifyFollowers } from './follower-notify';
import { notificationView, notify } from './notifications.service';

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
  response: { id: number; title: string; userId: number };
  voter: UserRef;
  active: boolean;
  upvotes: number;
  pending_upvotes: number;
};

/**
 * An upvote added or removed: the new counts to the challenge's room. An added one also goes to the response's
 * owner (event + responseUpvoted notification). The owner has at most one unseen responseUpvoted notification per
 * response (parent_id = the response): a new upvote rewrites it in place and moves it to the top instead of adding
 * one per voter. The caller holds the response's row lock, so two voters never both create one.
 */
export async function responseUpvoteToggled(tx: DbOrTx, c: ResponseChallenge, change: UpvoteChange, now: Date) {
  const counts = {
    challengeId: c.id,
    responseId: change.response.id,
    upvotes: change.upvotes,
    pending_upvotes: change.pending_upvotes,
  };
  const toRoom = { name: RT_EVENTS.challengeResUpvoted, rooms: [ROOMS.challenge(c.id)], payload: counts };
  if (!change.active) return recordEvent(tx, toRoom);
  const ownerId = change.response.userId;
  const toOwner = {
    name: RT_EVENTS.responseUpvoted,
    rooms: [ROOMS.privateUser(ownerId)],
    payload: { ...counts, user: change.voter },
  };
  const others = change.upvotes + change.pending_upvotes - 1;
  const title = change.response.title;
  const message =
    others > 0
      ? `${who(change.voter.sc_username)} and ${others} other${others === 1 ? '' : 's'} upvoted your response "${title}".`
      : `${who(change.voter.sc_username)} upvoted your response "${title}".`;
  const data = {
    user: change.voter,
    challenge: challengeRef(c, now),
    response: responseRef(change.response),
    role: 'creator' as const,
    flag: null,
  };
  const [updated] = await tx
    .update(notifications)
    .set({ message, data, createdAt: now, updatedAt: now })
    .where(
      and(
        eq(notifications.userId, ownerId),
        eq(notifications.notificationType, 'responseUpvoted'),
        eq(notifications.parentId, change.response.id),
        isNull(notifications.seenAt),
      ),
    )
    .returning();
  if (updated) {
    const renewed = {
      name: RT_EVENTS.newNotification,
      rooms: [ROOMS.privateUser(ownerId)],
      payload: notificationView(updated),
    };
    return recordEvents(tx, [toRoom, toOwner, renewed]);
  }
  await recordEvents(tx, [toRoom, toOwner]);
  await notify(
    tx,
    {
      userId: ownerId,
      type: 'responseUpvoted',
      category: 'challenges',
      title: 'Response upvoted',
      message,
      parentId: change.response.id,
      data,
    },
    now,
  );
}
