import { z } from 'zod';
import { LIMITS } from './constants';
import { MSG } from './messages';
import { streamDetailSchema, userRefSchema } from './social-views';
import { bountyStatsSchema } from './users';

/**
 * Profiles (spec 01 §2 routes and Profile preview dialog, spec 02 §7 Users): the public profile, its stats,
 * activity and videos, and the stream manager's earnings. Nothing here ever carries an email, a birthdate, a
 * role or an account state.
 */
export const PROFILE_LIMITS = {
  activityMax: 50,
  submissionsMax: 50,
  earningsPage: 20,
} as const;

/**
 * GET /users/stats?type=bounty&userId → bountyStats (and the profile's header). Counts of the user's claims,
 * plus the bounties they created; amounts are crowns.
 */
export const profileBountyStatsSchema = bountyStatsSchema.extend({
  /** Bounties they created (deleted and daily ones left out). */
  createdBounties: z.number(),
  /** Their claims running now (status claimed). */
  claimedBounties: z.number(),
  /** Their submitted videos awaiting review. */
  inReviewBounties: z.number(),
});
export type ProfileBountyStats = z.infer<typeof profileBountyStatsSchema>;

/** GET /users/profile/{name} and GET /users/{id} → user: the public profile. */
export const profileSchema = z.object({
  id: z.string(),
  sc_username: z.string(),
  /** Shown instead of the username where set. */
  display_name: z.string().nullable(),
  image_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  bio: z.string().nullable(),
  /** When they joined (ISO); `createdAt` is the same value under the older name. */
  created_at: z.string(),
  createdAt: z.string(),
  is_streamer: z.boolean(),
  /** Live now on any platform. */
  is_streaming: z.boolean(),
  /** Every linked stream platform, live ones first (busiest first), each with is_live and viewer_count. */
  platforms: z.array(streamDetailSchema),
  /** The live platforms only (as on Streamer cards). */
  streamDetails: z.array(streamDetailSchema),
  followerCount: z.number(),
  followingCount: z.number(),
  /** Whether the signed-in viewer follows them (false for visitors and on one's own profile). */
  isFollowing: z.boolean(),
  /** Whether the signed-in viewer is this user. */
  isMe: z.boolean(),
  bountyStats: profileBountyStatsSchema,
});
export type Profile = z.infer<typeof profileSchema>;
export const profileReply = z.object({ status: z.number(), user: profileSchema });

export const bountyStatsReply = z.object({ status: z.number(), bountyStats: profileBountyStatsSchema });

const page = z.coerce.number().int().min(1).catch(1).default(1);
const limitOf = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).catch(fallback).default(fallback);
const userIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined);

/** GET /users/activity?page&limit=20&username (or userId). */
export const profileActivityQuery = z.object({
  page,
  limit: limitOf(LIMITS.activityPage, PROFILE_LIMITS.activityMax),
  username: z.string().trim().max(64).optional(),
  userId: userIdParam,
});

/** One row of a user's public activity (spec 01 §3 Activity item): bounty or challenge activity, newest first. */
export const profileActivityItemSchema = z.object({
  /** Unique across both kinds: 'bounty-{id}' or 'challenge-{id}'. */
  id: z.string(),
  kind: z.enum(['bounty', 'challenge']),
  /** Bounty activity_type (created, uptheante, claimed, submitted, completed…) or challenge action. */
  model_action: z.string(),
  /** The bounty activity's text; null for challenge rows (the web words them from model_action). */
  message: z.string().nullable(),
  user: userRefSchema,
  bounty: z
    .object({ id: z.number(), title: z.string(), image_url: z.string().nullable(), status: z.string() })
    .nullable(),
  challenge: z
    .object({ id: z.number(), slug: z.string(), title: z.string(), image_url: z.string().nullable() })
    .nullable(),
  /** Dollars (crowns / cc_per_usd) and crowns; null when the row moves no money. */
  amount: z.number().nullable(),
  amount_cc: z.number().nullable(),
  createdAt: z.string(),
});
export type ProfileActivityItem = z.infer<typeof profileActivityItemSchema>;
export const profileActivityReply = z.object({
  status: z.number(),
  data: z.array(profileActivityItemSchema),
  currentPage: z.number(),
  totalPages: z.number(),
  totalRecords: z.number(),
});

