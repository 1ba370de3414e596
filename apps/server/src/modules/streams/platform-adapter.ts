import { AppTokenSource } from './app-token';
import { platformFetch } from './platform-fetch';

/** One live channel as a platform reports it. Channels it leaves out are offline. */
export type LiveReport = {
  /** The platform's user id of the channel (linked_accounts.provider_user_id). */
  channelId: string;
  title: string | null;
  category: string | null;
  viewerCount: number;
  /** The channel's display name, when the platform gives one. */
  displayName?: string;
  thumbnailUrl: string | null;
  startedAt: Date | null;
};

/** What the stream poll needs from one platform: its app token and the live channels among some channel ids. */
export type StreamPlatformAdapter = {
  platform: 'twitch' | 'kick';
  /** How many channel ids one call may ask about. */
  batchSize: number;
  tokens: AppTokenSource;
  /** The live ones among `channelIds` (at most batchSize); throws PlatformCallError when the platform fails. */
  liveOf(channelIds: string[], accessToken: string): Promise<LiveReport[]>;
};

/** Both platforms' user ids are numbers; anything else (a sandbox identity) cannot be live there. */
export const platformUserId = (id: string) => /^\d{1,20}$/.test(id);

export const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
export const dateOrNull = (v: unknown) => {
  const d = typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};
export const countOf = (v: unknown) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : 0);

/**
 * An adapter that asks one GET endpoint about a batch of numeric channel ids with the app token: `request` builds
 * the call (URL and headers), `parse` turns the JSON answer into the live channels.
 */
export function livePollAdapter(opts: {
  platform: StreamPlatformAdapter['platform'];
  batchSize: number;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  request(ids: string[], accessToken: string): { url: string; headers: Record<string, string> };
  parse(answer: unknown): LiveReport[];
}): StreamPlatformAdapter {
  return {
    platform: opts.platform,
    batchSize: opts.batchSize,
    tokens: new AppTokenSource(opts.tokenUrl, opts.clientId, opts.clientSecret),
    async liveOf(channelIds, accessToken) {
      const ids = channelIds.filter(platformUserId);
      if (ids.length === 0) return [];
      const { url, headers } = opts.request(ids, accessToken);
      return opts.parse(await platformFetch(url, { headers }));
    },
  };
}
