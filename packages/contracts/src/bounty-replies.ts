import { z } from 'zod';
import { BOUNTY_STATUSES, BOUNTY_TYPES, CLAIM_STATUSES, FAILURE_REASONS } from './bounty-constants';
import { searchUserSchema, userRefSchema } from './social-views';
import { pageOf } from './users';

// ---- response schemas of the bounty calls (OpenAPI; Fastify serializes through them) ----

const userRef = userRefSchema;
export type BountyUserRef = z.infer<typeof userRef>;

export const bountyClaimViewSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user: z.object({ image_url: z.string().nullable(), sc_username: z.string() }),
  status: z.enum(CLAIM_STATUSES),
  modified_end_time: z.string(),
  submit_link: z.string().nullable(),
  platform: z.string().nullable(),
  title: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export type BountyClaimView = z.infer<typeof bountyClaimViewSchema>;

/** The bounty card of every bounty list and of GET /bounty/{id} (spec 02 §3). `amount` is dollars, `amount_cc` crowns. */
export const bountyViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  category: z.array(z.string()),
  amount: z.number(),
  amount_cc: z.number(),
  starting_cc: z.number(),
  antesCount: z.number(),
  userCount: z.number(),
  status: z.enum(BOUNTY_STATUSES),
  bounty_type: z.enum(BOUNTY_TYPES),
  target_user: userRef.extend({ is_live: z.boolean() }).nullable(),
  creator: userRef,
  creater_id: z.number(),
  streamer: userRef.nullable(),
  duration_start_time: z.string(),
  duration_end_time: z.string(),
  number_of_claims: z.number(),
  claimCount: z.number(),
  isClaimed: z.boolean(),
  claims: z.array(bountyClaimViewSchema),
  requirements: z.array(z.object({ id: z.number(), title: z.string() })),
  rules: z.array(z.string()),
  custom_rules: z.array(z.string()),
  isLive: z.boolean(),
  failure_reason: z.enum(FAILURE_REASONS).nullable(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
});
export type BountyView = z.infer<typeof bountyViewSchema>;

/** A page of bounty cards, as every list call answers it under `bounty`. */
export const bountyPageSchema = pageOf(bountyViewSchema);
export const bountyListReply = z.object({ status: z.number(), bounty: bountyPageSchema });
export const bountyReply = z.object({ status: z.number(), bounty: bountyViewSchema });

/** A daily bounty: the card and the claims still open. */
export const dailyBountySchema = bountyViewSchema.extend({ claimsRemaining: z.number() });
/** GET /bounty/daily: the same list under `data` and `bounty`. */
export const dailyBountiesReply = z.object({
  status: z.number(),
  data: z.array(dailyBountySchema),
  bounty: z.array(dailyBountySchema),
});
export const adminDailyBountiesReply = z.object({ status: z.number(), data: z.array(dailyBountySchema) });

/** POST /bounty (multipart) → 201. */
export const bountyCreatedReply = z.object({
  status: z.number(),
  code: z.number(),
  message: z.string(),
  data: z.object({ bounty: bountyViewSchema }),
});
/** The 400 of the multipart create forms: a numeric `code` (the forms read it) and the machine code as `error`. */
export const createFormErrorReply = z.object({
  status: z.number(),
  code: z.number(),
  message: z.string(),
  msg: z.string(),
  error: z.string(),
});

/** POST /bounty fields (multipart/form-data); the server reads and checks them itself (OpenAPI only). */
export const bountyCreateForm = z.object({
  title: z.string(),
  description: z.string().optional(),
  image_url: z.string().meta({ format: 'binary' }).describe('The cover: JPEG, PNG or GIF, 16:9, at most 10 MB'),
  category: z.string().describe('JSON list (or comma-separated) of category names'),
  bounty_type: z.enum(['live', 'video']),
  target_user: z.string().optional().describe("The streamer's user id (required for a live bounty)"),
  rules: z.string().describe('JSON list (or comma-separated) of requirements'),
  starting_cc: z.string().describe('The reward in crowns'),
  duration_end_time: z.string().describe('ISO date-time, 1 to 48 hours from now'),
});

