import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { streams, users } from '../../db/schema';
import { applyStreamChange } from './stream-provider';

export type ChannelPlatform = 'twitch' | 'kick';
export const isChannelPlatform = (p: string): p is ChannelPlatform => p === 'twitch' || p === 'kick';

/**
 * A linked Twitch or Kick account is the streamer's channel on that platform (decision 019): the account becomes a
 * streamer and its streams row of the platform is named after the channel. The live status itself keeps coming from
 * the stream-status provider (polling, or the admin switch).
 */
export async function setStreamChannel(tx: DbOrTx, userId: number, platform: ChannelPlatform, handle: string) {
  await tx.update(users).set({ isStreamer: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
  await tx
    .insert(streams)
    .values({ userId, platform, displayName: handle })
    .onConflictDoUpdate({ target: [streams.userId, streams.platform], set: { displayName: handle } });
}

/** Unlinked: the channel is no longer ours to report, so a live row goes offline (with its public event). */
export async function clearStreamChannel(tx: DbOrTx, userId: number, platform: ChannelPlatform, now: Date) {
  const [row] = await tx
    .select({ isLive: streams.isLive })
    .from(streams)
    .where(and(eq(streams.userId, userId), eq(streams.platform, platform)));
  if (row?.isLive) await applyStreamChange(tx, { userId, platform, isLive: false }, now);
  await tx
    .update(streams)
    .set({ displayName: null })
    .where(and(eq(streams.userId, userId), eq(streams.platform, platform)));
}
