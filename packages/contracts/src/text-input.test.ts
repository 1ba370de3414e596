import { describe, expect, it } from 'vitest';
import { containsNul } from './text-input';

describe('containsNul', () => {
  it('finds U+0000 in any string of a request input, keys included', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ queryFilter: { search: ['x', 'y\u0000'] } })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ bio: 'plain', n: 1, ok: true, none: null, list: ['a', 2] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
