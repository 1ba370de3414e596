import { z } from 'zod';
import { crownsSchema } from './amounts';
import { verifyFields, withPlatformLink } from './bounties';
import { CHALLENGE_MSG } from './challenge-constants';

/** POST /challenge/add-to-prize/{id} body (same rule as Up the Ante). */
export const addToPrizeBody = z.object({ cc_amount: crownsSchema(CHALLENGE_MSG.addZero) });

/** POST /challenge/response/{id} body: a video link on one platform, a title and a description. */
export const responseBody = withPlatformLink(verifyFields.omit({ category: true }));
export type ResponseBody = z.infer<typeof responseBody>;

/** POST /admin/challenge/featured: choose the featured challenge (null clears it). */
export const featuredBody = z.object({ challenge_id: z.coerce.number().int().positive().nullable() });

/**
 * POST /admin/challenge/featured/schedule: make `challenge_id` the featured challenge at `starts_at` (ISO date-time;
 * the server drops the seconds: one pick per minute).
 */
export const featuredScheduleBody = z.object({
  challenge_id: z.coerce
    .number({ error: CHALLENGE_MSG.scheduleChallengeRequired })
    .int({ error: CHALLENGE_MSG.scheduleChallengeRequired })
    .positive({ error: CHALLENGE_MSG.scheduleChallengeRequired }),
  starts_at: z.iso.datetime({ offset: true, error: CHALLENGE_MSG.scheduleTimeRequired }),
});
export type FeaturedScheduleBody = z.infer<typeof featuredScheduleBody>;
