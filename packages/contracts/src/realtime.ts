import { z } from 'zod';

/** Socket.IO rooms, named after the spec's channels (spec 01 §7, spec 02 §4). */
export const ROOMS = {
  public: 'public-notifications',
  privateUser: (id: number) => `private-user-${id}`,
  publicUser: (id: number) => `public-user-${id}`,
  challenge: (id: number) => `challenge-${id}`,
} as const;

/** Server → client event names. */
export const RT_EVENTS = {
  bountyCreated: 'bountyCreated',
  bountyDeleted: 'bountyDeleted',
  bountyClaimed: 'bountyClaimed',
  bountyUpped: 'bountyUpped',
  bountyClaimedExtended: 'bountyClaimedExtended',
  bountyResult: 'bountyResult',
  bountyActivity: 'bountyActivity',
  dailyBountyCreated: 'dailyBountyCreated',
  dailyBountyResult: 'dailyBountyResult',
  dailyBountyDeleted: 'dailyBountyDeleted',
  bountyAdminUpdate: 'bountyAdminUpdate',
  publicUserData: 'public-user-data',
  newPublicNotification: 'new-public-notification',
  newNotification: 'new-notification',
  bountyWinner: 'bountyWinner',
  challengeEnd: 'challengeEnd',
  challengeCreated: 'challengeCreated',
  challengeFeatured: 'challengeFeatured',
  challengeLive: 'challengeLive',
  challengeEnded: 'challengeEnded',
  /** The pool grew (add to prize): { challengeId, prize_cc, contributorsCount }. */
  challengePrizeAdded: 'challengePrizeAdded',
  challengeResponseCreated: 'challengeResponseCreated',
  challengeResUpvoted: 'challengeResUpvoted',
  newResponseSubmitted: 'newResponseSubmitted',
  responseUpvoted: 'responseUpvoted',
  followUser: 'followUser',
  /** public-user-{id}: that user's follower and following counts changed (FollowCountsPayload). */
  followCounts: 'followCounts',
  streamerActive: 'streamerActive',
  streamerInactive: 'streamerInactive',
  streamerStreamUpdate: 'streamerStreamUpdate',
} as const;

const id = z.coerce.number().int().positive();

/** Client → server `joinChallenge`. */
export const joinChallengeSchema = z.object({ challengeIds: z.array(id).min(1).max(100) });

/**
 * Client → server `joinUserChannel`: a user id (number or numeric string) or `{ userId, channel }`.
 * A bare id or channel 'private' asks for `private-user-{id}` (own id only); 'public' for `public-user-{id}`.
 */
export const joinUserChannelSchema = z.union([
  id.transform((userId) => ({ userId, channel: 'private' as const })),
  z.object({ userId: id, channel: z.enum(['private', 'public']).default('private') }),
]);

/** Acknowledgement of a client event. */
export type RealtimeAck = { ok: true; rooms: string[] } | { ok: false; error: string };

export const NOTIFICATION_TYPES = [
  'responseUpvoted',
  'challengeEnd',
  'followUser',
  'bountyCreated',
  'bountyResult',
  'bountyClaimed',
  'bountyClaimedExtended',
  'bountyUpped',
  'bountyRefund',
  'bountyWinner',
  'responseVideoUploaded',
  'comment',
  'participate',
  'follow',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_ROLES = [
  'creator',
  'creatorFollower',
  'targetUser',
  'targetFollower',
  'contributor',
  'winnerFollower',
  'claimer',
] as const;
export type NotificationRole = (typeof NOTIFICATION_ROLES)[number];

export const notificationFilterSchema = z.object({
  filter: z.enum(['all', 'bounties', 'challenges']).catch('all').default('all'),
});
export const notificationSeenSchema = z.object({ id: z.coerce.number().int().positive() });

/** A notification as sent by GET /notification and the `new-notification` event. */
export type NotificationView = {
  id: number;
  user_id: number;
  notification_type: NotificationType;
  category: 'bounties' | 'challenges';
  title: string;
  message: string;
  parent_id: number | null;
  data: {
    user?: { id: number; sc_username: string; image_url: string | null } | null;
    target_user?: { id: number; sc_username: string; image_url: string | null } | null;
    bounty?: { id: number; title: string; image_url: string | null; status: string } | null;
    challenge?: { id: number; title: string; image_url: string | null; status: string } | null;
    response?: { id: number; title: string } | null;
    role: NotificationRole;
    flag?: string | null;
    followedBy?: { id: number; sc_username: string; image_url: string | null } | null;
  };
  seen: boolean;
  seen_at: string | null;
  createdAt: string;
  updatedAt: string;
};
