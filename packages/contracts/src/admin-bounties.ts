import { z } from 'zod';
import { BOUNTY_STATUSES } from './bounty-constants';
import { pageOf, pageQuery } from './users';

/** Texts of the admin bounty list and detail. */
export const ADMIN_BOUNTY_MSG = {
  invalidDate: 'Enter dates as YYYY-MM-DD.',
  invalidDateRange: 'The start date must be on or before the end date.',
  invalidAmount: 'Enter a whole number of crowns.',
  invalidAmountRange: 'The minimum must not be above the maximum.',
  bountyNotFound: 'Bounty not found.',
  updated: 'Bounty updated',
  deleted: 'Bounty deleted; every contributor got their crowns back.',
  fixedTerms:
    "A user bounty's reward, number of claims and times are its creator's; an admin edits only its text, image, categories and requirements.",
} as const;

/** The stored statuses, and 'deleted' for a bounty its creator or an admin deleted. */
export const ADMIN_BOUNTY_STATUSES = [...BOUNTY_STATUSES, 'deleted'] as const;
export type AdminBountyStatus = (typeof ADMIN_BOUNTY_STATUSES)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_BOUNTY_MSG.invalidDate);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
const crowns = z.coerce
  .number({ error: ADMIN_BOUNTY_MSG.invalidAmount })
  .int(ADMIN_BOUNTY_MSG.invalidAmount)
  .min(0, ADMIN_BOUNTY_MSG.invalidAmount);

/** GET /admin/bounties: every filter optional; dates are whole UTC days of creation, both inclusive. */
export const adminBountiesQuery = pageQuery
  .extend({
    status: z.enum(ADMIN_BOUNTY_STATUSES).optional(),
    /** Title words. */
    search: text(100),
    /** Creator's username (case-insensitive, exact) or id. */
    creator: text(100),
    /** Target's username or id. */
    target: text(100),
    from: isoDay.optional(),
    to: isoDay.optional(),
    min: crowns.optional(),
    max: crowns.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ADMIN_BOUNTY_MSG.invalidDateRange, path: ['to'] })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: ADMIN_BOUNTY_MSG.invalidAmountRange,
    path: ['max'],
  });
export type AdminBountiesQuery = z.input<typeof adminBountiesQuery>;

const personSchema = z.object({ id: z.string(), sc_username: z.string() });

export const adminBountyRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  bounty_type: z.string(),
  status: z.enum(ADMIN_BOUNTY_STATUSES),
  amount: z.number(),
  /** Crowns the escrow holds now. */
  escrow: z.number(),
  creator: personSchema,
  target: personSchema.nullable(),
  claimCount: z.number(),
  number_of_claims: z.number(),
  createdAt: z.string(),
  duration_end_time: z.string(),
});
export type AdminBountyRow = z.infer<typeof adminBountyRowSchema>;
export const adminBountiesPageSchema = pageOf(adminBountyRowSchema);

/** One movement in or out of a bounty's escrow: who put what in, where it went. */
export const escrowMoveSchema = z.object({
  transferId: z.string(),
  /** bounty_create, bounty_ante, bounty_payout, bounty_fee, bounty_refund, bounty_deletion_fee… */
  type: z.string(),
  /** Positive: into the escrow; negative: out of it. */
  amount: z.number(),
  /** The other side: a user's wallet, or a house account (platform_revenue…). */
  counterparty: z.object({ kind: z.string(), user: personSchema.nullable() }),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type EscrowMove = z.infer<typeof escrowMoveSchema>;

export const adminBountyDetailSchema = z.object({
  bounty: adminBountyRowSchema.extend({
    description: z.string(),
    image_url: z.string().nullable(),
    failure_reason: z.string().nullable(),
    duration_start_time: z.string(),
  }),
  claims: z.array(
    z.object({
      id: z.string(),
      user: personSchema,
      status: z.string(),
      createdAt: z.string(),
      submittedAt: z.string().nullable(),
    }),
  ),
  trail: z.array(escrowMoveSchema),
  /** Sums of the trail by direction: in (created + antes), out by destination. */
  totals: z.object({ in: z.number(), payouts: z.number(), fees: z.number(), refunds: z.number(), other: z.number() }),
});
export type AdminBountyDetail = z.infer<typeof adminBountyDetailSchema>;
