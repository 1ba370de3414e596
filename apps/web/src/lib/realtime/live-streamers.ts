/**
 * Streamers and their live status (spec 01 §3 Streamer), and the streamer events of spec 02 §4:
 * streamerActive (add or replace, sort by followerCount descending, keep the top 10), streamerInactive (remove that
 * platform's stream, the streamer when none is left) and streamerStreamUpdate (category and title).
 */
export type StreamDetail = {
  platform: string;
  display_name?: string;
  is_live?: boolean;
  viewer_count?: number;
  thumbnail_url?: string | null;
  title?: string | null;
  twitch_category?: string | null;
};

export type LiveStreamer = {
  id: number | string;
  sc_username: string;
  image_url?: string | null;
  is_streaming: boolean;
  followerCount?: number;
  bountyCompletedCount?: number;
  title?: string | null;
  platform?: string | null;
  /** The live platforms, busiest first (an older answer may send one object: normalised to a list). */
  streamDetails: StreamDetail[];
};

export type StreamerInactive = { id: number | string; platform: string };
export type StreamerStreamUpdate = {
  id: number | string;
  platform: string;
  category?: string | null;
  title?: string | null;
};

export const TOP_LIVE_STREAMERS = 10;

const same = (a: unknown, b: unknown) => String(a) === String(b);

/** A streamer from any answer or event, or null when it lacks an id or a name. */
export function normalizeStreamer(raw: unknown): LiveStreamer | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Partial<LiveStreamer> & { streamDetails?: unknown };
  if (s.id === undefined || s.id === null || !s.sc_username) return null;
  const details = Array.isArray(s.streamDetails) ? s.streamDetails : s.streamDetails ? [s.streamDetails] : [];
  return {
    ...s,
    id: s.id,
    sc_username: s.sc_username,
    is_streaming: Boolean(s.is_streaming),
    streamDetails: (details as StreamDetail[]).filter((d) => d && typeof d === 'object'),
  };
}

/** The stream shown for a streamer: the busiest live one. */
export const mainStream = (s: LiveStreamer): StreamDetail | undefined => s.streamDetails[0];

const byFollowers = (a: LiveStreamer, b: LiveStreamer) =>
  (b.followerCount ?? 0) - (a.followerCount ?? 0) || Number(a.id) - Number(b.id);

/** The Live Now list: live streamers, most followed first, at most 10. */
export const topLive = (list: LiveStreamer[]) =>
  list
    .filter((s) => s.is_streaming || s.streamDetails.length > 0)
    .sort(byFollowers)
    .slice(0, TOP_LIVE_STREAMERS);

/** streamerActive on the Live Now list. */
export const withActive = (list: LiveStreamer[], streamer: LiveStreamer) =>
  topLive([...list.filter((s) => !same(s.id, streamer.id)), { ...streamer, is_streaming: true }]);

/** Drops one platform's stream; the streamer is offline when none is left. */
function dropPlatform(s: LiveStreamer, platform: string): LiveStreamer {
  const streamDetails = s.streamDetails.filter((d) => d.platform !== platform);
  if (streamDetails.length === s.streamDetails.length && streamDetails.length > 0) return s;
  const top = streamDetails[0];
  return {
    ...s,
    streamDetails,
    is_streaming: streamDetails.length > 0,
    title: top?.title ?? null,
    platform: top?.platform ?? null,
  };
}

/** streamerInactive on the Live Now list: the streamer leaves it when no stream is left. */
export const withInactive = (list: LiveStreamer[], p: StreamerInactive) =>
  list.flatMap((s) => {
    if (!same(s.id, p.id)) return [s];
    const next = dropPlatform(s, p.platform);
    return next.streamDetails.length > 0 ? [next] : [];
  });

/** streamerStreamUpdate: the platform's category and title (and the streamer's title when it is the main stream). */
export function withStreamUpdate(list: LiveStreamer[], p: StreamerStreamUpdate) {
  let changed = false;
  const next = list.map((s) => {
    if (!same(s.id, p.id) || !s.streamDetails.some((d) => d.platform === p.platform)) return s;
    changed = true;
    const streamDetails = s.streamDetails.map((d) =>
      d.platform === p.platform ? { ...d, title: p.title ?? null, twitch_category: p.category ?? null } : d,
    );
    const main = streamDetails[0]?.platform === p.platform;
    return { ...s, streamDetails, title: main ? (p.title ?? null) : s.title };
  });
  return changed ? next : list;
}

/*
 * The side menu's followed streamers keep their place and only change status: streamerActive replaces a followed
 * streamer (a stranger is not added), streamerInactive marks one offline when no stream is left.
 */
export const followedWithActive = (list: LiveStreamer[], streamer: LiveStreamer) =>
  list.some((s) => same(s.id, streamer.id))
    ? list.map((s) => (same(s.id, streamer.id) ? { ...s, ...streamer, is_streaming: true } : s))
    : list;

export const followedWithInactive = (list: LiveStreamer[], p: StreamerInactive) =>
  list.some((s) => same(s.id, p.id)) ? list.map((s) => (same(s.id, p.id) ? dropPlatform(s, p.platform) : s)) : list;
