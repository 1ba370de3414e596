import { MSG, type Profile, type ProfileBountyStats, usableImageUrl } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { notFound } from '../../platform/errors';
import * as follows from '../people/follows.repo';
import type { UserRow } from '../people/people.repo';
import { streamDetail } from '../streams/streamer-view';
import * as repo from './profile.repo';
import { getBountyCounts, getIsStreaming, toBountyStats } from './users.stats';

/** The profile's bountyStats: the spec's five figures plus created, running and in-review counts. */
export async function profileBountyStats(tx: DbOrTx, userId: number): Promise<ProfileBountyStats> {
  const [counts, createdBounties] = await readAll(
    tx,
    () => getBountyCounts(tx, userId),
    () => repo.createdBountyCount(tx, userId),
  );
  return {
    ...toBountyStats(counts),
    createdBounties,
    claimedBounties: counts.claimed,
    inReviewBounties: counts.submitted,
  };
}

/** Public data only: never the email, birthdate, role or account state. */
export async function toProfile(tx: DbOrTx, u: UserRow, viewerId: number | undefined): Promise<Profile> {
  const [bountyStats, followerCount, followingCount, followed, isStreaming, linked] = await readAll(
    tx,
    () => profileBountyStats(tx, u.id),
    () => follows.followerCount(tx, u.id),
    () => follows.followingCount(tx, u.id),
    () => follows.followedAmong(tx, viewerId, [u.id]),
    () => getIsStreaming(tx, u.id),
    () => repo.linkedStreams(tx, u.id),
  );
  const platforms = linked.map((s) => streamDetail(s, u.scUsername));
  const joined = u.createdAt.toISOString();
  return {
    id: String(u.id),
    sc_username: u.scUsername,
    display_name: u.displayName,
    image_url: usableImageUrl(u.imageUrl),
    banner_url: usableImageUrl(u.bannerUrl),
    bio: u.bio,
    created_at: joined,
    createdAt: joined,
    is_streamer: u.isStreamer,
    is_streaming: isStreaming,
    platforms,
    streamDetails: platforms.filter((p) => p.is_live),
    followerCount,
    followingCount,
    isFollowing: followed.has(u.id),
    isMe: viewerId === u.id,
    bountyStats,
  };
}

/** A visible (not deleted) user by username (case-insensitive, optional '@') or, failing that, a numeric id. */
export async function findProfileUser(tx: DbOrTx, rawName: string) {
  const name = rawName.trim().replace(/^@/, '');
  let user = name ? await repo.findVisibleUserByName(tx, name) : undefined;
  if (!user && /^\d{1,15}$/.test(name)) user = await repo.findVisibleUserById(tx, Number(name));
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

export async function findProfileUserById(tx: DbOrTx, id: number) {
  const user = await repo.findVisibleUserById(tx, id);
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

export const getProfile = async (tx: DbOrTx, name: string, viewerId: number | undefined) =>
  toProfile(tx, await findProfileUser(tx, name), viewerId);

export const getProfileById = async (tx: DbOrTx, id: number, viewerId: number | undefined) =>
  toProfile(tx, await findProfileUserById(tx, id), viewerId);

/** GET /users/stats?type=bounty&userId. */
export async function getProfileBountyStats(tx: DbOrTx, userId: number) {
  await findProfileUserById(tx, userId);
  return profileBountyStats(tx, userId);
}
