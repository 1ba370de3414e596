import { z } from 'zod';
import { CHALLENGE_STATUSES, CHALLENGE_TYPES } from './challenge-constants';
import { userRefSchema } from './social-views';
import { pageOf } from './users';

// ---- response schemas of the challenge calls (OpenAPI; Fastify serializes through them) ----

export type ChallengeUserRef = z.infer<typeof userRefSchema>;

/** The winning response as a challenge shows it once paid. */
export const challengeWinnerSchema = z.object({
  response_id: z.number(),
  user: userRefSchema,
  upvotes: z.number(),
  /** Crowns paid: the pool minus the platform fee. */
  payout_cc: z.number(),
  video_url: z.string(),
  platform: z.string(),
});
export type ChallengeWinner = z.infer<typeof challengeWinnerSchema>;

/** The challenge card of every challenge list (GET /challenge/{id} adds its contributors). `amount` is dollars. */
export const challengeViewSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  category: z.string(),
  type: z.enum(CHALLENGE_TYPES),
  rules: z.array(z.string()),
  status: z.enum(CHALLENGE_STATUSES),
  duration_start_time: z.string(),
  duration_end_time: z.string(),
  /** The creator's starting prize. */
  starting_cc: z.number(),
  /** The whole pool: starting prize plus every addition. */
  prize_cc: z.number(),
  amount: z.number(),
  contributorsCount: z.number(),
  responsesCount: z.number(),
  /** Challenge upvotes (GET /challenge/upvote/{id}), not response upvotes. */
  upvotesCount: z.number(),
  views: z.number(),
  creator: userRefSchema,
  creater_id: z.number(),
  winner: challengeWinnerSchema.nullable(),
  featured: z.boolean(),
  /** The viewer's relation (false / null when anonymous). */
  isFavorite: z.boolean(),
  isUpvoted: z.boolean(),
  myResponseId: z.number().nullable(),
  created_at: z.string(),
});
export type ChallengeView = z.infer<typeof challengeViewSchema>;

export const challengeDetailSchema = challengeViewSchema.extend({
  contributors: z.array(z.object({ user: userRefSchema, amount_cc: z.number() })),
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

export const challengeResponseViewSchema = z.object({
  id: z.number(),
  challenge_id: z.number(),
  user: userRefSchema,
  title: z.string(),
  description: z.string(),
  platform: z.string(),
  video_url: z.string(),
  /** Counted upvotes (the ranking). */
  upvotes: z.number(),
  /** Upvotes from accounts younger than the vote age: shown, not counted. */
  pending_upvotes: z.number(),
  views: z.number(),
  commentsCount: z.number(),
  /** 1-based place by counted upvotes then earliest response. */
  rank: z.number(),
  isUpvoted: z.boolean(),
  /** Whether the viewer's upvote counts; null without an upvote. */
  myVoteCounted: z.boolean().nullable(),
  isWinner: z.boolean(),
  created_at: z.string(),
});
export type ChallengeResponseView = z.infer<typeof challengeResponseViewSchema>;

/** A page of a list call: the bounty lists' shape. */
export type Page<T> = { data: T[]; currentPage: number; totalPages: number; totalRecords: number };

/** GET /challenge/response/upvote/{id}/list → userList. */
export const challengeUpvoterSchema = userRefSchema.extend({ counted: z.boolean(), voted_at: z.string() });
export type ChallengeUpvoter = z.infer<typeof challengeUpvoterSchema>;

/** GET /challenge/activity items (spec 01 §3 Activity item). */
export const challengeActivitySchema = z.object({
  id: z.number(),
  model_action: z.enum(['created', 'live', 'prize_added', 'responded', 'ended', 'won', 'refunded']),
  user: userRefSchema.nullable(),
  challenge: z.object({ id: z.number(), slug: z.string(), title: z.string(), image_url: z.string().nullable() }),
  amount_cc: z.number().nullable(),
  createdAt: z.string(),
});
export type ChallengeActivityView = z.infer<typeof challengeActivitySchema>;

/** Toggle answers: GET|POST /challenge/upvote|favorite/{id}, /challenge/response/upvote/{id}. */
export const challengeToggleReply = z.object({
  status: z.literal(200),
  message: z.string(),
  active: z.boolean(),
  count: z.number(),
});
export type ChallengeToggleResult = z.infer<typeof challengeToggleReply>;
export const responseUpvoteReply = challengeToggleReply.extend({
  counted: z.boolean(),
  upvotes: z.number(),
  pending_upvotes: z.number(),
});
export type ResponseUpvoteResult = z.infer<typeof responseUpvoteReply>;

export const challengeListReply = z.object({ status: z.number(), challenge: pageOf(challengeViewSchema) });
export const challengeCardsReply = z.object({ status: z.number(), challenge: z.array(challengeViewSchema) });
export const featuredChallengeReply = z.object({ status: z.number(), challenge: challengeViewSchema.nullable() });
export const challengeReply = z.object({ status: z.number(), challenge: challengeDetailSchema });
export const challengeActivityReply = z.object({ status: z.number(), challenge: pageOf(challengeActivitySchema) });
export const activeChallengeIdsReply = z.object({ status: z.number(), challengeIds: z.array(z.number()) });
/** POST /challenge/view/{id}, /challenge/response/view/{id}: whether this view counted, and the views now. */
export const viewCountedReply = z.object({
  status: z.number(),
  msg: z.string(),
  counted: z.boolean(),
  views: z.number(),
});
export const prizeAddedReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({
    challengeId: z.number(),
    added_cc: z.number(),
    prize_cc: z.number(),
    contributorsCount: z.number(),
  }),
});
export const featuredSetReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ challenge: challengeViewSchema.nullable() }),
});

