import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, ts, userRef } from './columns';

/**
 * Money out (issue 13, decision 018). Our side knows providers only by their ids; what a provider itself keeps
 * (the sandbox's simulated sessions, accounts and payouts) lives in `sandbox_payout_objects`.
 */

/** One identity check session at the payouts provider. The latest row per user is their KYC state. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: identityId(),
    userId: userRef('user_id', 'cascade').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    level: text('level', { enum: ['basic', 'enhanced'] }).notNull(),
    /** pending until the provider says passed, failed or review (checked by hand, then passed or failed). */
    status: text('status', { enum: ['pending', 'review', 'passed', 'failed'] })
      .notNull()
      .default('pending'),
    failureReason: text('failure_reason'),
    /** The session the browser said it came back from (set-recent-idv-session). */
    recentAt: ts('recent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** When it reached passed or failed. */
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('identity_verifications_provider_session_key').on(t.provider, t.providerSessionId),
    index('identity_verifications_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A bank account or debit card a user added through the provider's hosted page. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: identityId(),
    userId: userRef('user_id', 'cascade').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    type: text('type', { enum: ['bank', 'debit_card'] }).notNull(),
    label: text('label').notNull(),
    last4: text('last4').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Removed by the user: hidden, kept for the withdrawals that used it. */
    removedAt: ts('removed_at'),
  },
  (t) => [
    uniqueIndex('payout_methods_provider_ref_key').on(t.provider, t.providerRef),
    index('payout_methods_user_idx').on(t.userId).where(sql`removed_at is null`),
  ],
);

/** A hosted add-method session (GET /payment/init-transfer), until its public token is exchanged. */
export const payoutMethodLinks = pgTable('payout_method_links', {
  /** The link token (random, stored as given: it only opens a page for this user). */
  token: text('token').primaryKey(),
  userId: userRef('user_id', 'cascade').notNull(),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  type: text('type', { enum: ['bank', 'debit_card'] }).notNull(),
  /** The provider's object behind the link (sandbox session, Stripe account). */
  providerRef: text('provider_ref'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  completedAt: ts('completed_at'),
});

/**
 * One withdrawal. Its crowns sit in the ledger account withdrawal_hold:{id} from the request until settlement
 * (hold → external cash and fee) or reversal (hold → wallet); the row only says where it stands.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: identityId(),
    userId: userRef('user_id').notNull(),
    kind: text('kind', { enum: ['bank', 'debit_card', 'gift_card'] }).notNull(),
    payoutMethodId: bigint('payout_method_id', { mode: 'number' }).references(() => payoutMethods.id),
    giftBrandId: text('gift_brand_id'),
    /** Crowns held, fee included. */
    crowns: bigint('crowns', { mode: 'number' }).notNull(),
    feeCrowns: bigint('fee_crowns', { mode: 'number' }).notNull().default(0),
    /** Dollars that leave: crowns − fee at the rate of the request, in cents. */
    amountCents: integer('amount_cents').notNull(),
    /** Shown in history and mails: the method's label or "Amazon gift card". */
    destination: text('destination').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's payout or gift card id, once submitted. */
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['review', 'held', 'processing', 'paid', 'failed', 'rejected'] }).notNull(),
    /** Why it waits for a review ('amount', 'new_account', 'frequency'). */
    reviewReason: text('review_reason'),
    /** The admin's reason for a hold or a rejection, or the provider's failure message. */
    message: text('message'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    /** When the provider accepted it; null while it still has to be sent (the sweeper retries). */
    submittedAt: ts('submitted_at'),
    settledAt: ts('settled_at'),
    /** Gift cards: the code's last characters, for the history (the code itself is only mailed). */
    codeHint: text('code_hint'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('withdrawals_provider_ref_key').on(t.provider, t.providerRef),
    index('withdrawals_open_idx').on(t.status, t.createdAt).where(sql`status in ('review', 'held', 'processing')`),
  ],
);

/**
 * What the sandbox payouts provider keeps on its side (it stands in for an external service): identity sessions,
 * add-method sessions and accounts, payouts, gift cards. Keyed by the ids it hands out.
 */
export const sandboxPayoutObjects = pgTable(
  'sandbox_payout_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['idv_session', 'method_link', 'method', 'payout', 'gift_card'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    data: jsonb('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_payout_objects_kind_idx').on(t.kind, t.createdAt)],
);
