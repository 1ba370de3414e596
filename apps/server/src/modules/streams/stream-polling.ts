import { and, eq, inArray, notExists } from 'drizzle-orm';
import { config, linkedAccounts, streams, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { Env } from '../../env';
import type { SweepJob } from '../../platform/sweeper';
import { kickAdapter } from './kick-streams';
import type { LiveReport, StreamPlatformAdapter } from './platform-adapter';
import { PlatformCallError } from './platform-fetch';
import { applyStreamChange, type StreamChange } from './stream-provider';
import { twitchAdapter } from './twitch-streams';

type PolledPlatform = StreamPlatformAdapter['platform'];

const adaptersByEnv = new WeakMap<Env, Partial<Record<PolledPlatform, StreamPlatformAdapter>>>();

/**
 * The platforms this server polls (those with app credentials), one adapter each per configuration, so their app
 * tokens are cached and shared by the poll and GET /auth/generate-twitch-token.
 */
export function streamPlatforms(env: Env) {
  let adapters = adaptersByEnv.get(env);
  if (!adapters) {
    adapters = {};
    if (env.TWITCH_CLIENT_ID && env.TWITCH_CLIENT_SECRET)
      adapters.twitch = twitchAdapter(env.TWITCH_CLIENT_ID, env.TWITCH_CLIENT_SECRET);
    if (env.KICK_CLIENT_ID && env.KICK_CLIENT_SECRET)
      adapters.kick = kickAdapter(env.KICK_CLIENT_ID, env.KICK_CLIENT_SECRET);
    adaptersByEnv.set(env, adapters);
  }
  return adapters;
}

/** The longest wait after failed polls (doubling from the poll interval). */
const MAX_BACKOFF_MS = 15 * 60_000;

/**
 * When the platform is polled next, kept in `config` under a key of its own (never read as app config): the row is
 * taken FOR UPDATE SKIP LOCKED and moved forward before the platform is called, so of all the instances sweeping
 * at once exactly one polls each interval. `failures` counts the failed polls in a row (the backoff).
 */
type PollLease = { nextAt: string; failures: number };
const leaseKey = (platform: PolledPlatform) => `streams.poll.${platform}`;
const leaseNextAt = (deps: AppDeps, now: Date) =>
  new Date(now.getTime() + deps.env.STREAM_POLL_SECONDS * 1000).toISOString();

async function takeLease(deps: AppDeps, platform: PolledPlatform, now: Date): Promise<PollLease | null> {
  const key = leaseKey(platform);
  return deps.database.db.transaction(async (tx) => {
    const first: PollLease = { nextAt: new Date(0).toISOString(), failures: 0 };
    await tx.insert(config).values({ key, value: first }).onConflictDoNothing();
    const [row] = await tx.select().from(config).where(eq(config.key, key)).for('update', { skipLocked: true });
    const lease = row?.value as PollLease | undefined;
    if (!lease || new Date(lease.nextAt) > now) return null;
    await tx
      .update(config)
      .set({ value: { ...lease, nextAt: leaseNextAt(deps, now) }, updatedAt: now })
      .where(eq(config.key, key));
    return lease;
  });
}

async function writeLease(deps: AppDeps, platform: PolledPlatform, lease: PollLease) {
  await deps.database.db
    .update(config)
    .set({ value: lease, updatedAt: deps.clock.now() })
    .where(eq(config.key, leaseKey(platform)));
}

/** The linked channels of a platform: non-admin accounts with that provider linked. */
const linkedChannels = (deps: AppDeps, platform: PolledPlatform) =>
  deps.database.db
    .select({ userId: linkedAccounts.userId, channelId: linkedAccounts.providerUserId })
    .from(linkedAccounts)
    .innerJoin(users, eq(users.id, linkedAccounts.userId))
    .where(and(eq(linkedAccounts.provider, platform), eq(users.role, 'user')))
    .orderBy(linkedAccounts.userId);

/** Live rows of the platform whose owner has no channel linked there any more: nothing can report them. */
const unlinkedLiveUsers = (deps: AppDeps, platform: PolledPlatform) =>
  deps.database.db
    .select({ userId: streams.userId })
    .from(streams)
    .where(
      and(
        eq(streams.platform, platform),
        eq(streams.isLive, true),
        notExists(
          deps.database.db
            .select({ id: linkedAccounts.id })
            .from(linkedAccounts)
            .where(and(eq(linkedAccounts.userId, streams.userId), eq(linkedAccounts.provider, platform))),
        ),
      ),
    );

/** The live ones among the channel ids; a token the platform refuses (401) is renewed once. */
async function liveOf(adapter: StreamPlatformAdapter, channelIds: string[]) {
  const { accessToken } = await adapter.tokens.get();
  try {
    return await adapter.liveOf(channelIds, accessToken);
  } catch (err) {
    if (!(err instanceof PlatformCallError) || err.status !== 401) throw err;
    adapter.tokens.invalidate(accessToken);
    return adapter.liveOf(channelIds, (await adapter.tokens.get()).accessToken);
  }
}

/** The change to apply for one channel, or null when the stored row already says it. */
function changeFor(
  userId: number,
  platform: PolledPlatform,
  stored: typeof streams.$inferSelect | undefined,
  report: LiveReport | undefined,
): StreamChange | null {
  if (!report) return stored?.isLive ? { userId, platform, isLive: false } : null;
  const same =
    stored?.isLive &&
    stored.title === report.title &&
    stored.category === report.category &&
    stored.viewerCount === report.viewerCount;
  if (same) return null;
  const { title, category, viewerCount, displayName, thumbnailUrl, startedAt } = report;
  return { userId, platform, isLive: true, title, category, viewerCount, displayName, thumbnailUrl, startedAt };
}

/** Each change in its own short transaction: applyStreamChange locks the row, stores, records the event. */
async function applyAll(deps: AppDeps, changes: StreamChange[]) {
  for (const change of changes)
    await deps.database.db.transaction((tx) => applyStreamChange(tx, change, deps.clock.now()));
}

/**
 * One poll of a platform: every linked channel, batch by batch; live ones get their title, category and viewers,
 * the others go offline. A failing platform (429, 5xx, no answer) throws before its batch changes anything.
 */
export async function pollPlatform(deps: AppDeps, adapter: StreamPlatformAdapter) {
  const { platform } = adapter;
  const channels = await linkedChannels(deps, platform);
  for (let i = 0; i < channels.length; i += adapter.batchSize) {
    const batch = channels.slice(i, i + adapter.batchSize);
    const reports = new Map(
      (
        await liveOf(
          adapter,
          batch.map((c) => c.channelId),
        )
      ).map((r) => [r.channelId, r]),
    );
    const userIds = batch.map((c) => c.userId);
    const stored = new Map(
      (
        await deps.database.db
          .select()
          .from(streams)
          .where(and(eq(streams.platform, platform), inArray(streams.userId, userIds)))
      ).map((s) => [s.userId, s]),
    );
    await applyAll(
      deps,
      batch.flatMap((c) => changeFor(c.userId, platform, stored.get(c.userId), reports.get(c.channelId)) ?? []),
    );
  }
  const strays = await unlinkedLiveUsers(deps, platform);
  await applyAll(
    deps,
    strays.map((s) => ({ userId: s.userId, platform, isLive: false })),
  );
}

/**
 * The sweeper job of one platform: when its poll is due (STREAM_POLL_SECONDS after the last, taken by one
 * instance), polls it. A failed poll marks nobody offline and waits longer each time (doubling, at most 15 min,
 * at least what the platform's Retry-After / Ratelimit-Reset asks).
 */
function pollJob<N extends string>(name: N, platform: PolledPlatform): SweepJob<N> {
  return {
    name,
    async takeOne(deps) {
      const adapter = streamPlatforms(deps.env)[platform];
      if (!adapter) return false;
      const now = deps.clock.now();
      const lease = await takeLease(deps, platform, now);
      if (!lease) return false;
      try {
        await pollPlatform(deps, adapter);
        if (lease.failures > 0) await writeLease(deps, platform, { nextAt: leaseNextAt(deps, now), failures: 0 });
      } catch (err) {
        const failures = lease.failures + 1;
        const doubling = Math.min(deps.env.STREAM_POLL_SECONDS * 1000 * 2 ** failures, MAX_BACKOFF_MS);
        const waitMs = Math.max(doubling, err instanceof PlatformCallError ? (err.retryAfterMs ?? 0) : 0);
        await writeLease(deps, platform, { nextAt: new Date(now.getTime() + waitMs).toISOString(), failures });
        deps.logger.warn({ err, platform, failures, waitMs }, 'stream poll failed: backing off');
      }
      return true;
    },
  };
}

export const streamPollJobs = [pollJob('pollTwitchStreams', 'twitch'), pollJob('pollKickStreams', 'kick')] as const;
