import { describe, expect, it } from 'vitest';
import {
  followedWithActive,
  followedWithInactive,
  type LiveStreamer,
  normalizeStreamer,
  topLive,
  withActive,
  withInactive,
  withStreamUpdate,
} from './live-streamers';

const detail = (platform: string, viewers = 100) => ({
  platform,
  display_name: platform,
  is_live: true,
  viewer_count: viewers,
  thumbnail_url: null,
  title: `${platform} stream`,
  twitch_category: 'Just Chatting',
});
const streamer = (id: number, followerCount: number, platforms = ['twitch']): LiveStreamer => ({
  id,
  sc_username: `s${id}`,
  is_streaming: platforms.length > 0,
  followerCount,
  title: platforms[0] ? `${platforms[0]} stream` : null,
  platform: platforms[0] ?? null,
  streamDetails: platforms.map((p) => detail(p)),
});
const ids = (list: LiveStreamer[]) => list.map((s) => s.id);

describe('Live Now streamer rules', () => {
  it('keeps live streamers only, most followed first, at most 10', () => {
    const list = [streamer(1, 5), streamer(2, 50), streamer(3, 9, [])];
    expect(ids(topLive(list))).toEqual([2, 1]);
    const many = Array.from({ length: 12 }, (_, i) => streamer(i + 1, i));
    expect(ids(topLive(many))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('streamerActive adds or replaces, sorts by followerCount and keeps 10', () => {
    const list = topLive(Array.from({ length: 10 }, (_, i) => streamer(i + 1, (i + 1) * 10)));
    const added = withActive(list, streamer(50, 55));
    expect(added).toHaveLength(10);
    expect(ids(added).slice(0, 6)).toEqual([10, 9, 8, 7, 6, 50]);
    expect(ids(added)).not.toContain(1);
    const replaced = withActive(added, { ...streamer(50, 500), title: 'new title' });
    expect(ids(replaced)[0]).toBe(50);
    expect(replaced.filter((s) => s.id === 50)).toHaveLength(1);
    expect(ids(withActive(list, streamer(60, 1)))).not.toContain(60);
  });

  it("streamerInactive removes that platform's stream, and the streamer when none is left", () => {
    const list = [streamer(1, 10, ['kick', 'twitch']), streamer(2, 5)];
    const one = withInactive(list, { id: 1, platform: 'kick' });
    expect(one[0]?.streamDetails.map((d) => d.platform)).toEqual(['twitch']);
    expect(one[0]).toMatchObject({ platform: 'twitch', title: 'twitch stream', is_streaming: true });
    expect(ids(withInactive(one, { id: 1, platform: 'twitch' }))).toEqual([2]);
    expect(ids(withInactive(list, { id: '2', platform: 'twitch' }))).toEqual([1]);
  });

  it('streamerStreamUpdate changes the category and title of that platform only', () => {
    const list = [streamer(1, 10, ['twitch', 'kick'])];
    const next = withStreamUpdate(list, { id: 1, platform: 'kick', category: 'IRL', title: 'Walking' });
    expect(next[0]?.streamDetails[1]).toMatchObject({ twitch_category: 'IRL', title: 'Walking' });
    expect(next[0]?.title).toBe('twitch stream');
    const main = withStreamUpdate(list, { id: 1, platform: 'twitch', category: 'Chess', title: 'Blitz' });
    expect(main[0]).toMatchObject({ title: 'Blitz' });
    expect(main[0]?.streamDetails[0]).toMatchObject({ twitch_category: 'Chess', title: 'Blitz' });
    expect(withStreamUpdate(list, { id: 2, platform: 'twitch', category: 'x', title: 'y' })).toBe(list);
  });
});

describe('followed streamers', () => {
  it('go live and offline in place; strangers are not added', () => {
    const list = [streamer(1, 10, []), streamer(2, 3, ['kick'])];
    const live = followedWithActive(list, streamer(1, 10, ['twitch']));
    expect(live[0]).toMatchObject({ is_streaming: true, platform: 'twitch' });
    expect(followedWithActive(list, streamer(9, 99))).toBe(list);
    const off = followedWithInactive(live, { id: 2, platform: 'kick' });
    expect(ids(off)).toEqual([1, 2]);
    expect(off[1]).toMatchObject({ is_streaming: false, streamDetails: [] });
  });
});

describe('normalizeStreamer', () => {
  it('accepts streamDetails as a list or a single object, and rejects rows without id or name', () => {
    expect(
      normalizeStreamer({ id: 1, sc_username: 'a', is_streaming: true, streamDetails: detail('kick') })?.streamDetails,
    ).toHaveLength(1);
    expect(normalizeStreamer({ id: 1, sc_username: 'a' })).toMatchObject({ is_streaming: false, streamDetails: [] });
    expect(normalizeStreamer({ sc_username: 'a' })).toBeNull();
    expect(normalizeStreamer('x')).toBeNull();
  });
});
