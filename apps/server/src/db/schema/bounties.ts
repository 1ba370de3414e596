import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { identityId, ts, userRef } from './columns';

const id = identityId;

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    activeIcon: text('active_icon').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_name_key').on(t.name)],
);

/** Rows any bounty list may show (daily bounties have their own list; deleted ones none). */
const LISTED = sql`bounty_type <> 'daily' and deleted_at is null`;
/** Rows of the open board: listed and active (the lists also check the end against the clock). */
const BOARD = sql`status = 'active' and bounty_type <> 'daily' and deleted_at is null`;

export const bounties = pgTable(
  'bounties',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    bountyType: text('bounty_type', { enum: ['live', 'video', 'daily'] }).notNull(),
    status: text('status', {
      enum: ['active', 'claimed', 'submitted', 'completed', 'failed', 'unclaimed', 'cancelled'],
    })
      .notNull()
      .default('active'),
    creatorId: userRef('creator_id').notNull(),
    targetUserId: userRef('target_user_id'),
    startingCc: bigint('starting_cc', { mode: 'number' }).notNull(),
    /** Crowns in escrow terms: starting_cc plus every ante (what a winner shares with the fee). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    antesCount: integer('antes_count').notNull().default(0),
    userCount: integer('user_count').notNull().default(0),
    durationStartTime: ts('duration_start_time').notNull(),
    durationEndTime: ts('duration_end_time').notNull(),
    numberOfClaims: integer('number_of_claims').notNull().default(1),
    claimCount: integer('claim_count').notNull().default(0),
    customRules: text('custom_rules').array().notNull().default(sql`'{}'::text[]`),
    /** unclaimed | expired | quitted | requirements (see BOUNTY_FAILURE_TEXT). */
    failureReason: text('failure_reason'),
    /** The reviewer's note when a submission is failed. */
    failureNote: text('failure_note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  // The list indexes (decision 008): every list orders by (sort column, id), so each index ends in id and a page
  // is read in index order. "Board": the open board (status available); "listed": what any list can show.
  (t) => [
    index('bounties_creator_idx').on(t.creatorId, t.createdAt),
    index('bounties_target_idx').on(t.targetUserId, t.createdAt),
    index('bounties_categories_gin').using('gin', t.categories),
    index('bounties_board_amount_idx').on(t.amount, t.id).where(BOARD),
    index('bounties_board_created_idx').on(t.createdAt, t.id).where(BOARD),
    // Also the sweeper's due-bounty index (end <= now).
    index('bounties_board_end_idx').on(t.durationEndTime, t.id).where(BOARD),
    index('bounties_board_antes_idx').on(t.antesCount, t.id).where(BOARD),
    index('bounties_board_type_end_idx').on(t.bountyType, t.durationEndTime).where(BOARD),
    index('bounties_status_amount_idx').on(t.status, t.amount, t.id).where(LISTED),
    index('bounties_status_antes_idx').on(t.status, t.antesCount, t.id).where(LISTED),
    index('bounties_status_created_idx').on(t.status, t.createdAt, t.id).where(LISTED),
    index('bounties_status_end_idx').on(t.status, t.durationEndTime, t.id).where(LISTED),
    index('bounties_created_idx').on(t.createdAt, t.id).where(LISTED),
    index('bounties_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).where(LISTED),
    index('bounties_daily_idx').on(t.durationStartTime, t.id).where(sql`bounty_type = 'daily' and deleted_at is null`),
  ],
);

export const bountyRequirements = pgTable(
  'bounty_requirements',
  {
    id: id(),
    bountyId: bigint('bounty_id', { mode: 'number' })
      .notNull()
      .references(() => bounties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('bounty_requirements_bounty_idx').on(t.bountyId, t.position)],
);

export const bountyClaims = pgTable(
  'bounty_claims',
  {
    id: id(),
    bountyId: bigint('bounty_id', { mode: 'number' })
      .notNull()
      .references(() => bounties.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
    status: text('status', {
      enum: ['active', 'claimed', 'submitted', 'completed', 'failed', 'quitted', 'expired'],
    })
      .notNull()
      .default('claimed'),
    modifiedEndTime: ts('modified_end_time').notNull(),
    extendedMinutes: integer('extended_minutes').notNull().default(0),
    submitLink: text('submit_link'),
    /** A hosted submission's uploaded video (uploads.file_key); submit_link is then its /files URL. */
    fileKey: text('file_key'),
    platform: text('platform'),
    title: text('title'),
    description: text('description'),
    category: text('category'),
    submittedAt: ts('submitted_at'),
    reviewedAt: ts('reviewed_at'),
    reviewerId: userRef('reviewer_id'),
    failureReason: text('failure_reason'),
    /** Counted views of the submission (POST /views, de-duplicated per viewer per hour). */
    views: integer('views').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bounty_claims_bounty_user_key').on(t.bountyId, t.userId),
    index('bounty_claims_user_idx').on(t.userId, t.status),
    index('bounty_claims_due_idx').on(t.modifiedEndTime).where(sql`status = 'claimed'`),
    index('bounty_claims_review_idx').on(t.submittedAt).where(sql`status = 'submitted'`),
  ],
);

/** One row per Up the Ante (who, how much); the ledger holds the money itself. */
export const bountyAntes = pgTable(
  'bounty_antes',
  {
    id: id(),
    bountyId: bigint('bounty_id', { mode: 'number' })
      .notNull()
      .references(() => bounties.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('bounty_antes_bounty_user_idx').on(t.bountyId, t.userId)],
);

export const bountyActivity = pgTable(
  'bounty_activity',
  {
    id: id(),
    bountyId: bigint('bounty_id', { mode: 'number' })
      .notNull()
      .references(() => bounties.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    activityType: text('activity_type').notNull(),
    message: text('message').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('bounty_activity_bounty_idx').on(t.bountyId, t.createdAt),
    index('bounty_activity_user_idx').on(t.userId, t.createdAt),
    index('bounty_activity_created_idx').on(t.createdAt),
  ],
);

/** Whether a streamer is live now; driven by the stream-status provider (simulated in dev). */
export const streamStatus = pgTable('stream_status', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isLive: boolean('is_live').notNull().default(false),
  platform: text('platform'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
