import { BOUNTY_MSG, type DailyBountyBody, type DailyBountyPatch, dailyBountyBody } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { usableImageUrl } from '../../../lib/format';
import type { DailyBounty } from '../api/daily-bounties';
import { isoToLocal, localToIso } from '../format';

/** What the inputs hold: text as typed, local date-times, rules as rows (for useFieldArray). */
export type DailyFormValues = {
  title: string;
  description: string;
  image_url: string;
  category: string[];
  rules: { text: string }[];
  reward_cc: string;
  number_of_claims: string;
  duration_start_time: string;
  duration_end_time: string;
};

/** Messages for the checks the shared schema leaves to zod's defaults. */
const FIELD_MESSAGES: Record<string, string> = {
  reward_cc: 'Reward must be a whole number of crowns.',
  number_of_claims: 'Number of claims must be a whole number from 1 to 10,000.',
  image_url: 'Image URL is too long.',
};
export const IMAGE_URL_MESSAGE = 'Image URL must start with http://, https:// or /.';

const schemaResolver = zodResolver(dailyBountyBody, { error: (issue) => FIELD_MESSAGES[String(issue.path?.[0])] });

/** The request body of the form's values (the same shape the server validates). */
export function toBody(v: DailyFormValues) {
  return {
    title: v.title,
    description: v.description,
    image_url: v.image_url.trim() === '' ? null : v.image_url.trim(),
    category: v.category,
    rules: v.rules.map((r) => r.text),
    reward_cc: v.reward_cc,
    number_of_claims: v.number_of_claims,
    duration_start_time: localToIso(v.duration_start_time),
    duration_end_time: localToIso(v.duration_end_time),
  };
}

/**
 * Validates with the contracts schema (so the messages are the server's), plus what the server would refuse
 * later: fewer claims than already taken, and an image URL the app would never show.
 */
export function dailyResolver(claimsTaken: number): Resolver<DailyFormValues, unknown, DailyBountyBody> {
  return async (values, context, options) => {
    const result = await schemaResolver(toBody(values) as never, context, options as never);
    const errors = { ...result.errors } as FieldErrors<DailyFormValues>;
    if (values.image_url.trim() && !usableImageUrl(values.image_url))
      errors.image_url = { type: 'pattern', message: IMAGE_URL_MESSAGE };
    if (!errors.number_of_claims && Number(values.number_of_claims) < claimsTaken)
      errors.number_of_claims = { type: 'min', message: BOUNTY_MSG.claimsBelowTaken };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as DailyBountyBody, errors: {} };
  };
}

export const emptyDailyValues = (): DailyFormValues => ({
  title: '',
  description: '',
  image_url: '',
  category: [],
  rules: [{ text: '' }],
  reward_cc: '',
  number_of_claims: '',
  duration_start_time: '',
  duration_end_time: '',
});

export const dailyValuesOf = (b: DailyBounty): DailyFormValues => ({
  title: b.title,
  description: b.description,
  image_url: b.image_url ?? '',
  category: b.category,
  rules: (b.custom_rules.length ? b.custom_rules : ['']).map((text) => ({ text })),
  reward_cc: String(b.starting_cc),
  number_of_claims: String(b.number_of_claims),
  duration_start_time: isoToLocal(b.duration_start_time),
  duration_end_time: isoToLocal(b.duration_end_time),
});

/**
 * The fields the admin changed: what PATCH /admin/bounty/{id} receives. Both sides go through the same conversion,
 * so a date-time shown to the minute is unchanged when it was not touched.
 */
export function changedFields(body: DailyBountyBody, original: DailyFormValues): DailyBountyPatch {
  const before = dailyBountyBody.safeParse(toBody(original));
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof DailyBountyBody)[]) {
    const same = before.success && JSON.stringify(before.data[key] ?? null) === JSON.stringify(body[key] ?? null);
    if (!same) patch[key] = body[key];
  }
  return patch as DailyBountyPatch;
}
