import { z } from 'zod';
import { BOUNTY_MSG } from './bounty-constants';
import { LIMITS } from './constants';
import { MSG } from './messages';
import {
  COMMENT_MODULES,
  REPORT_MODELS,
  SOCIAL_LIMITS,
  SOCIAL_MSG,
  STREAM_PLATFORMS,
  VIEW_MODELS,
} from './social-constants';

/** Schemas of follows, streamers and live status, user suggestions, search, comments, reports and views. */

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, {
      error: message,
    });

/** POST /followership/follow. Following someone you already follow unfollows them (decision 006). */
export const followBody = z.object({
  follower_id: positiveId(SOCIAL_MSG.followAsYourself),
  following_id: positiveId(MSG.userNotFound),
  type: z.literal('follow', { error: SOCIAL_MSG.followType }).default('follow'),
});

export const followListQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(LIMITS.listMaxLimit).catch(defaultLimit).default(defaultLimit),
  });

/** GET /users/usernames/?search= or ?username= (spec 02 §3 "User suggestion"). */
export const usernamesQuery = z.object({
  search: z.string().max(64).optional(),
  username: z.string().max(64).optional(),
});

export const topStreamersQuery = followListQuery(LIMITS.topStreamersPage);

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true'));

/** POST /search/ (spec 01 §7). */
export const searchBody = z.object({
  search: z.string().max(SOCIAL_LIMITS.searchTextMax, { error: SOCIAL_MSG.searchTooLong }).optional().default(''),
  sortBy: z.string().max(20).optional(),
  category: z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]).optional(),
  isLive: flag,
  page: z.coerce.number().int().min(1).catch(1).optional(),
});

export const commentBody = z.object({
  content: z
    .string({ error: SOCIAL_MSG.commentEmpty })
    .trim()
    .min(1, { error: SOCIAL_MSG.commentEmpty })
    .max(SOCIAL_LIMITS.commentMax, { error: SOCIAL_MSG.commentTooLong }),
  module_type: z.enum(COMMENT_MODULES, { error: SOCIAL_MSG.commentModule }),
  module_id: positiveId(BOUNTY_MSG.notFound),
});

export const commentListQuery = followListQuery(SOCIAL_LIMITS.commentsPageDefault);

/** POST /report; the keys are in the order the report dialog checks them. */
export const reportBody = z.object({
  category: z.union(
    [
      z.number().int().positive(),
      z
        .string()
        .trim()
        .min(1, { error: SOCIAL_MSG.reportIssueRequired })
        .max(100, { error: SOCIAL_MSG.reportIssueRequired }),
    ],
    { error: SOCIAL_MSG.reportIssueRequired },
  ),
  details: z
    .string({ error: SOCIAL_MSG.reportDetailsEmpty })
    .trim()
    .min(1, { error: SOCIAL_MSG.reportDetailsEmpty })
    .max(SOCIAL_LIMITS.reportDetailsMax, { error: SOCIAL_MSG.reportDetailsTooLong }),
  model_name: z.enum(REPORT_MODELS, { error: SOCIAL_MSG.reportModel }),
  model_id: positiveId(SOCIAL_MSG.reportModel),
});

export const viewBody = z.object({
  model_name: z.enum(VIEW_MODELS, { error: SOCIAL_MSG.viewModel }),
  model_id: positiveId(SOCIAL_MSG.submissionNotFound),
});

/** POST /admin/streams/{userId}: the simulated stream-status provider. */
export const adminStreamBody = z.object({
  platform: z.enum(STREAM_PLATFORMS, { error: SOCIAL_MSG.streamPlatform }),
  is_live: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: SOCIAL_MSG.streamLiveFlag,
  }),
  title: z.string().trim().max(SOCIAL_LIMITS.streamTitleMax, { error: SOCIAL_MSG.streamTitleTooLong }).nullish(),
  category: z.string().trim().max(SOCIAL_LIMITS.streamCategoryMax).nullish(),
  viewer_count: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export type AdminStreamBody = z.infer<typeof adminStreamBody>;
