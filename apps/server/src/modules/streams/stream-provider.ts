import { ROOMS, RT_EVENTS, type StreamPlatform } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import type { Env } from '../../env';
import { recordEvent } from '../../platform/events/outbox';
import { type StreamRow, streamerViews } from './streamer-view';
import { lockStream, refreshSummary, saveStream } from './streams.repo';

/**
 * Port: where live statuses come from (DESIGN §1). Platform adapters turn what the platform reports into
 * `applyStreamChange` calls: with a platform's app credentials set, the stream poll (`stream-polling.ts`) asks
 * Twitch Helix / Kick for the linked channels; the other platforms stay simulated, driven by hand from the admin
 * panel (POST /admin/streams/{userId}) and the demo seed.
 */
export interface StreamStatusProvider {
  readonly name: string;
  /** The platforms whose statuses the poll reports. */
  readonly polled: readonly StreamPlatform[];
  /** True when the platform's status is set by hand (simulated) rather than reported by the platform. */
  manual(platform: StreamPlatform): boolean;
}

/** The provider this server runs with: the polled platforms (those with app credentials), the rest simulated. */
export function streamProviderOf(env: Env): StreamStatusProvider {
  const polled: StreamPlatform[] = [];
  if (env.TWITCH_CLIENT_ID && env.TWITCH_CLIENT_SECRET) polled.push('twitch');
  if (env.KICK_CLIENT_ID && env.KICK_CLIENT_SECRET) polled.push('kick');
  return {
    name: polled.length === 0 ? 'simulated' : `${polled.join('+')} (polled), others simulated`,
    polled,
    manual: (platform) => !polled.includes(platform),
  };
}

/** One reported status; omitted fields keep their stored value. */
export type StreamChange = {
  userId: number;
  platform: StreamPlatform;
  isLive: boolean;
  title?: string | null;
  category?: string | null;
  viewerCount?: number;
  displayName?: string | null;
  thumbnailUrl?: string | null;
  /** When the stream started, as the platform reports it; default: the moment it is first seen live. */
  startedAt?: Date | null;
};

export type StreamEvent = 'streamerActive' | 'streamerInactive' | 'streamerStreamUpdate' | null;
export type StreamChangeResult = { changed: boolean; event: StreamEvent; before: StreamRow; after: StreamRow };

const textOrNull = (v: string | null) => (v?.trim() ? v.trim() : null);

/**
 * The one way a live status changes. In the caller's transaction: locks the (user, platform) row, stores the
 * change, rewrites the per-user summary the bounty rules read, and records the public streamer event
 * (going live: streamerActive with the Streamer; offline: streamerInactive; new title/category while live:
 * streamerStreamUpdate). A report that changes nothing writes nothing.
 */
export async function applyStreamChange(tx: DbOrTx, change: StreamChange, now: Date): Promise<StreamChangeResult> {
  const before = await lockStream(tx, change.userId, change.platform);
  const title = change.title === undefined ? before.title : textOrNull(change.title);
  const category = change.category === undefined ? before.category : textOrNull(change.category);
  const viewerCount = change.viewerCount ?? (change.isLive ? before.viewerCount : 0);
  const wentLive = change.isLive && !before.isLive;
  const wentOffline = !change.isLive && before.isLive;
  const retitled = change.isLive && before.isLive && (title !== before.title || category !== before.category);
  const changed =
    change.isLive !== before.isLive ||
    title !== before.title ||
    category !== before.category ||
    viewerCount !== before.viewerCount;
  if (!changed) return { changed: false, event: null, before, after: before };

  const after = await saveStream(tx, {
    ...before,
    isLive: change.isLive,
    title,
    category,
    viewerCount,
    displayName: change.displayName === undefined ? before.displayName : change.displayName,
    thumbnailUrl: change.thumbnailUrl === undefined ? before.thumbnailUrl : change.thumbnailUrl,
    startedAt: change.isLive ? (change.startedAt ?? (wentLive ? now : before.startedAt)) : null,
    updatedAt: now,
  });
  await refreshSummary(tx, change.userId, now);

  const publish = (name: string, payload: unknown) => recordEvent(tx, { name, rooms: [ROOMS.public], payload });
  let event: StreamEvent = null;
  if (wentLive) {
    event = 'streamerActive';
    await publish(RT_EVENTS.streamerActive, (await streamerViews(tx, [change.userId]))[0]);
  } else if (wentOffline) {
    event = 'streamerInactive';
    await publish(RT_EVENTS.streamerInactive, { id: change.userId, platform: change.platform });
  } else if (retitled) {
    event = 'streamerStreamUpdate';
    await publish(RT_EVENTS.streamerStreamUpdate, { id: change.userId, platform: change.platform, category, title });
  }
  return { changed: true, event, before, after };
}
