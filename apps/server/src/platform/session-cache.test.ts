import { describe, expect, it } from 'vitest';
import { createSessionCache, sessionTopic } from './session-cache';

const SID = '0d6f3f39-6a3b-4f39-9a53-6f1b1c1f0a01';
const OTHER_SID = '7c1d1b8e-2f0a-4d7e-8c55-3e2a9b0f4d12';

/** Stores a live session's role the way the guard does: a read begun, then its answer kept. */
const readAndKeep = (cache: ReturnType<typeof createSessionCache>, userId: number, sid: string) =>
  cache.set(userId, sid, 'user', cache.beginRead());

describe('session cache', () => {
  it('keeps each session of each user apart, and drops only the sessions of a user whose sessions changed', () => {
    const cache = createSessionCache({ ttlMs: 60_000 });
    readAndKeep(cache, 1, SID);
    readAndKeep(cache, 1, OTHER_SID);
    readAndKeep(cache, 2, SID);
    expect(cache.get(1, SID)).toBe('user');
    expect(cache.get(3, SID)).toBeUndefined();

    cache.invalidate(['bounties', 'challenges', sessionTopic(12)]);
    expect(cache.stats().entries).toBe(3);
    cache.invalidate([sessionTopic(1)]);
    expect(cache.get(1, SID)).toBeUndefined();
    expect(cache.get(1, OTHER_SID)).toBeUndefined();
    expect(cache.get(2, SID)).toBe('user');
  });

  it('never keeps an answer whose read began before a change of any session', () => {
    const cache = createSessionCache({ ttlMs: 60_000 });
    const begunAt = cache.beginRead();
    cache.invalidate([sessionTopic(1)]);
    cache.set(1, SID, 'admin', begunAt);
    expect(cache.get(1, SID)).toBeUndefined();
    readAndKeep(cache, 1, SID);
    expect(cache.get(1, SID)).toBe('user');
  });

  it('forgets an answer after its time', async () => {
    const cache = createSessionCache({ ttlMs: 30 });
    readAndKeep(cache, 1, SID);
    expect(cache.get(1, SID)).toBe('user');
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get(1, SID)).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('holds at most maxEntries answers, dropping the oldest', () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const userId of [1, 2, 3]) readAndKeep(cache, userId, SID);
    expect(cache.get(1, SID)).toBeUndefined();
    expect(cache.get(2, SID)).toBe('user');
    expect(cache.get(3, SID)).toBe('user');
    expect(cache.stats()).toMatchObject({ entries: 2, reads: 3, hits: 2 });
  });
});
