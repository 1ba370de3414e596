import { describe, expect, it } from 'vitest';
import { formatUsd, formatViewers, truncate, usableImageUrl } from './format';

describe('truncate', () => {
  it('keeps names up to the limit and cuts longer ones with an ellipsis', () => {
    expect(truncate('streamer', 8)).toBe('streamer');
    expect(truncate('streamer1', 8)).toBe('streamer…');
    expect(truncate('a_very_long_creator', 12)).toBe('a_very_long_…');
  });
  it('search user list: more than 10 characters shows 8 plus an ellipsis', () => {
    expect(truncate('abcdefghij', 10, 8)).toBe('abcdefghij');
    expect(truncate('abcdefghijk', 10, 8)).toBe('abcdefgh…');
  });
  it('treats a missing name as empty', () => {
    expect(truncate(undefined, 8)).toBe('');
  });
});

describe('formatViewers', () => {
  it('shows counts under 1000 as they are', () => {
    expect(formatViewers(0)).toBe('0');
    expect(formatViewers(999)).toBe('999');
  });
  it('shows 1000 or more as x.xk', () => {
    expect(formatViewers(1000)).toBe('1.0k');
    expect(formatViewers(1250)).toBe('1.2k');
    expect(formatViewers(15_490)).toBe('15.4k');
  });
});

describe('usableImageUrl', () => {
  it('accepts http, https and root-relative URLs only', () => {
    expect(usableImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(usableImageUrl('http://x.test/a.png')).toBe('http://x.test/a.png');
    expect(usableImageUrl('/files/avatars/1.jpg')).toBe('/files/avatars/1.jpg');
    expect(usableImageUrl('avatar.png')).toBeNull();
    expect(usableImageUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(usableImageUrl('javascript:alert(1)')).toBeNull();
    expect(usableImageUrl('')).toBeNull();
    expect(usableImageUrl(null)).toBeNull();
  });
});

describe('formatUsd', () => {
  it('divides crowns by cc_per_usd with 2 decimals, falling back to 1', () => {
    expect(formatUsd(1250, 100)).toBe('$12.50');
    expect(formatUsd(5, 0)).toBe('$5.00');
  });
});
