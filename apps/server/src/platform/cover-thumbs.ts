import { COVER_THUMB_WIDTH, coverOfThumbKey, coverThumbKey, BOUNTY_LIMITS as L, LIMITS } from '@crowns/contracts';
import type { Logger } from 'pino';
import type { AppDeps } from '../deps';

type ThumbDeps = Pick<AppDeps, 'storage' | 'logger'>;

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp | null> | undefined;
/** sharp, loaded once; null where its native build is missing (covers then stand without thumbnails). */
const loadSharp = (logger: Logger) => {
  sharpModule ??= import('sharp').then(
    (m) => m.default,
    (err) => {
      logger.warn({ err }, 'sharp is not available: covers get no thumbnails');
      return null;
    },
  );
  return sharpModule;
};

/** A cover's thumbnail: WebP, at most COVER_THUMB_WIDTH wide, no metadata; null when it cannot be made. */
async function makeCoverThumb(cover: Buffer, logger: Logger): Promise<Buffer | null> {
  const sharp = await loadSharp(logger);
  if (!sharp) return null;
  try {
    return await sharp(cover, { limitInputPixels: LIMITS.imageMaxPixels })
      .resize({ width: COVER_THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (err) {
    logger.warn({ err }, 'cover thumbnail not made');
    return null;
  }
}

/** Stores and answers the thumbnail of the cover stored at `key`; null for a GIF, or when it cannot be made. */
export async function storeCoverThumb(deps: ThumbDeps, key: string, cover: Buffer): Promise<Buffer | null> {
  const thumbKey = coverThumbKey(key);
  if (!thumbKey) return null;
  const thumb = await makeCoverThumb(cover, deps.logger);
  if (thumb) await deps.storage.put(thumbKey, thumb, 'image/webp');
  return thumb;
}

/** Deletes a cover and its thumbnail; a failure is logged, not thrown (the caller's answer stands). */
export async function deleteCover(deps: ThumbDeps, key: string) {
  for (const k of [key, coverThumbKey(key)])
    if (k)
      await deps.storage.delete(k).catch((err) => deps.logger.warn({ err, key: k }, 'orphan cover image not deleted'));
}

/**
 * The thumbnail at `thumbKey`, made now from its cover and stored (covers stored before thumbnails existed);
 * null when `thumbKey` is not a thumbnail's or its cover is gone.
 */
export async function makeMissingCoverThumb(deps: ThumbDeps, thumbKey: string): Promise<Buffer | null> {
  const coverKey = coverOfThumbKey(thumbKey);
  if (!coverKey) return null;
  const cover = await deps.storage.inspect(coverKey, L.imageMaxBytes);
  if (!cover || cover.size > L.imageMaxBytes) return null;
  return storeCoverThumb(deps, coverKey, cover.head);
}
