/**
 * Video links of the platforms a response can be posted on: one definition for the submit check (server and
 * dialog) and the viewer's player choice. Pure functions; a link without a scheme is read as https.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SLUG = /^[A-Za-z0-9_-]+$/;
const DIGITS = /^\d+$/;

export function parseLink(url: string): URL | null {
  try {
    const value = url.trim();
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
}

const hostOf = (u: URL) => u.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
const partsOf = (u: URL) => u.pathname.split('/').filter(Boolean);
export const isHost = (u: URL, ...hosts: string[]) => hosts.includes(hostOf(u));

/** The 11-character id from watch?v=, youtu.be/, shorts/, embed/ (and live/, v/). */
export function youtubeId(url: string): string | null {
  const u = parseLink(url);
  if (!u) return null;
  const [first, second] = partsOf(u);
  let id: string | null | undefined = null;
  if (isHost(u, 'youtu.be')) id = first;
  else if (isHost(u, 'youtube.com', 'music.youtube.com', 'youtube-nocookie.com')) {
    if (first === 'watch') id = u.searchParams.get('v');
    else if (first && ['shorts', 'embed', 'live', 'v'].includes(first)) id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The numeric video id of /@user/video/{id}, /v/{id}.html, /embed/v2/{id} or /player/v1/{id}. */
export function tiktokId(url: string): string | null {
  const u = parseLink(url);
  if (!u || !isHost(u, 'tiktok.com')) return null;
  const parts = partsOf(u);
  const after = (key: string) => parts[parts.indexOf(key) + 1];
  const candidates = [
    parts[0]?.startsWith('@') && parts[1] === 'video' ? parts[2] : undefined,
    parts[0] === 'v' ? parts[1]?.replace(/\.html$/, '') : undefined,
    parts[0] === 'embed' ? parts.at(-1) : undefined,
    parts[0] === 'player' ? after('v1') : undefined,
  ];
  return candidates.find((c): c is string => c !== undefined && DIGITS.test(c)) ?? null;
}

/** A Twitch clip (clips.twitch.tv/{slug}, twitch.tv/{channel}/clip/{slug}) or VOD (twitch.tv/videos/{id}). */
export function twitchTarget(url: string): { type: 'clip' | 'vod'; id: string } | null {
  const u = parseLink(url);
  if (!u) return null;
  const parts = partsOf(u);
  if (isHost(u, 'clips.twitch.tv')) {
    const slug = parts[0] === 'embed' ? u.searchParams.get('clip') : parts[0];
    return slug && SLUG.test(slug) ? { type: 'clip', id: slug } : null;
  }
  if (isHost(u, 'player.twitch.tv')) {
    const video = u.searchParams.get('video')?.replace(/^v/, '');
    if (video && DIGITS.test(video)) return { type: 'vod', id: video };
    const clip = u.searchParams.get('clip');
    return clip && SLUG.test(clip) ? { type: 'clip', id: clip } : null;
  }
  if (!isHost(u, 'twitch.tv')) return null;
  if (parts[0] === 'videos' && parts[1] && DIGITS.test(parts[1])) return { type: 'vod', id: parts[1] };
  if (parts[1] === 'clip' && parts[2] && SLUG.test(parts[2])) return { type: 'clip', id: parts[2] };
  return null;
}

/** Kick paths that are pages of the site, not channels. */
const KICK_RESERVED = new Set([
  'categories',
  'category',
  'browse',
  'following',
  'search',
  'settings',
  'terms-of-service',
]);

/** A Kick clip (/{channel}/clips/{id}, ?clip={id}), video (/video/{id}, /{channel}/videos/{id}) or live channel. */
export function kickTarget(url: string): { type: 'clip' | 'video' | 'live'; id: string } | null {
  const u = parseLink(url);
  if (!u || !isHost(u, 'kick.com', 'player.kick.com')) return null;
  const parts = partsOf(u);
  const ok = (id: string | null | undefined) => (id && SLUG.test(id) ? id : null);
  const clip =
    ok(u.searchParams.get('clip')) ??
    (parts.length === 3 && parts[1] === 'clips' ? ok(parts[2]) : null) ??
    (parts.length === 2 && (parts[0] === 'clip' || parts[0] === 'clips') ? ok(parts[1]) : null);
  if (clip) return { type: 'clip', id: clip };
  const video = parts[0] === 'video' ? ok(parts[1]) : parts[1] === 'videos' ? ok(parts[2]) : null;
  if (video) return { type: 'video', id: video };
  if (parts.length === 1 && ok(parts[0]) && !KICK_RESERVED.has(parts[0]!.toLowerCase()))
    return { type: 'live', id: parts[0]! };
  return null;
}

export type SubmitPlatform = 'youtube' | 'tiktok' | 'twitch' | 'kick';

/** What a submitted link must be on each platform: a recorded video the viewer can play (a live channel is not). */
const SUBMIT_LINK_CHECKS: Record<SubmitPlatform, (url: string) => boolean> = {
  youtube: (url) => youtubeId(url) !== null,
  tiktok: (url) => tiktokId(url) !== null,
  twitch: (url) => twitchTarget(url) !== null,
  kick: (url) => {
    const target = kickTarget(url);
    return target !== null && target.type !== 'live';
  },
};

/** The message when a link is not a video of the chosen platform, naming the platform and its link forms. */
export const SUBMIT_LINK_MESSAGES: Record<SubmitPlatform, string> = {
  youtube: 'This is not a YouTube video link. Use a youtube.com/watch?v=…, youtube.com/shorts/… or youtu.be/… link.',
  tiktok: 'This is not a TikTok video link. Use a tiktok.com/@user/video/… link.',
  twitch:
    'This is not a Twitch clip or VOD link. Use a clips.twitch.tv/…, twitch.tv/…/clip/… or twitch.tv/videos/… link.',
  kick: 'This is not a Kick clip or video link. Use a kick.com/…/clips/… or kick.com/video/… link.',
};

/** Null when `url` is a video link of `platform`, otherwise the message to show under the link field. */
export const submitLinkError = (platform: SubmitPlatform, url: string): string | null =>
  SUBMIT_LINK_CHECKS[platform](url) ? null : SUBMIT_LINK_MESSAGES[platform];
