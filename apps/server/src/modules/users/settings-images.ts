import { randomBytes } from 'node:crypto';
import { LIMITS, MSG, type ProfileImageKind, SETTINGS_LIMITS } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, notFound } from '../../platform/errors';
import { detectImage, pixelLimitsExceeded, stripJpegMetadata } from '../../platform/image';
import type { Storage } from '../../platform/storage';
import * as repo from './settings.repo';
import { assertSelf, toAccount } from './settings.service';

/** Per kind: where it is stored, the user column, and its size rules. */
const KINDS = {
  avatar: {
    folder: 'avatars',
    column: 'imageUrl',
    minWidth: LIMITS.avatarMinSize,
    minHeight: LIMITS.avatarMinSize,
    maxSide: LIMITS.avatarMaxSide,
    maxBytes: LIMITS.avatarMaxBytes,
  },
  banner: {
    folder: 'banners',
    column: 'bannerUrl',
    minWidth: SETTINGS_LIMITS.bannerMinWidth,
    minHeight: SETTINGS_LIMITS.bannerMinHeight,
    maxSide: SETTINGS_LIMITS.bannerMaxSide,
    maxBytes: SETTINGS_LIMITS.bannerMaxBytes,
  },
} as const;

export const imageMaxBytes = (kind: ProfileImageKind) => KINDS[kind].maxBytes;

const FILES_PREFIX = '/files/';
/** The storage key of one of our own public image URLs; null for anything else (never deleted then). */
export const storedKeyOf = (url: string | null) =>
  url?.startsWith(`${FILES_PREFIX}public/`) ? url.slice(FILES_PREFIX.length) : null;

/** Removes a replaced file; a failure only leaves an unreferenced file behind, logged. */
export async function removeStoredImage(deps: AppDeps, url: string | null) {
  const key = storedKeyOf(url);
  if (key) await deps.storage.delete(key).catch((err) => deps.logger.warn({ err, key }, 'old image not deleted'));
}

/**
 * Checks the bytes (type by magic bytes, minimum and maximum size), stores them, points the profile at the new URL and
 * removes the file it replaces.
 */
export async function setProfileImage(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  kind: ProfileImageKind,
  bytes: Buffer | undefined,
) {
  assertSelf(actor, id);
  const rules = KINDS[kind];
  if (!bytes || bytes.length === 0) throw badRequest(MSG.imageRequired);
  const image = detectImage(bytes);
  if (!image) throw badRequest(MSG.invalidImage);
  if (image.width < rules.minWidth || image.height < rules.minHeight)
    throw badRequest(MSG.imageMin(rules.minWidth, rules.minHeight));
  if (pixelLimitsExceeded(image, rules.maxSide)) throw badRequest(MSG.imageMax(rules.maxSide, rules.maxSide));
  const key = `public/${rules.folder}/${actor.id}/${randomBytes(12).toString('hex')}.${image.ext}`;
  const storage: Storage = deps.storage;
  // Photos straight from a phone carry EXIF with the GPS position; a public image must not.
  await storage.put(key, image.type === 'jpeg' ? stripJpegMetadata(bytes) : bytes, image.mime);
  const { db } = deps.database;
  const before = await repo.findUser(db, actor.id);
  let user: repo.UserRow | undefined;
  try {
    user = await repo.patchUser(db, actor.id, { [rules.column]: deps.storage.url(key) }, deps.clock.now());
  } finally {
    // A failed update leaves nothing pointing at the file: remove it rather than leave an orphan.
    if (!user)
      await deps.storage.delete(key).catch((err) => deps.logger.warn({ err, key }, 'orphan image not deleted'));
  }
  if (!user) throw notFound(MSG.userNotFound);
  await removeStoredImage(deps, before?.[rules.column] ?? null);
  return toAccount(db, user, deps.clock.now());
}

/** DELETE /users/profile/{id}?kind=: back to the default image; the file goes too. */
export async function removeProfileImage(deps: AppDeps, actor: AuthUser, id: string, kind: ProfileImageKind) {
  assertSelf(actor, id);
  const { db } = deps.database;
  const column = KINDS[kind].column;
  const before = await repo.findUser(db, actor.id);
  const user = await repo.patchUser(db, actor.id, { [column]: null }, deps.clock.now());
  if (!user) throw notFound(MSG.userNotFound);
  await removeStoredImage(deps, before?.[column] ?? null);
  return toAccount(db, user, deps.clock.now());
}
