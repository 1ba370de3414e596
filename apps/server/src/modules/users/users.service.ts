import { type Me, MSG, usableImageUrl } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { notFound } from '../../platform/errors';
import * as repo from '../people/people.repo';
import { getWalletBalance } from '../wallet/wallet-balance';
import { getAcceptedBounties, getBountyCounts, toBountyStats } from './users.stats';

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

export async function getMe(tx: DbOrTx, userId: number) {
  const user = await repo.findUserById(tx, userId);
  if (!user) throw notFound(MSG.userNotFound);
  return toMe(tx, user);
}
