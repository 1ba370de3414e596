import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Realtime events written in the transaction of the change that causes them and published after
 * commit (platform/events/publisher.ts). `rooms` are Socket.IO rooms named after the spec's channels.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    rooms: text('rooms').array().notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('outbox_events_unpublished_idx').on(t.id).where(sql`${t.publishedAt} is null`)],
);

/** Spec 01 §3 Notification. `data` holds user, target_user, bounty, challenge, role, flag, followedBy. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    category: text('category', { enum: ['bounties', 'challenges'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    data: jsonb('data').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
