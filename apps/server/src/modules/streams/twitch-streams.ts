import { countOf, dateOrNull, type LiveReport, livePollAdapter, textOrNull } from './platform-adapter';

export const TWITCH_TOKEN_URL = 'https://id.twitch.tv/oauth2/token';
const HELIX_STREAMS = 'https://api.twitch.tv/helix/streams';
/** The preview size filled into Helix's thumbnail template ({width}x{height}). */
const THUMBNAIL = { width: '640', height: '360' };

type HelixStream = {
  user_id?: unknown;
  user_name?: unknown;
  game_name?: unknown;
  type?: unknown;
  title?: unknown;
  viewer_count?: unknown;
  started_at?: unknown;
  thumbnail_url?: unknown;
};

const thumbnail = (template: unknown) =>
  textOrNull(template)?.replace('{width}', THUMBNAIL.width).replace('{height}', THUMBNAIL.height) ?? null;

/** Twitch Helix GET /streams: up to 100 user ids per call, Client-Id and the app token as Bearer. */
export const twitchAdapter = (clientId: string, clientSecret: string) =>
  livePollAdapter({
    platform: 'twitch',
    batchSize: 100,
    tokenUrl: TWITCH_TOKEN_URL,
    clientId,
    clientSecret,
    request: (ids, accessToken) => ({
      url: `${HELIX_STREAMS}?${new URLSearchParams([['first', '100'], ...ids.map((id) => ['user_id', id])])}`,
      headers: { 'client-id': clientId, authorization: `Bearer ${accessToken}` },
    }),
    parse: (answer) =>
      ((answer as { data?: HelixStream[] }).data ?? [])
        .filter((s) => s.type === 'live' && typeof s.user_id === 'string')
        .map(
          (s): LiveReport => ({
            channelId: s.user_id as string,
            title: textOrNull(s.title),
            category: textOrNull(s.game_name),
            viewerCount: countOf(s.viewer_count),
            ...(textOrNull(s.user_name) ? { displayName: textOrNull(s.user_name)! } : {}),
            thumbnailUrl: thumbnail(s.thumbnail_url),
            startedAt: dateOrNull(s.started_at),
          }),
        ),
  });
