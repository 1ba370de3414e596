import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, userRef } from './columns';

/**
 * A video a user uploads through a signed PUT URL (spec 02 §7 Submission upload). `pending` from the signed URL
 * until the bytes arrive and pass the checks, `uploaded` then, `attached` once a submission or response uses it.
 * Rows that never get attached are swept with their file after `expires_at`.
 */
export const uploads = pgTable(
  'uploads',
  {
    fileKey: text('file_key').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    purpose: text('purpose', { enum: ['bounty_submission', 'challenge_response'] }).notNull(),
    platform: text('platform').notNull(),
    contentType: text('content_type').notNull(),
    status: text('status', { enum: ['pending', 'uploaded', 'attached'] })
      .notNull()
      .default('pending'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Poster frame (ffmpeg) of an uploaded video; null: the neutral poster. */
    posterKey: text('poster_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    uploadedAt: ts('uploaded_at'),
    attachedAt: ts('attached_at'),
    /** Unattached after this: swept (file and row). */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    index('uploads_unattached_idx').on(t.expiresAt).where(sql`status <> 'attached'`),
  ],
);
