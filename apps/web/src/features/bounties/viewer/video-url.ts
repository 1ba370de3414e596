/**
 * Which player a submission link needs (spec 02 §2 "Video player"): YouTube (11-character id), TikTok (iframe by
 * video id), a Twitch clip or VOD, a Kick clip, video or live channel, otherwise a hosted stream. Pure functions.
 */
export const VIDEO_ERRORS = { twitch: 'Invalid Twitch URL', kick: 'Invalid Kick URL' } as const;

export type VideoSource =
  | { platform: 'youtube'; id: string; embedUrl: string }
  | { platform: 'tiktok'; id: string; embedUrl: string }
  | { platform: 'twitch'; type: 'clip' | 'vod'; id: string; embedUrl: string }
  | { platform: 'kick'; type: 'clip' | 'video' | 'live'; id: string; embedUrl: string }
  /** A video file we can play in a <video> element. */
  | { platform: 'hosted'; url: string }
  /** A page we cannot embed (e.g. a TikTok short link): offered as a link. */
  | { platform: 'link'; url: string }
  /** Not a usable link at all. */
  | { platform: 'unavailable' }
  | { platform: 'invalid'; error: (typeof VIDEO_ERRORS)[keyof typeof VIDEO_ERRORS] };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SLUG = /^[A-Za-z0-9_-]+$/;
const DIGITS = /^\d+$/;
const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogv|ogg)$/i;

function parse(url: string): URL | null {
  try {
    const value = url.trim();
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
}

const hostOf = (u: URL) => u.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
const partsOf = (u: URL) => u.pathname.split('/').filter(Boolean);
const isHost = (u: URL, ...hosts: string[]) => hosts.includes(hostOf(u));

/** The 11-character id from watch?v=, youtu.be/, shorts/, embed/ (and live/, v/). */
export function youtubeId(url: string): string | null {
  const u = parse(url);
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
  const u = parse(url);
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
  const u = parse(url);
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
  const u = parse(url);
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

const isTwitch = (u: URL) => isHost(u, 'twitch.tv', 'clips.twitch.tv', 'player.twitch.tv');
const isKick = (u: URL) => isHost(u, 'kick.com', 'player.kick.com');

/** The player for a link; `parent` is the page's hostname, which Twitch embeds require. */
export function videoSource(url: string, parent: string): VideoSource {
  const value = url.trim();
  // Our own uploads are served from this site under a relative path.
  if (value.startsWith('/') && !value.startsWith('//'))
    return VIDEO_FILE.test(value.split(/[?#]/)[0]!) ? { platform: 'hosted', url: value } : { platform: 'unavailable' };
  const u = parse(value);
  if (!u || !/^https?:$/.test(u.protocol)) return { platform: 'unavailable' };
  const yt = youtubeId(url);
  if (yt) return { platform: 'youtube', id: yt, embedUrl: `https://www.youtube.com/embed/${yt}?rel=0&playsinline=1` };
  const tt = tiktokId(url);
  if (tt) return { platform: 'tiktok', id: tt, embedUrl: `https://www.tiktok.com/player/v1/${tt}` };
  if (isTwitch(u)) {
    const t = twitchTarget(url);
    if (!t) return { platform: 'invalid', error: VIDEO_ERRORS.twitch };
    const host = encodeURIComponent(parent);
    const embedUrl =
      t.type === 'clip'
        ? `https://clips.twitch.tv/embed?clip=${t.id}&parent=${host}&autoplay=false`
        : `https://player.twitch.tv/?video=v${t.id}&parent=${host}&autoplay=false`;
    return { platform: 'twitch', ...t, embedUrl };
  }
  if (isKick(u)) {
    const k = kickTarget(url);
    if (!k) return { platform: 'invalid', error: VIDEO_ERRORS.kick };
    const path = k.type === 'clip' ? `clip/${k.id}` : k.type === 'video' ? `video/${k.id}` : k.id;
    return { platform: 'kick', ...k, embedUrl: `https://player.kick.com/${path}?autoplay=false` };
  }
  if (VIDEO_FILE.test(u.pathname)) return { platform: 'hosted', url: u.href };
  return { platform: 'link', url: u.href };
}
