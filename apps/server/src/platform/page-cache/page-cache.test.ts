import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { createPageCache, createPageCaches } from './page-cache';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('page cache', () => {
  it('keeps a page until a change of its topic, and only of its topic', async () => {
    const cache = createPageCache({ clock: new ManualClock(), ttlMs: 60_000 });
    await cache.load('board', ['bounties'], async () => ({ n: 1 }));
    expect(cache.peek('board')?.body.toString()).toBe('{"n":1}');
    cache.invalidate(['challenges', 'nonsense']);
    expect(cache.peek('board')?.value).toEqual({ n: 1 });
    cache.invalidate(['bounties']);
    expect(cache.peek('board')).toBeUndefined();
  });

  it('drops a page after its time, by the wall clock and by the app clock (tests move it)', async () => {
    const clock = new ManualClock();
    const cache = createPageCache({ clock, ttlMs: 50 });
    await cache.load('a', ['bounties'], async () => 1);
    clock.advance(4 * 24 * 3_600_000);
    expect(cache.peek('a')).toBeUndefined();
    await cache.load('b', ['bounties'], async () => 2);
    expect(cache.peek('b')).toBeDefined();
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.peek('b')).toBeUndefined();
  });

  it('never stores a page whose load began before a change, and answers that load all the same', async () => {
    const cache = createPageCache({ clock: new ManualClock(), ttlMs: 60_000 });
    const rows = deferred<string>();
    const loading = cache.load('board', ['bounties'], () => rows.promise);
    cache.invalidate(['bounties']);
    rows.resolve('before the change');
    expect((await loading).value).toBe('before the change');
    expect(cache.peek('board')).toBeUndefined();
    expect(await cache.joinLoad('board')).toBeUndefined();
  });

  it('shares one load between concurrent misses of a page', async () => {
    const cache = createPageCache({ clock: new ManualClock(), ttlMs: 60_000 });
    const rows = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return rows.promise;
    };
    const first = cache.load('board', ['bounties'], load);
    const second = cache.load('board', ['bounties'], load);
    const joined = cache.joinLoad('board');
    rows.resolve('rows');
    expect((await first).body.toString()).toBe('"rows"');
    expect((await second).body.toString()).toBe('"rows"');
    expect((await joined)?.body.toString()).toBe('"rows"');
    expect(loads).toBe(1);
    expect(cache.stats()).toMatchObject({ misses: 1, entries: 1 });
  });

  it('a failed load stores nothing and the next request loads again', async () => {
    const cache = createPageCache({ clock: new ManualClock(), ttlMs: 60_000 });
    await expect(cache.load('board', ['bounties'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek('board')).toBeUndefined();
    expect((await cache.load('board', ['bounties'], async () => 'up')).value).toBe('up');
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = createPageCache({ clock: new ManualClock(), ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.load(key, ['bounties'], async () => key);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')?.value).toBe('b');
    expect(cache.peek('c')?.value).toBe('c');
  });

  it('keeps searches for their own, longer life; a change refreshes both caches', async () => {
    const caches = createPageCaches({ clock: new ManualClock(), ttlMs: 20, searchTtlMs: 60_000 });
    await caches.pages.load('board', ['bounties'], async () => 'board');
    await caches.searches.load('lemon', ['bounties'], async () => 'lemon');
    await new Promise((r) => setTimeout(r, 40));
    expect(caches.pages.peek('board')).toBeUndefined();
    expect(caches.searches.peek('lemon')?.value).toBe('lemon');
    caches.invalidate(['bounties']);
    expect(caches.searches.peek('lemon')).toBeUndefined();
  });
});
