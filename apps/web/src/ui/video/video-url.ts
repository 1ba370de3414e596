/**
 * Which player a submission link needs (spec 02 §2 "Video player"): YouTube (11-character id), TikTok (iframe by
 * video id), a Twitch clip or VOD, a Kick clip, video or live channel, otherwise a hosted stream. Pure functions;
 * the link parsers are the contracts' (the same ones check a submitted link).
 */
import { isHost, kickTarget, parseLink, tiktokId, twitchTarget, youtubeId } from '@crowns/contracts';

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

const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogv|ogg)$/i;

const isTwitch = (u: URL) => isHost(u, 'twitch.tv', 'clips.twitch.tv', 'player.twitch.tv');
const isKick = (u: URL) => isHost(u, 'kick.com', 'player.kick.com');

/** The player for a link; `parent` is the page's hostname, which Twitch embeds require. */
export function videoSource(url: string, parent: string): VideoSource {
  const value = url.trim();
  // Our own uploads are served from this site under a relative path.
  if (value.startsWith('/') && !value.startsWith('//'))
    return VIDEO_FILE.test(value.split(/[?#]/)[0]!) ? { platform: 'hosted', url: value } : { platform: 'unavailable' };
  const u = parseLink(value);
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
