import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bounties } from '../../db/schema';
import { type ListShape, listCondition, preparedFor } from './bounty-list-query';

/** Up to this many matches a list's total is counted exactly on every call (a capped, index-backed count). */
export const EXACT_COUNT_UP_TO = 1000;
/** A larger total is counted exactly at most once per this long per filter and instance (decision 007). */
export const BIG_COUNT_TTL_MS = 5_000;
const BIG_COUNT_KEYS = 500;

type Params = Record<string, unknown>;
type Entry = { n: number; at: number; pending?: Promise<number> };
const bigCounts = new Map<string, Entry>();

const fresh = (e: Entry | undefined, nowMs: number) =>
  e !== undefined && e.pending === undefined && nowMs >= e.at && nowMs - e.at < BIG_COUNT_TTL_MS;

/** The matches, counted up to EXACT_COUNT_UP_TO + 1 (reads at most that many index entries). */
async function cappedCount(tx: DbOrTx, shape: ListShape, params: Params) {
  const statement = preparedFor(tx, 'capped', shape, (name) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(
        tx
          .select({ one: sql`1` })
          .from(bounties)
          .where(listCondition(shape))
          .limit(EXACT_COUNT_UP_TO + 1)
          .as('capped'),
      )
      .prepare(name),
  );
  const [row] = await statement.execute(params);
  return Number(row?.n ?? 0);
}

async function exactCount(tx: DbOrTx, shape: ListShape, params: Params) {
  const statement = preparedFor(tx, 'count', shape, (name) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(bounties).where(listCondition(shape)).prepare(name),
  );
  const [row] = await statement.execute(params);
  return Number(row?.n ?? 0);
}

/** One exact count per key at a time: callers arriving while it runs share its result. */
function refreshBig(tx: DbOrTx, shape: ListShape, params: Params, key: string, nowMs: number) {
  const running = bigCounts.get(key)?.pending;
  if (running) return running;
  const pending = exactCount(tx, shape, params).then(
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
 * `totalRecords` of a list call whose page (at `offset`, `limit` rows asked) returned `found` rows.
 * A short page tells the total by itself; otherwise the matches are counted exactly up to EXACT_COUNT_UP_TO
 * (cheap: at most that many index entries), and a larger total comes from a count that is at most
 * BIG_COUNT_TTL_MS old (counting 100k+ rows on every call of the board is what made it slow). The answer is
 * never below what the page itself proves.
 */
export async function countBounties(
  tx: DbOrTx,
  shape: ListShape,
  params: Params,
  now: Date,
  page: { offset: number; limit: number; found: number },
) {
  if (page.found < page.limit && (page.found > 0 || page.offset === 0)) return page.offset + page.found;
  // A full page proves at least offset + limit matches; an empty page past the end proves nothing.
  const seen = page.found > 0 ? page.offset + page.found : 0;
  const nowMs = now.getTime();
  // The filter and its values; the sort, the page and the exact time do not change the total enough to matter.
  const { at: _at, limit: _limit, offset: _offset, ...values } = params;
  const key = JSON.stringify([shape.status, shape.kinds, values]);
  const cached = bigCounts.get(key);
  if (fresh(cached, nowMs)) return Math.max(cached!.n, seen);
  const n = await cappedCount(tx, shape, params);
  if (n <= EXACT_COUNT_UP_TO) return Math.max(n, seen);
  return Math.max(await refreshBig(tx, shape, params, key, nowMs), seen);
}
