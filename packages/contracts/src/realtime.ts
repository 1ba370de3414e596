import { z } from 'zod';

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