/** One row of GET /bounty/activity (spec 02 §3 "Bounty activity item"). */
export const bountyActivitySchema = z.object({
  id: z.number(),
  bounty_id: z.number(),
  activity_type: z.string(),
  message: z.string(),
  bounty_name: z.string(),
  title: z.string(),
  bounty_image: z.string().nullable(),
  image_url: z.string().nullable(),
  username: z.string().nullable(),
  user_id: z.number().nullable(),
  creator: userRef,
  streamer: z.object({ id: z.number().nullable(), sc_username: z.string() }).nullable(),
  target_user: z.number().nullable(),
  status: z.enum(BOUNTY_STATUSES),
  amount: z.number().nullable(),
  amount_cc: z.number().nullable(),
  antesCount: z.number(),
  duration_start_time: z.string(),
  duration_end_time: z.string(),
  created_at: z.string(),
  createdAt: z.string(),
});
export const bountyActivityReply = z.object({ status: z.number(), bounty: pageOf(bountyActivitySchema) });

/** GET /bounty/{id}/claim: the submitted and approved claims of a daily bounty. */
export const dailySubmissionsReply = z.object({
  status: z.number(),
  submissions: z.array(
    z.object({
      id: z.number(),
      model_id: z.number(),
      user_id: z.number(),
      user: z.object({ sc_username: z.string(), image_url: z.string().nullable() }),
      status: z.enum(CLAIM_STATUSES),
      submit_link: z.string().nullable(),
      platform: z.string().nullable(),
      title: z.string().nullable(),
      submitted_at: z.string().nullable(),
    }),
  ),
});

/** POST /search: people (at most 10) and a page of available bounty cards. */
export const searchReply = z.object({
  status: z.number(),
  data: z.object({
    users: z.array(searchUserSchema),
    bounties: z.array(bountyViewSchema),
    bountyPage: z.object({ currentPage: z.number(), totalPages: z.number(), totalRecords: z.number() }),
  }),
});

// ---- the bounty actions ----

export const bountyClaimedReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ claimId: z.number(), bountyId: z.number() }),
});
export const upTheAnteReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ bountyId: z.number(), amount: z.number(), antesCount: z.number(), userCount: z.number() }),
});
export const claimExtendedReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ claimId: z.number(), modified_end_time: z.string(), charged_cc: z.number() }),
});
/** An action answered with its message only (`msg` repeats it where the spec reads it). */
export const bountyMessageReply = z.object({ status: z.number(), message: z.string(), msg: z.string().optional() });
/** DELETE /admin/bounty/{id}: a user bounty's answer names the crowns refunded and to whom; a daily one's does not. */
export const adminBountyDeletedReply = bountyMessageReply.extend({
  data: z
    .object({
      refunded_cc: z.number(),
      refunds: z.array(z.object({ userId: z.number(), amount: z.number() })),
    })
    .optional(),
});
export const bountyDeletedReply = z.object({
  status: z.number(),
  message: z.string(),
  msg: z.string(),
  data: z.object({ refunded_cc: z.number(), fee_cc: z.number() }),
});

// ---- admin ----

/** POST /admin/bounty/{id}/review: an approval says what was paid, a failure who was refunded. */
export const bountyReviewReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.union([
    z.object({ paid_cc: z.number(), fee_cc: z.number() }),
    z.object({ refunds: z.array(z.object({ userId: z.number(), amount: z.number() })) }),
  ]),
});
export const reviewQueueReply = z.object({
  status: z.number(),
  data: z.array(
    z.object({
      claimId: z.number(),
      bountyId: z.number(),
      bounty: z.object({
        id: z.number(),
        title: z.string(),
        image_url: z.string().nullable(),
        amount: z.number(),
        amount_cc: z.number(),
        bounty_type: z.enum(BOUNTY_TYPES),
        custom_rules: z.array(z.string()),
        creator: userRef,
      }),
      user: userRef,
      platform: z.string().nullable(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      category: z.string().nullable(),
      submit_link: z.string().nullable(),
      submitted_at: z.string().nullable(),
      overdue: z.boolean(),
      overdue_at: z.string(),
    }),
  ),
});
export const dailyBountyCreatedReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ bounty: bountyViewSchema }),
});
export const dailyBountyUpdatedReply = dailyBountyCreatedReply.extend({ modifiedData: bountyViewSchema });