/** Spec 02 §2: Most Viewed=views, Newest=createdAt, Oldest=-createdAt, Highest Rated=rating (ranked by views). */
export const SUBMISSION_SORTS = ['views', 'createdAt', '-createdAt', 'rating'] as const;
/** Which claims: approved ones (public); the other states only for the user themself (the stream manager). */
export const SUBMISSION_STATES = ['completed', 'submitted', 'failed', 'all'] as const;

/** GET /users/submissions?userId&limit=3|12&filterBy=bountyClaims&page&sortBy=views[&status]. */
export const userSubmissionsQuery = z.object({
  userId: z.coerce
    .number({ error: MSG.userNotFound })
    .int({ error: MSG.userNotFound })
    .positive({ error: MSG.userNotFound })
    .max(Number.MAX_SAFE_INTEGER, { error: MSG.userNotFound }),
  page,
  limit: limitOf(LIMITS.profileVideosPage, PROFILE_LIMITS.submissionsMax),
  filterBy: z.literal('bountyClaims').catch('bountyClaims').default('bountyClaims'),
  sortBy: z.enum(SUBMISSION_SORTS).catch('views').default('views'),
  status: z.enum(SUBMISSION_STATES).catch('completed').default('completed'),
});

/** One submitted bounty video (spec 02 §3 Submission / response). */
export const userSubmissionSchema = z.object({
  /** The claim id (POST /views model_id with model_name 'bountyClaims'). */
  id: z.number(),
  /** The bounty id. */
  model_id: z.number(),
  /** The video: the platform link, or the hosted file's URL. */
  submit_link: z.string(),
  /**
   * A hosted video's poster frame (a neutral poster when none could be taken), a YouTube still for YouTube links,
   * null otherwise (the web falls back to the bounty image).
   */
  thumbnail_url: z.string().nullable(),
  /** True for a video uploaded to us (plays in the hosted player). */
  hosted: z.boolean(),
  platform: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** Claim status: completed (approved), submitted (in review) or failed. */
  status: z.string(),
  /** Views (`count` is the spec's name). */
  count: z.number(),
  views: z.number(),
  /** When it was submitted. */
  createdAt: z.string(),
  bounty: z.object({
    id: z.number(),
    title: z.string(),
    image_url: z.string().nullable(),
    /** The bounty's reward in crowns. */
    amount_cc: z.number(),
    creator: userRefSchema,
  }),
});
export type UserSubmission = z.infer<typeof userSubmissionSchema>;
export const userSubmissionsReply = z.object({
  status: z.number(),
  submissions: z.object({
    data: z.array(userSubmissionSchema),
    currentPage: z.number(),
    totalPages: z.number(),
    totalRecords: z.number(),
  }),
});

/** GET /users/earnings?page&limit: the signed-in user's payouts from the ledger (stream manager). */
export const earningsQuery = z.object({ page, limit: limitOf(PROFILE_LIMITS.earningsPage, 100) });

export const earningSchema = z.object({
  /** Ledger transfer id. */
  id: z.number(),
  kind: z.enum(['bounty', 'challenge']),
  /** Crowns credited to the wallet (after the fee). */
  amount_cc: z.number(),
  bounty: z.object({ id: z.number(), title: z.string() }).nullable(),
  challenge: z.object({ id: z.number(), slug: z.string(), title: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Earning = z.infer<typeof earningSchema>;
export const earningsReply = z.object({
  status: z.number(),
  earnings: z.object({
    /** All-time crowns won, split by kind. */
    totalEarned: z.number(),
    bountyEarned: z.number(),
    challengeEarned: z.number(),
    data: z.array(earningSchema),
    currentPage: z.number(),
    totalPages: z.number(),
    totalRecords: z.number(),
  }),
});

/**
 * Realtime `followCounts` on `public-user-{id}` after every follow and unfollow, to both people: a profile page
 * updates its counts live for any visitor.
 */
export type FollowCountsPayload = { userId: number; followerCount: number; followingCount: number };
