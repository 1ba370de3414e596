import { z } from 'zod';
import { COMMENT_MODULES, REPORT_MODELS, STREAM_PLATFORMS, type StreamPlatform } from './social-constants';

/** What the social and streamer calls answer (and the realtime payloads of the streamer events). */
export const userRefSchema = z.object({ id: z.number(), sc_username: z.string(), image_url: z.string().nullable() });
export type UserRef = z.infer<typeof userRefSchema>;

/** One live platform of a streamer (spec 01 §3 Streamer.streamDetails). */
export const streamDetailSchema = z.object({
  platform: z.enum(STREAM_PLATFORMS),
  display_name: z.string(),
  is_live: z.boolean(),
  viewer_count: z.number(),
  thumbnail_url: z.string().nullable(),
  title: z.string().nullable(),
  twitch_category: z.string().nullable(),
});
export type StreamDetail = z.infer<typeof streamDetailSchema>;

/** Spec 01 §3 and spec 02 §3 Streamer. `title`/`platform` are those of the busiest live stream, else null. */
export const streamerSchema = userRefSchema.extend({
  is_streaming: z.boolean(),
  followerCount: z.number(),
  bountyCompletedCount: z.number(),
  title: z.string().nullable(),
  platform: z.enum(STREAM_PLATFORMS).nullable(),
  streamDetails: z.array(streamDetailSchema),
});
export type Streamer = z.infer<typeof streamerSchema>;

export const streamerPageSchema = z.object({
  data: z.array(streamerSchema),
  currentPage: z.number(),
  totalPages: z.number(),
  totalRecords: z.number(),
});
/** One person of a followers or followings list: a streamer card plus what a profile's list shows. */
export const followListItemSchema = streamerSchema.extend({
  display_name: z.string().nullable(),
  /** Whether the signed-in viewer follows this person (false for visitors). */
  isFollowing: z.boolean(),
});
export type FollowListItem = z.infer<typeof followListItemSchema>;
export const followerListSchema = streamerPageSchema.extend({
  data: z.array(followListItemSchema),
  hasMore: z.boolean(),
});

export const userSuggestionSchema = userRefSchema.extend({ followedFlag: z.boolean(), is_live: z.boolean() });
export type UserSuggestion = z.infer<typeof userSuggestionSchema>;

export const searchUserSchema = userRefSchema.extend({ is_streaming: z.boolean() });
export type SearchUser = z.infer<typeof searchUserSchema>;

export const commentSchema = z.object({
  id: z.number(),
  content: z.string(),
  module_type: z.enum(COMMENT_MODULES),
  module_id: z.number(),
  user: userRefSchema,
  createdAt: z.string(),
});
export type CommentView = z.infer<typeof commentSchema>;

export const reportCategorySchema = z.object({ id: z.number(), name: z.string() });

/** One row of GET /admin/reports. */
export const adminReportSchema = z.object({
  id: z.number(),
  reporter: userRefSchema,
  category: reportCategorySchema,
  model_name: z.enum(REPORT_MODELS),
  model_id: z.number(),
  details: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  /** Later than createdAt when the reporter reported the same thing again. */
  updatedAt: z.string(),
});

/** One platform row of GET /admin/streams (offline ones included). */
export const adminStreamSchema = z.object({
  platform: z.enum(STREAM_PLATFORMS),
  is_live: z.boolean(),
  title: z.string().nullable(),
  category: z.string().nullable(),
  viewer_count: z.number(),
  started_at: z.string().nullable(),
  updated_at: z.string(),
});
export const adminStreamerSchema = streamerSchema.extend({
  is_streamer: z.boolean(),
  streams: z.array(adminStreamSchema),
});
export type AdminStreamer = z.infer<typeof adminStreamerSchema>;

/** Realtime payloads of the streamer events (public-notifications; spec 02 §4 "Streamer events"). */
export type StreamerActivePayload = Streamer;
export type StreamerInactivePayload = { id: number; platform: StreamPlatform };
export type StreamerStreamUpdatePayload = {
  id: number;
  platform: StreamPlatform;
  category: string | null;
  title: string | null;
};
/** Private `followUser` event to the followed user. */
export type FollowUserPayload = { followedBy: UserRef; following_id: number; notificationId: number };

/** POST /comment (201). */
export const commentAddedReply = z.object({
  status: z.number(),
  msg: z.string(),
  isToxic: z.boolean(),
  comment: commentSchema,
});
