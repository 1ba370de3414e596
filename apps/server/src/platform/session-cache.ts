import type { Role } from '@crowns/contracts';

/**
 * How long this instance trusts the auth guard's answer for a live session without asking the database again
 * (decision 025). Revocations are told at once on this instance and within milliseconds on the others (the outbox
 * NOTIFY); this bounds only what nobody tells: an instance whose LISTEN connection dropped, or a change made straight
 * in the database. 5 s is far below the 15-minute life of an access token and costs one query per session per 5 s.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** About 100 bytes an entry: a few MB at most, far more than the sessions one instance serves in 5 s. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The committed-change topic of a user's sessions: told by every revocation of their refresh tokens. */
export const SESSION_TOPIC_PREFIX = 'session:';
export const sessionTopic = (userId: number) => `${SESSION_TOPIC_PREFIX}${userId}`;

type Entry = { readonly userId: number; readonly role: Role; readonly bornAt: number };

export type SessionCacheOptions = { ttlMs?: number; maxEntries?: number };

/**
 * The auth guard's positive answers (the session is live, the account not suspended, and its role), per user and
 * session (refresh-token family). A refusal is never kept: it always reflects the database as it is now. A change of
 * a user's sessions (`invalidate` with `session:<userId>`) drops their entries, and a read that started before any
 * such change is not stored after it.
 */
export function createSessionCache({
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
}: SessionCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  const stats = { hits: 0, reads: 0 };
  const keyOf = (userId: number, sid: string) => `${userId}\n${sid}`;

  return {
    /** The role of a live session seen less than `ttlMs` ago, if any. */
    get(userId: number, sid: string): Role | undefined {
      const key = keyOf(userId, sid);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (performance.now() - entry.bornAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      stats.hits++;
      return entry.role;
    },

    /** Marks the start of a database read: its answer is stored only if no session changed meanwhile. */
    beginRead(): number {
      stats.reads++;
      return generation;
    },

    /** Keeps a live session's role read from the database since `begunAt` (from `beginRead`). */
    set(userId: number, sid: string, role: Role, begunAt: number) {
      if (begunAt !== generation) return;
      const key = keyOf(userId, sid);
      entries.delete(key);
      if (entries.size >= maxEntries) {
        // Oldest first (a Map keeps insertion order).
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { userId, role, bornAt: performance.now() });
    },

    /** Committed changes (this instance's or another's): the sessions of every `session:<userId>` topic are re-read. */
    invalidate(topics: readonly string[]) {
      const users = new Set<number>();
      for (const topic of topics)
        if (topic.startsWith(SESSION_TOPIC_PREFIX)) users.add(Number(topic.slice(SESSION_TOPIC_PREFIX.length)));
      if (users.size === 0) return;
      generation++;
      for (const [key, entry] of entries) if (users.has(entry.userId)) entries.delete(key);
    },

    stats: () => ({ ...stats, entries: entries.size }),
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
