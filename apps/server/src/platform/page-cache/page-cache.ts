import type { Clock } from '../clock';
import type { PageEncoding } from './page-encoding';
import type { Topic } from './topics';

/**
 * A serialized public answer, as the UTF-8 bytes sent (no encoding or length count per request), and the value it
 * was made from (for per-viewer variants).
 */
export type CachedPage = {
  readonly body: Buffer;
  readonly value: unknown;
  /** The body compressed per encoding, made on the first request that accepts it. */
  readonly encoded: Partial<Record<PageEncoding, Buffer>>;
};

type Entry = CachedPage & {
  readonly topics: readonly Topic[];
  /** The topics' generations when its load started: any change since makes it stale. */
  readonly generations: readonly number[];
  readonly bornAt: number;
  readonly bornClockAt: number;
};

export type PageCacheOptions = {
  clock: Clock;
  /** Longest life of a page: the bound on staleness for what no event announces (a bounty's end passing). */
  ttlMs?: number;
  maxEntries?: number;
};

/**
 * Shared short-lived pages (decision 021): the serialized answer of a public read, identical for every anonymous
 * visitor, kept per key until a change of one of its topics (told by `invalidate`, from the outbox) or `ttlMs`. A
 * load that started before a change is never stored after it; concurrent misses of one key share one load.
 */
export function createPageCache({ clock, ttlMs = 1000, maxEntries = 1000 }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const loads = new Map<string, Promise<Entry>>();
  const generation: Record<Topic, number> = { bounties: 0, challenges: 0 };
  const stats = { hits: 0, misses: 0 };

  const fresh = (entry: Entry | undefined): entry is Entry => {
    if (!entry) return false;
    for (let i = 0; i < entry.topics.length; i++)
      if (generation[entry.topics[i] as Topic] !== entry.generations[i]) return false;
    // Real time and the app's clock (tests and the e2e move it; a page must not outlive a jump of days).
    return performance.now() - entry.bornAt < ttlMs && Math.abs(clock.now().getTime() - entry.bornClockAt) < ttlMs;
  };

  function store(key: string, entry: Entry) {
    if (!entries.has(key) && entries.size >= maxEntries) {
      // Oldest first (a Map keeps insertion order): a full cache drops the page stored longest ago.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.delete(key);
    entries.set(key, entry);
  }

  return {
    /** The fresh page of `key`, if any. */
    peek(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (fresh(entry)) {
        stats.hits++;
        return entry;
      }
      return undefined;
    },

    /** The page of `key` being loaded by another request, if that load is still current when it ends. */
    async joinLoad(key: string): Promise<CachedPage | undefined> {
      const load = loads.get(key);
      if (!load) return undefined;
      const entry = await load.catch(() => undefined);
      return fresh(entry) ? entry : undefined;
    },

    /**
     * Loads the page of `key` (sharing a load under way), keeps it unless its topics changed meanwhile. `serialize`
     * makes its JSON: the route's response serializer, so a cached answer is the one the route would send.
     */
    async load(
      key: string,
      topics: readonly Topic[],
      load: () => Promise<unknown>,
      serialize: (value: unknown) => string = JSON.stringify,
    ): Promise<CachedPage> {
      const current = loads.get(key);
      if (current) {
        const entry = await current.catch(() => undefined);
        if (fresh(entry)) return entry;
      }
      stats.misses++;
      const generations = topics.map((t) => generation[t]);
      const bornAt = performance.now();
      const bornClockAt = clock.now().getTime();
      const loading = load().then(
        (value): Entry => ({
          value,
          body: Buffer.from(serialize(value)),
          encoded: {},
          topics,
          generations,
          bornAt,
          bornClockAt,
        }),
      );
      loads.set(key, loading);
      try {
        const entry = await loading;
        if (fresh(entry)) store(key, entry);
        return entry;
      } finally {
        if (loads.get(key) === loading) loads.delete(key);
      }
    },

    /** A change of `topics` committed: pages showing them are stale from now on (unknown topics are ignored). */
    invalidate(topics: readonly string[]) {
      for (const topic of topics) if (Object.hasOwn(generation, topic)) generation[topic as Topic]++;
    },

    stats: () => ({ ...stats, entries: entries.size }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The app's three caches: the board's pages; free-text searches apart (their keys are unbounded, so a burst of new
 * terms pushes out only older searches, never a board page); and single items (one bounty's page, ~1 KB), also apart,
 * as there are as many as there are bounties. The first two hold at most 1,000 pages, ~18 MB each (decision 021);
 * items 5,000, ~25 MB (decision 034). All are refreshed by every change told; searches live longer (`searchTtlMs`,
 * decision 029): they miss most, and a miss is an unprepared statement planned for its term.
 */
export const PAGE_CACHE_ENTRIES = 1000;
export const ITEM_CACHE_ENTRIES = 5000;

export type PageCacheName = 'pages' | 'searches' | 'items';

export function createPageCaches(options: { clock: Clock; ttlMs: number; searchTtlMs: number }) {
  const caches: Record<PageCacheName, PageCache> = {
    pages: createPageCache({ ...options, maxEntries: PAGE_CACHE_ENTRIES }),
    searches: createPageCache({ ...options, ttlMs: options.searchTtlMs, maxEntries: PAGE_CACHE_ENTRIES }),
    items: createPageCache({ ...options, maxEntries: ITEM_CACHE_ENTRIES }),
  };
  return {
    ...caches,
    invalidate(topics: readonly string[]) {
      for (const cache of Object.values(caches)) cache.invalidate(topics);
    },
  };
}

export type PageCaches = ReturnType<typeof createPageCaches>;
