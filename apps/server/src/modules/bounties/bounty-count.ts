import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bounties } from '../../db/schema';
import { preparedFor } from '../../platform/prepared-statements';
import { type ListShape, listCondition, SORT_COLUMN } from './bounty-list-query';

/** Up to this many matches a list's total is counted exactly on every call (a capped, index-backed count). */
export const EXACT_COUNT_UP_TO = 1000;
/** A larger total is counted exactly at most once per this long per filter and instance (decision 008). */
export const BIG_COUNT_TTL_MS = 5_000;
const BIG_COUNT_KEYS = 500;

type Params = Record<string, unknown>;
/** A big total (`known` once counted) and the recount under way, if any. */
type Entry = { n: number; at: number; known?: boolean; pending?: Promise<number> };
const bigCounts = new Map<string, Entry>();

const fresh = (e: Entry, nowMs: number) =>
  e.pending !== undefined || (nowMs >= e.at && nowMs - e.at < BIG_COUNT_TTL_MS);

/**
 * The matches, counted up to EXACT_COUNT_UP_TO + 1 (reads at most that many index entries). An open-board count
 * walks the board index of its sort, as the page does; PostgreSQL would otherwise read the table until it has
 * enough rows, which is quick when most rows match but is a sequential scan all the same.
 */
async function cappedCount(tx: DbOrTx, shape: ListShape, params: Params) {
  const board = shape.status === 'available' || shape.status === 'active';
  const statement = preparedFor(tx, `capped:${shape.key}`, false, (name) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(
        tx
          .select({ one: sql`1` })
          .from(bounties)
          .where(listCondition(shape))
          .orderBy(...(board ? [SORT_COLUMN[shape.sortBy], bounties.id] : []))
          .limit(EXACT_COUNT_UP_TO + 1)
          .as('capped'),
      )
      .prepare(name),
  );
  const [row] = await statement.execute(params);
  return Number(row?.n ?? 0);
}

async function exactCount(tx: DbOrTx, shape: ListShape, params: Params) {
  const statement = preparedFor(tx, `count:${shape.key}`, false, (name) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(bounties).where(listCondition(shape)).prepare(name),
  );
  const [row] = await statement.execute(params);
  return Number(row?.n ?? 0);
}

/**
 * Recounts `key` exactly, one count per key at a time (callers arriving meanwhile share it). A total that fell to
 * EXACT_COUNT_UP_TO or below leaves the cache: capped counts take over again.
 */
function refreshBig(tx: DbOrTx, shape: ListShape, params: Params, key: string, nowMs: number) {
  const entry = bigCounts.get(key);
  if (entry?.pending) return entry.pending;
  const pending = exactCount(tx, shape, params).then(
    (n) => {
      bigCounts.delete(key);
      if (n > EXACT_COUNT_UP_TO) bigCounts.set(key, { n, at: nowMs, known: true });
      if (bigCounts.size > BIG_COUNT_KEYS) bigCounts.delete(bigCounts.keys().next().value!);
      return n;
    },
    (err: unknown) => {
      bigCounts.delete(key);
      throw err;
    },
  );
  bigCounts.set(key, { n: entry?.n ?? 0, at: entry?.at ?? nowMs, known: entry !== undefined, pending });
  return pending;
}

/**
 * `totalRecords` of a list call whose page (at `offset`, `limit` rows asked) returned `found` rows.
 * A short page tells the total by itself; otherwise the matches are counted exactly up to EXACT_COUNT_UP_TO
 * (cheap: at most that many index entries). A larger total is counted exactly once, then served from memory and
 * recounted in the background once it is BIG_COUNT_TTL_MS old (counting 100k+ rows on every call of the board is
 * what made it slow); inside a transaction the recount is awaited instead. The answer is never below what the page
 * itself proves.
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
  const { at: _at, limit: _limit, offset: _offset, window: _window, ...values } = params;
  const key = JSON.stringify([shape.status, shape.kinds, shape.cats, values]);
  const cached = bigCounts.get(key);
  if (cached?.known) {
    if (!fresh(cached, nowMs)) {
      const recount = refreshBig(tx, shape, params, key, nowMs);
      if (tx instanceof PgTransaction) return Math.max(await recount, seen);
      recount.catch(() => {}); // a failed recount drops the entry; the next call counts again
    }
    return Math.max(cached.n, seen);
  }
  if (cached?.pending) return Math.max(await cached.pending, seen);
  const n = await cappedCount(tx, shape, params);
  if (n <= EXACT_COUNT_UP_TO) return Math.max(n, seen);
  return Math.max(await refreshBig(tx, shape, params, key, nowMs), seen);
}
