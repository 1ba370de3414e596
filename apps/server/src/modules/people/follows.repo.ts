import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { follows, streamStatus, users } from '../../db/schema';

/** Followers of each of `ids` (absent ids have none). */
export async function followerCounts(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: follows.followingId, n: count() })
    .from(follows)
    .where(inArray(follows.followingId, ids))
    .groupBy(follows.followingId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The ids among `ids` that `followerId` follows. */
export async function followedAmong(tx: DbOrTx, followerId: number | undefined, ids: number[]) {
  if (!followerId || ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ id: follows.followingId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followingId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** True when a row was added (false when the pair already existed). */
export async function insertFollow(tx: DbOrTx, followerId: number, followingId: number, now: Date) {
  const rows = await tx
    .insert(follows)
    .values({ followerId, followingId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: follows.followingId });
  return rows.length > 0;
}

/** True when a row was removed. */
export async function deleteFollow(tx: DbOrTx, followerId: number, followingId: number) {
  const rows = await tx
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .returning({ id: follows.followingId });
  return rows.length > 0;
}

type Page = { page: number; limit: number };
const live = sql`coalesce(${streamStatus.isLive}, false)`;

/** People the follow lists show: suspended and deleted accounts are hidden. */
const listed = and(isNull(users.suspendedAt), isNull(users.deletedAt));

/**
 * A follow list of `userId`: the column that holds them, the one that holds the people listed, and its order.
 * The following list shows live people first, so it reads their stream status.
 */
type Side = {
  readonly user: typeof follows.followerId;
  readonly listed: typeof follows.followerId;
  readonly order: SQL[];
  readonly liveFirst: boolean;
};
const FOLLOWERS: Side = {
  user: follows.followingId,
  listed: follows.followerId,
  order: [desc(follows.createdAt), desc(follows.followerId)],
  liveFirst: false,
};
const FOLLOWING: Side = {
  user: follows.followerId,
  listed: follows.followingId,
  order: [desc(live), desc(follows.createdAt), desc(follows.followingId)],
  liveFirst: true,
};

/** The follows of `userId` on `side` whose listed person is shown (joined with `users` on `side.listed`). */
const listedOf = (side: Side, userId: number) => and(eq(side.user, userId), listed);

const countListed = (tx: DbOrTx, userId: number, side: Side) =>
  tx.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, side.listed)).where(listedOf(side, userId));

const totalOf = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** One page of the ids listed on `side` of `userId`, in the side's order, and how many there are in all. */
async function listedPage(tx: DbOrTx, userId: number, side: Side, { page, limit }: Page) {
  const pageOf = () => {
    const joined = tx.select({ id: side.listed }).from(follows).innerJoin(users, eq(users.id, side.listed)).$dynamic();
    const query = side.liveFirst ? joined.leftJoin(streamStatus, eq(streamStatus.userId, side.listed)) : joined;
    return query
      .where(listedOf(side, userId))
      .orderBy(...side.order)
      .limit(limit)
      .offset((page - 1) * limit);
  };
  const [rows, total] = await readAll(tx, pageOf, () => countListed(tx, userId, side));
  return { ids: rows.map((r) => r.id), total: totalOf(total) };
}

/** Users `userId` follows (suspended and deleted accounts hidden): live ones first, then the latest followed. */
export const followingIds = (tx: DbOrTx, userId: number, page: Page) => listedPage(tx, userId, FOLLOWING, page);

/** Users who follow `userId` (suspended and deleted accounts hidden), newest followers first. */
export const followerIds = (tx: DbOrTx, userId: number, page: Page) => listedPage(tx, userId, FOLLOWERS, page);

/** How many listed people follow `userId`. */
export const followerCount = async (tx: DbOrTx, userId: number) => totalOf(await countListed(tx, userId, FOLLOWERS));

/** How many listed people `userId` follows. */
export const followingCount = async (tx: DbOrTx, userId: number) => totalOf(await countListed(tx, userId, FOLLOWING));

/** Display names of `ids` (null where none is set). */
export async function displayNames(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await tx.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
