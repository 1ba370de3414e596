import { z } from 'zod';

/** Socket.IO rooms, named after the spec's channels (spec 01 §7, spec 02 §4). */
export const ROOMS = {
  public: 'public-notifications',
  privateUser: (id: number) => `private-user-${id}`,
  publicUser: (id: number) => `public-user-${id}`,
  challenge: (id: number) => `challenge-${id}`,
  /** Admins and read-only admins, joined by the server on connect (never by a client request). */
  admins: 'admins',
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
  /** private-user-{id}: one of the user's withdrawals changed status (WithdrawalView). */
  withdrawalUpdated: 'withdrawalUpdated',
  /** private-user-{id}: the user's identity check changed (KycState). */
  kycUpdated: 'kycUpdated',
  /** public-notifications: an admin changed a config key (ConfigUpdatedPayload); config readers refetch. */
  configUpdated: 'configUpdated',
  /** admins: the review queue changed (a claim was submitted or decided): { bountyId, claimId }; admin pages refetch. */
  adminReviewQueue: 'adminReviewQueue',
  /** admins: a report was filed or decided: { reportId }; the reports queue refetches. */
  adminReport: 'adminReport',
  /** admins: a withdrawal was requested or changed status: { withdrawalId, status }; the payouts page refetches. */
  adminWithdrawal: 'adminWithdrawal',
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
  'reportOutcome',
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
  'reporter',
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

/** NotificationView as a schema (OpenAPI of GET /notification); `data` is kept as stored. */
export const notificationViewSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(['bounties', 'challenges']),
  title: z.string(),
  message: z.string(),
  parent_id: z.number().nullable(),
  data: z.looseObject({ role: z.enum(NOTIFICATION_ROLES) }),
  seen: z.boolean(),
  seen_at: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** GET /notification: the list twice (`msg` for older clients, `data`) and the unseen count. */
export const notificationListReply = z.object({
  status: z.number(),
  msg: z.array(notificationViewSchema),
  data: z.array(notificationViewSchema),
  unseenCount: z.number(),
});
export const notificationSeenReply = z.object({ status: z.number(), msg: z.string() });
