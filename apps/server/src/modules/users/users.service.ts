import { randomBytes } from 'node:crypto';
import { LIMITS, type Me, MSG, type PublicProfile, type Setting, usableImageUrl } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { detectImage, pixelLimitsExceeded, stripJpegMetadata } from '../../platform/image';
import type { Storage } from '../../platform/storage';
import { getWalletBalance } from '../wallet/wallet-balance';
import * as repo from './users.repo';
import { getAcceptedBounties, getBountyCounts, getFollowerCount, getIsStreaming, toBountyStats } from './users.stats';

export async function toMe(tx: DbOrTx, u: repo.UserRow): Promise<Me> {
  const [walletBalance, acceptedBounties, counts] = await readAll(
    tx,
    () => getWalletBalance(tx, u.id),
    () => getAcceptedBounties(tx, u.id),
    () => getBountyCounts(tx, u.id),
  );
  return {
    id: String(u.id),
    email: u.email,
    sc_username: u.scUsername,
    image_url: usableImageUrl(u.imageUrl),
    isVerified: u.isVerified,
    role: u.role,
    walletBalance,
    acceptedBounties,
    bountyStats: toBountyStats(counts),
    upload_yt: u.uploadYt,
    upload_tiktok: u.uploadTiktok,
    bio: u.bio,
    suspended: u.suspendedAt !== null,
  };
}

/** Public data only: never the email, role details or account state. */
export async function toPublicProfile(tx: DbOrTx, u: repo.UserRow): Promise<PublicProfile> {
  const [counts, followerCount, isStreaming] = await readAll(
    tx,
    () => getBountyCounts(tx, u.id),
    () => getFollowerCount(tx, u.id),
    () => getIsStreaming(tx, u.id),
  );
  return {
    id: String(u.id),
    sc_username: u.scUsername,
    image_url: usableImageUrl(u.imageUrl),
    bio: u.bio,
    bountyStats: toBountyStats(counts),
    is_streamer: u.isStreamer,
    is_streaming: isStreaming,
    followerCount,
    createdAt: u.createdAt.toISOString(),
  };
}

/** GET /users/stats?type=bounty&userId → bountyStats of spec 01 §3. */
export async function getBountyStats(tx: DbOrTx, userId: number) {
  const user = await repo.findUserById(tx, userId);
  if (!user) throw notFound(MSG.userNotFound);
  return toBountyStats(await getBountyCounts(tx, userId));
}

export async function getMe(tx: DbOrTx, userId: number) {
  const user = await repo.findUserById(tx, userId);
  if (!user) throw notFound(MSG.userNotFound);
  return toMe(tx, user);
}

/** By username (case-insensitive, leading '@' stripped); an all-digit name that is nobody's username is an id. */
export async function getProfile(tx: DbOrTx, rawName: string) {
  const name = rawName.trim().replace(/^@/, '');
  let user = name ? await repo.findUserByUsername(tx, name) : undefined;
  if (!user && /^\d{1,15}$/.test(name)) user = await repo.findUserById(tx, Number(name));
  if (!user) throw notFound(MSG.userNotFound);
  return toPublicProfile(tx, user);
}

export async function getProfileById(tx: DbOrTx, id: number) {
  const user = await repo.findUserById(tx, id);
  if (!user) throw notFound(MSG.userNotFound);
  return toPublicProfile(tx, user);
}

/** Users change only their own profile. */
export function assertOwnProfile(actor: AuthUser, id: string) {
  if (String(actor.id) !== id) throw forbidden();
}

export async function updateProfile(deps: AppDeps, actor: AuthUser, id: string, body: { bio?: string | null }) {
  assertOwnProfile(actor, id);
  const { db } = deps.database;
  const patch = body.bio === undefined ? {} : { bio: body.bio ? body.bio : null };
  const user = await repo.updateUser(db, actor.id, patch, deps.clock.now());
  if (!user) throw notFound(MSG.userNotFound);
  return toMe(db, user);
}

/** Checks the bytes (type by magic bytes, minimum size), stores them and points the profile at the new URL. */
export async function setAvatar(deps: AppDeps, actor: AuthUser, id: string, bytes: Buffer | undefined) {
  assertOwnProfile(actor, id);
  if (!bytes || bytes.length === 0) throw badRequest(MSG.imageRequired);
  const image = detectImage(bytes);
  if (!image) throw badRequest(MSG.invalidImage);
  const min = LIMITS.avatarMinSize;
  if (image.width < min || image.height < min) throw badRequest(MSG.imageMin(min, min));
  const max = LIMITS.avatarMaxSide;
  if (pixelLimitsExceeded(image, max)) throw badRequest(MSG.imageMax(max, max));
  const key = `public/avatars/${actor.id}/${randomBytes(12).toString('hex')}.${image.ext}`;
  const storage: Storage = deps.storage;
  // Photos straight from a phone carry EXIF with the GPS position; a public avatar must not.
  await storage.put(key, image.type === 'jpeg' ? stripJpegMetadata(bytes) : bytes, image.mime);
  const { db } = deps.database;
  let user: repo.UserRow | undefined;
  try {
    user = await repo.updateUser(db, actor.id, { imageUrl: deps.storage.url(key) }, deps.clock.now());
  } finally {
    // A failed update leaves nothing pointing at the file: remove it rather than leave an orphan.
    if (!user) await storage.delete(key).catch((err) => deps.logger.warn({ err, key }, 'orphan avatar not deleted'));
  }
  if (!user) throw notFound(MSG.userNotFound);
  return toMe(db, user);
}

const toSetting = (row: repo.SettingRow): Setting => ({
  emailNotifications: row.emailNotifications,
  pushNotifications: row.pushNotifications,
  showOnlineStatus: row.showOnlineStatus,
});

export async function getSetting(tx: DbOrTx, userId: number) {
  return toSetting(await repo.getOrCreateSettings(tx, userId));
}

export async function updateSetting(deps: AppDeps, userId: number, patch: Partial<Setting>) {
  return toSetting(await repo.upsertSettings(deps.database.db, userId, patch, deps.clock.now()));
}
