import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    scUsername: text('sc_username').notNull(),
    /** Null for an account made by social sign-in until a password is set (forgot password). */
    passwordHash: text('password_hash'),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    role: text('role', { enum: ['user', 'admin', 'read_only_admin'] })
      .notNull()
      .default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    /** Shown instead of the username where set (settings); the username stays the handle in URLs. */
    displayName: text('display_name'),
    bannerUrl: text('banner_url'),
    bio: text('bio'),
    uploadYt: boolean('upload_yt').notNull().default(false),
    uploadTiktok: boolean('upload_tiktok').notNull().default(false),
    isStreamer: boolean('is_streamer').notNull().default(false),
    timeZone: text('time_zone'),
    /** Set when the account was deleted: its personal fields are erased, the row stays for the ledger. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.scUsername})`),
    index('users_username_trgm_idx').using('gin', t.scUsername.op('gin_trgm_ops')),
  ],
);

export const userSettings = pgTable('user_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  showOnlineStatus: boolean('show_online_status').notNull().default(true),
  /** Per notification category: false turns its emails off (a missing category is on). */
  emailPrefs: jsonb('email_prefs').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use mailed secrets: email verification (link token + 6-digit code), password reset and email change
 * (sent to `new_email`, which replaces the address when confirmed).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'email_change'] }).notNull(),
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Admin two-factor: the challenge token the client holds maps to one of these rows. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('otp_challenges_token_key').on(t.tokenHash)],
);

/** Opaque refresh tokens, stored hashed, rotated on every use; a family shares one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_token_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);
