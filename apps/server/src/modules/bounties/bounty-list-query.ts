import { createHash } from 'node:crypto';
import { and, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bounties } from '../../db/schema';
import { VIEW_CONFIG } from './bounty-view';
import { selectBountiesForViews } from './bounty-view.repo';

/** A filter condition of the list calls; its value (if any) is the placeholder of the same name. */
type Kind = 'private' | 'nobody' | 'target' | 'live' | 'video' | 'cats' | 'search' | 'creator' | 'claimedBy' | 'mine';
export type SortBy = 'recent' | 'amount' | 'ending_soon' | 'popular';

/**
 * Which conditions a list call applies (not their values) and its order. Calls of one shape share one prepared
 * statement: SQL text and drizzle query built once, and on PostgreSQL parsed (and usually planned) once per
 * connection (decision 007).
 */
export type ListShape = { status: string; kinds: Kind[]; sortBy: SortBy; order: 'asc' | 'desc'; key: string };

const p = (name: string) => sql.placeholder(name);
const KIND_SQL: Record<Kind, () => SQL | undefined> = {
  private: () => sql`${bounties.targetUserId} = ${p('private')}`,
  nobody: () => sql`false`,
  target: () => sql`${bounties.targetUserId} = ${p('target')}`,
  live: () => sql`${bounties.bountyType} = 'live'`,
  video: () => sql`${bounties.bountyType} = 'video'`,
  cats: () => sql`${bounties.categories} && ${p('cats')}::text[]`,
  search: () => ilike(bounties.title, p('search')),
  creator: () => sql`${bounties.creatorId} = ${p('creator')}`,
  claimedBy: () =>
    sql`exists (select 1 from bounty_claims c where c.bounty_id = ${bounties.id} and c.user_id = ${p('claimedBy')}
        and c.status = 'claimed' and c.modified_end_time > ${p('at')}::timestamptz)`,
  mine: () =>
    or(
      sql`${bounties.creatorId} = ${p('mine')}`,
      sql`exists (select 1 from bounty_claims c where c.bounty_id = ${bounties.id} and c.user_id = ${p('mine')})`,
    ),
};

/** The status keywords the lists know; any other value is matched as a stored status (placeholder `status`). */
export const STATUS_KEYWORDS = [
  'available',
  'active',
  'claimed',
  'submitted',
  'in review',
  'completed',
  'with_submission',
  'failed',
  'unclaimed',
  'recent',
  'all',
  '',
];

/**
 * Status filter with time evaluated at the placeholder `at` (the clock's now), so a late sweep never shows an
 * ended bounty as available. Statuses are literals, not parameters, so a cached generic plan can still use the
 * partial "board" indexes.
 */
function statusCondition(status: string): SQL {
  const ended = sql`${bounties.durationEndTime} <= ${p('at')}::timestamptz`;
  switch (status) {
    case 'available':
    case 'active':
      return sql`${bounties.status} = 'active' and ${bounties.durationEndTime} > ${p('at')}::timestamptz`;
    case 'claimed':
      return sql`${bounties.status} = 'claimed'`;
    case 'submitted':
    case 'in review':
      return sql`${bounties.status} = 'submitted'`;
    case 'completed':
      return sql`${bounties.status} = 'completed'`;
    case 'with_submission':
      return sql`${bounties.status} in ('submitted', 'completed')`;
    case 'failed':
      return sql`(${bounties.status} in ('failed', 'unclaimed') or (${bounties.status} = 'active' and ${ended}))`;
    case 'unclaimed':
      return sql`(${bounties.status} = 'unclaimed' or (${bounties.status} = 'active' and ${ended}))`;
    case 'recent':
    case 'all':
    case '':
      return sql`${bounties.status} <> 'cancelled'`;
    default:
      return sql`${bounties.status} = ${p('status')}`;
  }
}

export function listShape(status: string, kinds: Kind[], sortBy: SortBy, order: 'asc' | 'desc'): ListShape {
  return { status, kinds, sortBy, order, key: JSON.stringify([status, kinds, sortBy, order]) };
}

export function listCondition(shape: ListShape) {
  // Daily bounties are never on the lists, except in a user's current claims (GET /bounty/claimed).
  const daily = shape.kinds.includes('claimedBy') ? undefined : sql`${bounties.bountyType} <> 'daily'`;
  return and(
    sql`${bounties.deletedAt} is null`,
    daily,
    statusCondition(shape.status),
    ...shape.kinds.map((k) => KIND_SQL[k]()),
  );
}

const SORT_COLUMN = {
  recent: bounties.createdAt,
  amount: bounties.amount,
  ending_soon: bounties.durationEndTime,
  popular: bounties.antesCount,
};

/** Only this many shapes get a named (server-side cached) statement per database handle; others stay unnamed. */
const NAMED_SHAPES = 64;
/** Past this many shapes per database handle, statements are built per call rather than kept. */
const KEPT_SHAPES = 512;
const kept = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * The statement `build(name)` prepares for `shape`, built once per database handle. Free-text and list values
 * (search, categories) keep statements unnamed: a cached generic plan could not see their selectivity.
 */
export function preparedFor<T>(tx: DbOrTx, purpose: string, shape: ListShape, build: (name: string) => T): T {
  const byKey = kept.get(tx) ?? new Map<string, unknown>();
  kept.set(tx, byKey);
  const key = `${purpose}:${shape.key}`;
  const found = byKey.get(key) as T | undefined;
  if (found) return found;
  const generic = !shape.kinds.includes('search') && !shape.kinds.includes('cats');
  const name =
    generic && byKey.size < NAMED_SHAPES
      ? `bounty_${purpose}_${createHash('sha1').update(shape.key).digest('hex').slice(0, 16)}`
      : '';
  const statement = build(name);
  if (byKey.size < KEPT_SHAPES) byKey.set(key, statement);
  return statement;
}

/** The page of a list call with every row's view relations; placeholders: at, limit, offset and the kinds' values. */
export function pageStatement(tx: DbOrTx, shape: ListShape) {
  return preparedFor(tx, 'page', shape, (name) => {
    const dir = shape.order === 'asc' ? asc : desc;
    return selectBountiesForViews(tx, VIEW_CONFIG)
      .where(listCondition(shape))
      .orderBy(dir(SORT_COLUMN[shape.sortBy]), dir(bounties.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(name);
  });
}
