import { z } from 'zod';
import { crownsSchema, positiveIntegerSchema } from './amounts';
import { BOUNTY_LIMITS, BOUNTY_MSG, SUBMIT_PLATFORMS } from './bounty-constants';
import { UPLOAD_MSG } from './uploads';
import { submitLinkError } from './video-links';

export const upTheAnteBody = z.object({ cc_amount: crownsSchema(BOUNTY_MSG.anteZero) });

/** Minutes of extension; each one costs crowns, so they are as strict as an amount. */
export const extendBody = z.object({
  duration: positiveIntegerSchema(BOUNTY_MSG.timeRequired, {
    max: [BOUNTY_LIMITS.extendMaxMinutes, BOUNTY_MSG.extendTooLong],
  }),
});

/** Platforms of a video response: a link on one of SUBMIT_PLATFORMS, or `hosted`: a video uploaded to us. */
export const RESPONSE_PLATFORMS = [...SUBMIT_PLATFORMS, 'hosted'] as const;
export type ResponsePlatform = (typeof RESPONSE_PLATFORMS)[number];

/**
 * The fields of a video response; `verifyBody` adds the check that the video is there: a link of the chosen
 * platform (`clip_url`), or for `hosted` an uploaded file (`fileKey` from POST /utils/get-aws-signed-url).
 */
export const verifyFields = z.object({
  platform: z
    .string({ error: BOUNTY_MSG.platformRequired })
    .trim()
    .toLowerCase()
    .pipe(z.enum(RESPONSE_PLATFORMS, { error: BOUNTY_MSG.platformRequired })),
  title: z
    .string({ error: BOUNTY_MSG.submitTitleRequired })
    .trim()
    .min(1, { error: BOUNTY_MSG.submitTitleRequired })
    .max(BOUNTY_LIMITS.submitTitleMax, { error: BOUNTY_MSG.titleTooLong }),
  description: z
    .string()
    .trim()
    .max(BOUNTY_LIMITS.submitDescriptionMax, { error: BOUNTY_MSG.descriptionTooLong })
    .optional()
    .default(''),
  category: z
    .string({ error: BOUNTY_MSG.categorySubmitRequired })
    .trim()
    .min(1, { error: BOUNTY_MSG.categorySubmitRequired }),
  clip_url: z.string().trim().max(2000, { error: BOUNTY_MSG.linkInvalid }).optional(),
  fileKey: z.string().trim().max(300, { error: UPLOAD_MSG.uploadRequired }).optional(),
});

/**
 * The message for a response's video, or null when it is there: for `hosted` the upload, otherwise a link (of
 * the platform once one is chosen; `platform` null: not chosen yet, the link is checked on its own).
 */
function videoError(platform: ResponsePlatform | null, clipUrl: string | undefined, fileKey: string | undefined) {
  if (platform === 'hosted') return fileKey ? null : { path: 'fileKey', message: UPLOAD_MSG.uploadRequired };
  if (!clipUrl) return { path: 'clip_url', message: BOUNTY_MSG.linkRequired };
  if (!/^https?:\/\/[^\s]+$/i.test(clipUrl)) return { path: 'clip_url', message: BOUNTY_MSG.linkInvalid };
  const message = platform ? submitLinkError(platform, clipUrl) : null;
  return message ? { path: 'clip_url', message } : null;
}

/**
 * Adds the check that the video is there: a link of the chosen platform (with a message naming the platform), or
 * an uploaded file for `hosted`. It runs beside the other fields' checks, so a form shows every message at once.
 */
export const withPlatformLink = <
  S extends z.ZodType<{ platform: ResponsePlatform; clip_url?: string | undefined; fileKey?: string | undefined }>,
>(
  schema: S,
) =>
  schema.check(
    // Runs even when another field failed (its own `when`), so the video's message shows beside the others.
    z.superRefine<{ platform: ResponsePlatform; clip_url?: string; fileKey?: string }>(
      (value, ctx) => {
        const failed = (field: string) => ctx.issues.some((i) => i.path?.[0] === field);
        if (failed('clip_url') || failed('fileKey')) return;
        const platform = failed('platform') ? null : value.platform;
        const error = videoError(platform, value.clip_url, value.fileKey);
        if (error) ctx.addIssue({ code: 'custom', message: error.message, input: value, path: [error.path] });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );

export const verifyBody = withPlatformLink(verifyFields);
export type VerifyBody = z.infer<typeof verifyBody>;

export const reviewBody = z
  .object({
    claimId: z.coerce.number().int().positive(),
    decision: z.enum(['approve', 'fail']),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.decision === 'approve' || (b.reason && b.reason.length > 0), {
    error: BOUNTY_MSG.reasonRequired,
    path: ['reason'],
  });

const isoDate = z
  .string({ error: BOUNTY_MSG.timeRequired })
  .refine((v) => !Number.isNaN(new Date(v).getTime()), { error: BOUNTY_MSG.timeRequired });

/** Admin: create a daily bounty (open to everyone, reward per completed claim, funded by the platform). */
const dailyBountyFields = z.object({
  title: z
    .string({ error: BOUNTY_MSG.titleRequired })
    .trim()
    .min(1, { error: BOUNTY_MSG.titleRequired })
    .max(BOUNTY_LIMITS.titleMax, { error: BOUNTY_MSG.titleTooLong }),
  description: z.string().trim().max(BOUNTY_LIMITS.descriptionMax, { error: BOUNTY_MSG.descriptionTooLong }).optional(),
  image_url: z.string().trim().max(2000).nullish(),
  category: z.array(z.string().trim().min(1)).min(1, { error: BOUNTY_MSG.categoryRequired }).max(3, {
    error: BOUNTY_MSG.tooManyCategories,
  }),
  rules: z
    .array(z.string())
    .transform((r) => r.map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, { error: BOUNTY_MSG.requirementRequired })),
  reward_cc: crownsSchema(BOUNTY_MSG.rewardRequired, { whole: BOUNTY_MSG.rewardWhole }),
  /** The platform pays reward_cc per claim, so the count is as strict as an amount. */
  number_of_claims: positiveIntegerSchema(BOUNTY_MSG.claimsRange, { max: [10_000, BOUNTY_MSG.claimsRange] }),
  duration_start_time: isoDate,
  duration_end_time: isoDate,
});
export const dailyBountyBody = dailyBountyFields.refine(
  (b) => new Date(b.duration_end_time) > new Date(b.duration_start_time),
  { error: BOUNTY_MSG.durationRange, path: ['duration_end_time'] },
);
export type DailyBountyBody = z.infer<typeof dailyBountyBody>;
/** Admin: edit a daily bounty (any subset of the create fields). */
export const dailyBountyPatch = dailyBountyFields.partial();
export type DailyBountyPatch = z.infer<typeof dailyBountyPatch>;

/** A bounty category (GET /utils/categories); trending ones add how many bounties were created in it in 7 days. */
export const categorySchema = z.object({ id: z.number(), name: z.string(), icon: z.string(), active_icon: z.string() });
export const categoriesReply = z.object({ status: z.number(), data: z.array(categorySchema) });
export const trendingCategoriesReply = z.object({
  status: z.number(),
  categoriesWithSignedUrls: z.array(categorySchema.extend({ bountyCount: z.number() })),
});
