import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, userRef } from './columns';

const userId = (name: string) => userRef(name, 'cascade').notNull();

/** Who follows whom (spec 01 §7 followership). One row per pair; following again removes it (a toggle). */
export const follows = pgTable(
  'follows',
  {
    followerId: userId('follower_id'),
    followingId: userId('following_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('follows_following_idx').on(t.followingId, t.createdAt),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

/**
 * Per-user, per-platform live status written by the stream-status provider (simulated: the admin call and
 * the seed). `stream_status` (bounties.ts) keeps the per-user summary the bounty rules read.
 */
export const streams = pgTable(
  'streams',
  {
    userId: userId('user_id'),
    platform: text('platform', { enum: ['twitch', 'kick', 'youtube', 'tiktok'] }).notNull(),
    isLive: boolean('is_live').notNull().default(false),
    title: text('title'),
    category: text('category'),
    viewerCount: integer('viewer_count').notNull().default(0),
    displayName: text('display_name'),
    thumbnailUrl: text('thumbnail_url'),
    startedAt: ts('started_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    index('streams_live_idx').on(t.userId).where(sql`${t.isLive}`),
  ],
);

/** Comments on a bounty or a challenge response (spec 02 §3 Comment). */
export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userId('user_id'),
    moduleType: text('module_type', { enum: ['bounty', 'challenge_response'] }).notNull(),
    moduleId: bigint('module_id', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('comments_module_idx').on(t.moduleType, t.moduleId, t.createdAt)],
);

/** The issue reasons of the report dialogs (GET /utils/report-category). */
export const reportCategories = pgTable(
  'report_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('report_categories_name_key').on(t.name)],
);

/** A user's report of a bounty, user, comment or challenge response; one per reporter and thing. */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: userId('reporter_id'),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => reportCategories.id),
    modelName: text('model_name', { enum: ['bounty', 'user', 'comment', 'challenge_response'] }).notNull(),
    modelId: bigint('model_id', { mode: 'number' }).notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_model_key').on(t.reporterId, t.modelName, t.modelId),
    index('reports_created_idx').on(t.createdAt),
  ],
);

/**
 * The last counted view of a thing per viewer (user id, or a hash of the anonymous viewer's address).
 * A view counts when there is no row or the last counted one is an hour old or more.
 */
export const contentViews = pgTable(
  'content_views',
  {
    modelName: text('model_name').notNull(),
    modelId: bigint('model_id', { mode: 'number' }).notNull(),
    viewerKey: text('viewer_key').notNull(),
    countedAt: ts('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelName, t.modelId, t.viewerKey] })],
);
