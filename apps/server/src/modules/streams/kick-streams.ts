import { countOf, dateOrNull, type LiveReport, livePollAdapter, textOrNull } from './platform-adapter';

export const KICK_TOKEN_URL = 'https://id.kick.com/oauth/token';
const KICK_LIVESTREAMS = 'https://api.kick.com/public/v1/livestreams';

type KickLivestream = {
  broadcaster_user_id?: unknown;
  stream_title?: unknown;
  category?: { name?: unknown } | null;
  viewer_count?: unknown;
  thumbnail?: unknown;
  thumbnail_url?: unknown;
  started_at?: unknown;
};

/** Kick public API GET /livestreams?broadcaster_user_id=…: only live channels are answered (50 ids per call). */
export const kickAdapter = (clientId: string, clientSecret: string) =>
  livePollAdapter({
    platform: 'kick',
    batchSize: 50,
    tokenUrl: KICK_TOKEN_URL,
    clientId,
    clientSecret,
    request: (ids, accessToken) => ({
      url: `${KICK_LIVESTREAMS}?${new URLSearchParams([['limit', '100'], ...ids.map((id) => ['broadcaster_user_id', id])])}`,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    }),
    parse: (answer) =>
      ((answer as { data?: KickLivestream[] }).data ?? [])
        .filter((s) => typeof s.broadcaster_user_id === 'number' || typeof s.broadcaster_user_id === 'string')
        .map(
          (s): LiveReport => ({
            channelId: String(s.broadcaster_user_id),
            title: textOrNull(s.stream_title),
            category: textOrNull(s.category?.name),
            viewerCount: countOf(s.viewer_count),
            thumbnailUrl: textOrNull(s.thumbnail) ?? textOrNull(s.thumbnail_url),
            startedAt: dateOrNull(s.started_at),
          }),
        ),
  });
