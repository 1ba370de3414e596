import { type Me, MSG, type PublicProfile, usableImageUrl } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { notFound } from '../../platform/errors';
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
