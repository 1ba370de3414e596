import { BOUNTY_LIMITS, verifyFields, withPlatformLink } from '@crowns/contracts';
import { z } from 'zod';
import type { Bounty } from '../../types';

/** The terms checkbox of Enter video response (spec 02 §5). */
export const TERMS_REQUIRED = 'Accept terms and conditions';

/** The server's verify schema (the same messages, link check and upload check) plus the terms checkbox. */
export const submitSchema = withPlatformLink(
  verifyFields.extend({
    terms: z.boolean().refine((v) => v, { error: TERMS_REQUIRED }),
  }),
);
export type SubmitInput = z.input<typeof submitSchema>;
export type SubmitValues = z.output<typeof submitSchema>;

/** The categories offered: the bounty's own (a bounty without any offers 'General'). */
export const categoriesOf = (b: Bounty) => (b.category.length > 0 ? b.category : ['General']);

/** Title and description default from the bounty, cut to their limits (spec 02 §5). */
export const submitDefaults = (b: Bounty): SubmitInput => ({
  platform: '',
  title: b.title.slice(0, BOUNTY_LIMITS.submitTitleMax),
  description: (b.description ?? '').slice(0, BOUNTY_LIMITS.submitDescriptionMax),
  category: categoriesOf(b)[0] ?? '',
  clip_url: '',
  fileKey: undefined,
  terms: false,
});
