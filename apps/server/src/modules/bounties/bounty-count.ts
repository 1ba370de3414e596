import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bounties } from '../../db/schema';

/** Up to this many matches a list's total is counted exactly on every call (a capped, index-backed count). */
export const EXACT_COUNT_UP_TO = 1000;
/** A larger total is counted exactly at most once per this long per filter and instance (decision 007). */
export const BIG_COUNT_TTL_MS = 5_000;
const BIG_COUNT_KEYS = 500;

type Entry = { n: number; at: number; pending?: Promise<number> };
const bigCounts = new Map<string, Entry>();

const fresh = (e: Entry | undefined, nowMs: number) =>
  e !== undefined && e.pending === undefined && nowMs >= e.at && nowMs - e.at < BIG_COUNT_TTL_MS;

async function exactCount(tx: DbOrTx, condition: SQL | undefined) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(bounties).where(condition);
  return Number(row?.n ?? 0);
}

/** One exact count per key at a time: callers arriving while it runs share its result. */
function refreshBig(tx: DbOrTx, condition: SQL | undefined, key: string, nowMs: number) {
  const running = bigCounts.get(key)?.pending;
  if (running) return running;
  const pending = exactCount(tx, condition).then(
    (n) => {
      bigCounts.delete(key);
      bigCounts.set(key, { n, at: nowMs });
      if (bigCounts.size > BIG_COUNT_KEYS) bigCounts.delete(bigCounts.keys().next().value!);
      return n;
    },
    (err: unknown) => {
      bigCounts.delete(key);
      throw err;
    },
  );
  bigCounts.set(key, { n: 0, at: nowMs, pending });
  return pending;
}

/**
 * `totalRecords` of a list whose page (at `offset`, `limit` rows asked) returned `found` rows.
 * A short page tells the total by itself; otherwise the matches are counted exactly up to EXACT_COUNT_UP_TO
 * (cheap: at most that many index entries), and a larger total comes from a count that is at most
 * BIG_COUNT_TTL_MS old (counting 100k+ rows on every call of the board is what made it slow). The answer is
 * never below what the page itself proves.
 */
export async function countBounties(
  tx: DbOrTx,
  condition: SQL | undefined,
  filterKey: string,
  now: Date,
  page: { offset: number; limit: number; found: number },
) {
  const seen = page.offset + page.found;
  if (page.found < page.limit && (page.found > 0 || page.offset === 0)) return seen;
  const nowMs = now.getTime();
  const cached = bigCounts.get(filterKey);
  if (fresh(cached, nowMs)) return Math.max(cached!.n, seen);
  const [capped] = await tx.select({ n: sql<number>`count(*)::int` }).from(
    tx
      .select({ one: sql`1` })
      .from(bounties)
      .where(condition)
      .limit(EXACT_COUNT_UP_TO + 1)
      .as('capped'),
  );
  const n = Number(capped?.n ?? 0);
  if (n <= EXACT_COUNT_UP_TO) return Math.max(n, seen);
  return Math.max(await refreshBig(tx, condition, filterKey, nowMs), seen);
}
