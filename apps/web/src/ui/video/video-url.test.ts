import { kickTarget, tiktokId, twitchTarget, youtubeId } from '@crowns/contracts';
import { describe, expect, it } from 'vitest';
import { videoSource } from './video-url';

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aBcDeFgHi_-', 'aBcDeFgHi_-'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQextra',
  ])('no id in %s', (url) => expect(youtubeId(url)).toBeNull());

  it('embeds the id', () => {
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', 'crowns.gg')).toEqual({
      platform: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&playsinline=1',
    });
  });
});

describe('TikTok links', () => {
  it.each([
    ['https://www.tiktok.com/@kai/video/7234567890123456789', '7234567890123456789'],
    ['https://m.tiktok.com/v/7234567890123456789.html', '7234567890123456789'],
    ['https://www.tiktok.com/embed/v2/7234567890123456789', '7234567890123456789'],
    ['https://www.tiktok.com/player/v1/7234567890123456789?autoplay=1', '7234567890123456789'],
  ])('%s → %s', (url, id) => expect(tiktokId(url)).toBe(id));

  it('plays by id in the TikTok iframe player; a short link is offered as a link', () => {
    expect(videoSource('https://www.tiktok.com/@kai/video/7234567890123456789', 'x')).toMatchObject({
      platform: 'tiktok',
      embedUrl: 'https://www.tiktok.com/player/v1/7234567890123456789',
    });
    expect(videoSource('https://vm.tiktok.com/ZMabc123/', 'x')).toEqual({
      platform: 'link',
      url: 'https://vm.tiktok.com/ZMabc123/',
    });
  });
});

describe('Twitch links', () => {
  it.each([
    ['https://clips.twitch.tv/FunnyClipSlug-AbC_123', { type: 'clip', id: 'FunnyClipSlug-AbC_123' }],
    ['https://clips.twitch.tv/embed?clip=Slug123&parent=x', { type: 'clip', id: 'Slug123' }],
    ['https://www.twitch.tv/kai_streams/clip/Slug123?filter=clips', { type: 'clip', id: 'Slug123' }],
    ['https://m.twitch.tv/kai/clip/Slug123', { type: 'clip', id: 'Slug123' }],
    ['https://www.twitch.tv/videos/1234567890', { type: 'vod', id: '1234567890' }],
    ['https://player.twitch.tv/?video=v1234567890&parent=x', { type: 'vod', id: '1234567890' }],
  ])('%s', (url, target) => expect(twitchTarget(url)).toEqual(target));

  it('embeds clips and VODs with the page as parent', () => {
    expect(videoSource('https://clips.twitch.tv/Slug123', 'crowns.gg')).toMatchObject({
      platform: 'twitch',
      type: 'clip',
      embedUrl: 'https://clips.twitch.tv/embed?clip=Slug123&parent=crowns.gg&autoplay=false',
    });
    expect(videoSource('https://www.twitch.tv/videos/42', 'localhost')).toMatchObject({
      platform: 'twitch',
      type: 'vod',
      embedUrl: 'https://player.twitch.tv/?video=v42&parent=localhost&autoplay=false',
    });
  });

  it.each(['https://www.twitch.tv/kai_streams', 'https://www.twitch.tv/videos/abc', 'https://clips.twitch.tv/'])(
    '%s is an invalid Twitch URL',
    (url) => expect(videoSource(url, 'x')).toEqual({ platform: 'invalid', error: 'Invalid Twitch URL' }),
  );
});

describe('Kick links', () => {
  it.each([
    [
      'https://kick.com/luna_live/clips/clip_01H811MXG4FBR62FXPE1AXABDH',
      { type: 'clip', id: 'clip_01H811MXG4FBR62FXPE1AXABDH' },
    ],
    ['https://kick.com/luna_live?clip=clip_01ABC', { type: 'clip', id: 'clip_01ABC' }],
    [
      'https://kick.com/video/9f1c2b3a-1111-2222-3333-444455556666',
      { type: 'video', id: '9f1c2b3a-1111-2222-3333-444455556666' },
    ],
    ['https://kick.com/luna_live/videos/9f1c2b3a-1111', { type: 'video', id: '9f1c2b3a-1111' }],
    ['https://kick.com/luna_live', { type: 'live', id: 'luna_live' }],
  ])('%s', (url, target) => expect(kickTarget(url)).toEqual(target));

  it('embeds with the Kick player', () => {
    expect(videoSource('https://kick.com/luna/clips/clip_1', 'x')).toMatchObject({
      platform: 'kick',
      embedUrl: 'https://player.kick.com/clip/clip_1?autoplay=false',
    });
    expect(videoSource('https://kick.com/video/abc-1', 'x')).toMatchObject({
      embedUrl: 'https://player.kick.com/video/abc-1?autoplay=false',
    });
    expect(videoSource('https://kick.com/luna', 'x')).toMatchObject({
      type: 'live',
      embedUrl: 'https://player.kick.com/luna?autoplay=false',
    });
  });

  it.each(['https://kick.com/', 'https://kick.com/categories', 'https://kick.com/a/b/c/d'])(
    '%s is an invalid Kick URL',
    (url) => expect(videoSource(url, 'x')).toEqual({ platform: 'invalid', error: 'Invalid Kick URL' }),
  );
});

describe('other links', () => {
  it('plays video files in the hosted player', () => {
    expect(videoSource('https://cdn.example.com/v/clip.mp4?sig=1', 'x')).toEqual({
      platform: 'hosted',
      url: 'https://cdn.example.com/v/clip.mp4?sig=1',
    });
    expect(videoSource('/files/public/clip.webm', 'x')).toEqual({ platform: 'hosted', url: '/files/public/clip.webm' });
  });

  it('offers other pages as a link and refuses what is not a web link', () => {
    expect(videoSource('https://vimeo.com/123', 'x')).toEqual({ platform: 'link', url: 'https://vimeo.com/123' });
    expect(videoSource('javascript:alert(1)', 'x')).toEqual({ platform: 'unavailable' });
    expect(videoSource('', 'x')).toEqual({ platform: 'unavailable' });
  });
});
