import { LEADERBOARD_PERIOD_DAYS, type Leaderboard, type LeaderboardQuery } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { readLeaderboard } from './leaderboard.repo';

/**
 * A public page that every visitor may open: each (period, limit) is computed at most once per this long per
 * instance and database, and callers arriving meanwhile share the computation. New payouts show within it.
 */
export const LEADERBOARD_TTL_MS = 15_000;

type Entry = { at: number; value: Promise<Leaderboard> };
const caches = new WeakMap<object, Map<string, Entry>>();

/** The start of a period at `now`: rolling 7 or 30 days back, or null for all time. */
export function periodStart(period: LeaderboardQuery['period'], now: Date): Date | null {
  const days = LEADERBOARD_PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

/** GET /leaderboard: top earners and top completed bounties of a period, from the ledger's bounty payouts. */
export function getLeaderboard(db: DbOrTx, clock: Clock, { period, limit }: LeaderboardQuery): Promise<Leaderboard> {
  const now = clock.now();
  const cache = caches.get(db) ?? new Map<string, Entry>();
  caches.set(db, cache);
  const key = `${period}:${limit}`;
  const hit = cache.get(key);
  // A clock that moved backwards (tests) also recomputes.
  if (hit && now.getTime() >= hit.at && now.getTime() - hit.at < LEADERBOARD_TTL_MS) return hit.value;
  const since = periodStart(period, now);
  const value = readLeaderboard(db, since, limit).then((boards) => ({
    period,
    since: since?.toISOString() ?? null,
    ...boards,
  }));
  cache.set(key, { at: now.getTime(), value });
  // A failed computation is not kept.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
