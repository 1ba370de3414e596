import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('rounds to the nearest unit in words', () => {
    expect(timeAgo(ago(30), NOW)).toBe('just now');
    expect(timeAgo(ago(100), NOW)).toBe('2 minutes ago');
    expect(timeAgo(ago(86_400), NOW)).toBe('yesterday');
  });

  it('counts whole units gone by in the short style', () => {
    expect(timeAgo(ago(100), NOW, 'short')).toBe('1 min. ago');
    expect(timeAgo(ago(3 * 3600 + 3000), NOW, 'short')).toBe('3 hr. ago');
  });

  it('is empty for a missing or unreadable time', () => {
    expect(timeAgo(undefined, NOW)).toBe('');
    expect(timeAgo('not a date', NOW, 'short')).toBe('');
  });
});
