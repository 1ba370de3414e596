import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { identityId, ts, userRef } from './columns';

const id = identityId;
const userId = (name: string) => userRef(name).notNull();
const challengeRef = () =>
  bigint('challenge_id', { mode: 'number' })
    .notNull()
    .references(() => challenges.id, { onDelete: 'cascade' });

/** Timed video contests (decision 014). The pool's money is in the ledger (challenge_pool account). */
export const challenges = pgTable(
  'challenges',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    category: text('category').notNull(),
    type: text('type', { enum: ['video', 'live'] }).notNull(),
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    /** Stored status; upcoming/live/ended are also evaluated against the clock on read. */
    status: text('status', { enum: ['upcoming', 'live', 'ended', 'paid', 'refunded'] })
      .notNull()
      .default('upcoming'),
    creatorId: userId('creator_id'),
    startingCc: bigint('starting_cc', { mode: 'number' }).notNull(),
    /** The pool in crowns (cache of the ledger's challenge_pool balance until settled). */
    prizeCc: bigint('prize_cc', { mode: 'number' }).notNull(),
    contributorsCount: integer('contributors_count').notNull().default(0),
    responsesCount: integer('responses_count').notNull().default(0),
    upvotesCount: integer('upvotes_count').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    durationStartTime: ts('duration_start_time').notNull(),
    durationEndTime: ts('duration_end_time').notNull(),
    featured: boolean('featured').notNull().default(false),
    winnerResponseId: bigint('winner_response_id', { mode: 'number' }),
    payoutCc: bigint('payout_cc', { mode: 'number' }),
    settledAt: ts('settled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('challenges_creator_idx').on(t.creatorId, t.createdAt),
    index('challenges_status_start_idx').on(t.status, t.durationStartTime, t.id),
    index('challenges_status_end_idx').on(t.status, t.durationEndTime, t.id),
    index('challenges_status_created_idx').on(t.status, t.createdAt, t.id),
    index('challenges_status_prize_idx').on(t.status, t.prizeCc, t.id),
    index('challenges_status_popular_idx').on(t.status, t.upvotesCount, t.id),
    index('challenges_created_idx').on(t.createdAt, t.id),
    index('challenges_category_idx').on(t.category, t.createdAt, t.id),
    index('challenges_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // One featured challenge at a time.
    uniqueIndex('challenges_featured_key').on(t.featured).where(sql`featured`),
  ],
);

/** One row per addition to the pool (the creator's starting prize included); the ledger holds the money. */
export const challengeContributions = pgTable(
  'challenge_contributions',
  {
    id: id(),
    challengeId: challengeRef(),
    userId: userId('user_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('challenge_contributions_challenge_user_idx').on(t.challengeId, t.userId),
    // "My challenges" and active ids: the challenges a user funded.
    index('challenge_contributions_user_idx').on(t.userId, t.challengeId),
  ],
);

/** One video response per user per challenge. `upvotes` counts counted votes only. */
export const challengeResponses = pgTable(
  'challenge_responses',
  {
    id: id(),
    challengeId: challengeRef(),
    userId: userId('user_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    platform: text('platform').notNull(),
    videoUrl: text('video_url').notNull(),
    fileKey: text('file_key'),
    upvotes: integer('upvotes').notNull().default(0),
    pendingUpvotes: integer('pending_upvotes').notNull().default(0),
    views: integer('views').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('challenge_responses_challenge_user_key').on(t.challengeId, t.userId),
    // The leaderboard order: counted upvotes, then the earliest response.
    index('challenge_responses_rank_idx').on(t.challengeId, t.upvotes.desc(), t.createdAt, t.id),
    index('challenge_responses_recent_idx').on(t.challengeId, t.createdAt, t.id),
    index('challenge_responses_user_idx').on(t.userId, t.createdAt),
    index('challenge_responses_created_idx').on(t.createdAt, t.id),
    index('challenge_responses_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** A user's upvote of a response; `counted` is fixed when cast (account age at that moment). */
export const challengeResponseUpvotes = pgTable(
  'challenge_response_upvotes',
  {
    responseId: bigint('response_id', { mode: 'number' })
      .notNull()
      .references(() => challengeResponses.id, { onDelete: 'cascade' }),
    userId: userId('user_id'),
    counted: boolean('counted').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.userId] }),
    index('challenge_response_upvotes_list_idx').on(t.responseId, t.createdAt),
    index('challenge_response_upvotes_user_idx').on(t.userId),
  ],
);

/** Per-user toggles on a challenge: upvote and favourite. */
const challengeToggle = (name: string) =>
  pgTable(
    name,
    {
      challengeId: challengeRef(),
      userId: userId('user_id'),
      createdAt: ts('created_at').notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.challengeId, t.userId] }), index(`${name}_user_idx`).on(t.userId, t.createdAt)],
  );
export const challengeUpvotes = challengeToggle('challenge_upvotes');
export const challengeFavorites = challengeToggle('challenge_favorites');

/** The challenge activity feed (GET /challenge/activity). */
export const challengeActivity = pgTable(
  'challenge_activity',
  {
    id: id(),
    challengeId: challengeRef(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    action: text('action').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('challenge_activity_created_idx').on(t.createdAt, t.id),
    index('challenge_activity_user_idx').on(t.userId, t.createdAt),
    index('challenge_activity_challenge_idx').on(t.challengeId, t.createdAt),
  ],
);

/**
 * Scheduled featured picks (decision 024): at `starts_at` the sweeper makes the challenge the featured one and sets
 * `started_at` in the same transaction; a pick whose challenge is no longer open then is started with
 * `skipped_reason` instead. A pending pick (neither started nor cancelled) can be cancelled by an admin.
 */
export const challengeFeaturedSchedule = pgTable(
  'challenge_featured_schedule',
  {
    id: id(),
    challengeId: challengeRef(),
    /** Whole minutes: the minute is the unit of the schedule. */
    startsAt: ts('starts_at').notNull(),
    createdBy: userId('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    skippedReason: text('skipped_reason', { enum: ['challenge_closed'] }),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: userRef('cancelled_by'),
  },
  (t) => [
    // Pending picks by time: the schedule list, the sweeper's due rows, and one pick per minute.
    uniqueIndex('challenge_featured_schedule_pending_key')
      .on(t.startsAt)
      .where(sql`started_at is null and cancelled_at is null`),
    index('challenge_featured_schedule_challenge_idx').on(t.challengeId),
    check('challenge_featured_schedule_one_end', sql`started_at is null or cancelled_at is null`),
  ],
);
