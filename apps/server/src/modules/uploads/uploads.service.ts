import { randomUUID } from 'node:crypto';
import {
  MAX_OPEN_UPLOADS,
  type SignedUrlBody,
  UPLOAD_MSG,
  type UploadPurpose,
  VIDEO_UPLOAD_MIME,
  type VideoUploadExt,
  videoExtOf,
  YOUTUBE_DEFAULT_CATEGORY_ID,
} from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, tooManyRequests } from '../../platform/errors';
import { HEAD_BYTES } from '../../platform/upload-stream';
import { getConfig } from '../config/config.service';
import { sniffs } from './file-types';
import * as repo from './uploads.repo';

/** How long a signed PUT URL works. */
export const PUT_URL_TTL_SECONDS = 15 * 60;
/** A pending upload's row outlives its URL by this much (a large file may still be arriving), then it is swept. */
const PENDING_GRACE_MS = 60 * 60 * 1000;
/** An uploaded video waits this long for its submission before it is swept. */
const UPLOADED_KEEP_MS = 24 * 60 * 60 * 1000;

/** The configured upload limits: the largest size and the video kinds allowed. */
export async function uploadLimits(tx: DbOrTx) {
  const { upload_max_mb, upload_video_types } = await getConfig(tx, ['upload_max_mb', 'upload_video_types']);
  const maxMb = upload_max_mb > 0 ? upload_max_mb : 500;
  const types = upload_video_types.filter((t): t is VideoUploadExt => t in VIDEO_UPLOAD_MIME);
  return { maxMb, maxBytes: maxMb * 1024 * 1024, types };
}

/** POST /utils/get-aws-signed-url: a pending upload row and the signed PUT URL for it. */
export async function createSignedUpload(deps: AppDeps, userId: number, body: SignedUrlBody & { platform: string }) {
  if (body.platform !== 'hosted') throw badRequest(UPLOAD_MSG.linkAccount);
  const { db } = deps.database;
  const [user] = await db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, userId));
  if (!user?.isVerified) throw forbidden();
  const { types, maxBytes } = await uploadLimits(db);
  const ext = videoExtOf(body.fileType);
  if (!ext || !types.includes(ext)) throw badRequest(UPLOAD_MSG.badType);
  // Unattached uploads hold storage until swept: a user keeps a bounded number of them.
  if ((await repo.countOpen(db, userId)) >= MAX_OPEN_UPLOADS) throw tooManyRequests(UPLOAD_MSG.tooManyOpen);
  const contentType = VIDEO_UPLOAD_MIME[ext];
  const fileKey = `public/videos/${userId}/${randomUUID()}.${ext}`;
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + PUT_URL_TTL_SECONDS * 1000);
  await repo.insertUpload(db, {
    fileKey,
    userId,
    purpose: (body.purpose ?? 'bounty_submission') as UploadPurpose,
    platform: body.platform,
    contentType,
    createdAt: now,
    expiresAt: new Date(expiresAt.getTime() + PENDING_GRACE_MS),
  });
  const url = await deps.storage.signedPutUrl(fileKey, contentType, PUT_URL_TTL_SECONDS);
  return {
    status: 200 as const,
    fileKey,
    url,
    expiresAt: expiresAt.toISOString(),
    contentType,
    maxBytes,
    youtubeDefaultCategoryId: YOUTUBE_DEFAULT_CATEGORY_ID,
  };
}

/** The bytes of an upload arrived and passed the checks: uploaded, kept a day for its submission. */
export function completeUpload(deps: AppDeps, db: DbOrTx, fileKey: string, sizeBytes: number) {
  const now = deps.clock.now();
  return repo.markUploaded(db, fileKey, sizeBytes, now, new Date(now.getTime() + UPLOADED_KEEP_MS));
}

/**
 * Attaches the caller's own uploaded video to a submission, inside the submission's transaction: it must be
 * theirs, of this purpose and not used yet. A file that went straight to an object store is checked here (size and
 * kind by content) since no request of ours saw it arrive. Answers the file's URL path for the submission.
 */
export async function attachUpload(deps: AppDeps, tx: Tx, userId: number, fileKey: string, purpose: UploadPurpose) {
  const row = await repo.lockUpload(tx, fileKey);
  if (!row || row.userId !== userId || row.purpose !== purpose || row.status === 'attached')
    throw badRequest(UPLOAD_MSG.notYours);
  const now = deps.clock.now();
  if (row.status === 'pending') {
    const stored = await deps.storage.inspect(fileKey, HEAD_BYTES);
    if (!stored) throw badRequest(UPLOAD_MSG.notUploaded);
    const { maxBytes } = await uploadLimits(tx);
    if (stored.size > maxBytes || !sniffs(fileKey, stored.head)) {
      await deps.storage.delete(fileKey);
      throw badRequest(UPLOAD_MSG.failed);
    }
    await repo.markUploaded(tx, fileKey, stored.size, now, row.expiresAt);
  }
  await repo.markAttached(tx, fileKey, now);
  return { url: deps.storage.url(fileKey), fileKey };
}

/**
 * The video of a submission or response, inside its transaction: a link as given, or for `hosted` the caller's
 * uploaded file, attached (its URL path becomes the link).
 */
export async function submittedVideo(
  deps: AppDeps,
  tx: Tx,
  userId: number,
  body: { platform: string; clip_url?: string; fileKey?: string },
  purpose: UploadPurpose,
): Promise<{ url: string; fileKey: string | null }> {
  if (body.platform !== 'hosted') return { url: body.clip_url ?? '', fileKey: null };
  if (!body.fileKey) throw badRequest(UPLOAD_MSG.uploadRequired);
  return attachUpload(deps, tx, userId, body.fileKey, purpose);
}
