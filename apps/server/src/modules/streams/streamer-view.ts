import { type StreamDetail, type Streamer, usableImageUrl } from '@crowns/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { bountyClaims, streamStatus, streams, users } from '../../db/schema';
import { followerCounts } from '../people/follows.repo';

export type StreamRow = typeof streams.$inferSelect;

/** The ids among `userIds` that are live now. */
async function liveUsers(tx: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ id: streamStatus.userId })
    .from(streamStatus)
    .where(and(inArray(streamStatus.userId, userIds), eq(streamStatus.isLive, true)));
  return new Set(rows.map((r) => r.id));
}

export const streamDetail = (s: StreamRow, fallbackName: string): StreamDetail => ({
  platform: s.platform,
  display_name: s.displayName ?? fallbackName,
  is_live: s.isLive,
  viewer_count: s.viewerCount,
  thumbnail_url: usableImageUrl(s.thumbnailUrl),
  title: s.title,
  twitch_category: s.category,
});

/** Completed bounty claims of each user. */
async function completedCounts(tx: DbOrTx, ids: number[]) {
  const rows = await tx
    .select({ id: bountyClaims.userId, n: count() })
    .from(bountyClaims)
    .where(and(inArray(bountyClaims.userId, ids), eq(bountyClaims.status, 'completed')))
    .groupBy(bountyClaims.userId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * Streamer views (spec 01 §3) of `ids`, in that order, with a fixed number of queries. `is_streaming` is the
 * per-user summary the bounty rules read; `streamDetails` lists the live platforms, busiest first.
 */
export async function streamerViews(tx: DbOrTx, ids: number[]): Promise<Streamer[]> {
  if (ids.length === 0) return [];
  const [people, liveStreams, followers, completed, live] = await readAll(
    tx,
    () =>
      tx
        .select({ id: users.id, sc_username: users.scUsername, image_url: users.imageUrl })
        .from(users)
        .where(inArray(users.id, ids)),
    () =>
      tx
        .select()
        .from(streams)
        .where(and(inArray(streams.userId, ids), eq(streams.isLive, true)))
        .orderBy(desc(streams.viewerCount), asc(streams.platform)),
    () => followerCounts(tx, ids),
    () => completedCounts(tx, ids),
    () => liveUsers(tx, ids),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const details = liveStreams.filter((s) => s.userId === id).map((s) => streamDetail(s, p.sc_username));
    return [
      {
        id,
        sc_username: p.sc_username,
        image_url: usableImageUrl(p.image_url),
        is_streaming: live.has(id),
        followerCount: followers.get(id) ?? 0,
        bountyCompletedCount: completed.get(id) ?? 0,
        title: details[0]?.title ?? null,
        platform: details[0]?.platform ?? null,
        streamDetails: details,
      },
    ];
  });
}

export const pageOf = <T>(data: T[], totalRecords: number, page: number, limit: number) => ({
  data,
  currentPage: page,
  totalPages: Math.ceil(totalRecords / limit),
  totalRecords,
});