/** A scheduled featured pick still to come: when, which challenge (its card), and the admin who scheduled it. */
export const featuredPickSchema = z.object({
  id: z.number(),
  starts_at: z.string(),
  challenge: challengeViewSchema,
  scheduled_by: userRefSchema,
  created_at: z.string(),
});
export type FeaturedPick = z.infer<typeof featuredPickSchema>;
/** GET /admin/challenge/featured/schedule: the upcoming picks, soonest first. */
export const featuredScheduleReply = z.object({ status: z.number(), schedule: z.array(featuredPickSchema) });
/** POST /admin/challenge/featured/schedule → 201. */
export const featuredScheduledReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ pick: featuredPickSchema }),
});
/** DELETE /admin/challenge/featured/schedule/{id}. */
export const featuredScheduleCancelledReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ id: z.number() }),
});

/** POST /challenge (multipart) → 201. */
export const challengeCreatedReply = z.object({
  status: z.number(),
  code: z.number(),
  message: z.string(),
  data: z.object({ challenge: challengeViewSchema }),
});
/** POST /challenge fields (multipart/form-data); the server reads and checks them itself (OpenAPI only). */
export const challengeCreateForm = z.object({
  title: z.string(),
  description: z.string().optional(),
  image_url: z.string().meta({ format: 'binary' }).describe('The cover: JPEG, PNG or GIF, 16:9, at most 10 MB'),
  category: z.string().describe('A category name'),
  type: z.enum(CHALLENGE_TYPES),
  rules: z.string().describe('JSON list (or comma-separated) of rules'),
  prize_cc: z.string().describe('The starting prize in crowns'),
  duration_start_time: z.string().optional().describe('ISO date-time; default now'),
  duration_end_time: z.string().describe('ISO date-time'),
});

// ---- responses ----

export const responsePageReply = z.object({ status: z.number(), response: pageOf(challengeResponseViewSchema) });
export const responseReply = z.object({ status: z.number(), response: challengeResponseViewSchema });
export const responsePostedReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ response: challengeResponseViewSchema }),
});
export const upvotersReply = z.object({ status: z.number(), userList: pageOf(challengeUpvoterSchema) });
export const leaderboardPageReply = z.object({ status: z.number(), data: pageOf(challengeResponseViewSchema) });
