import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import { bounties } from '../../db/schema';

/** A filter condition of the list calls; its value (if any) is the placeholder of the same name. */
type Kind =
  | 'private'
  | 'nobody'
  | 'target'
  | 'live'
  | 'video'
  | 'cats'
  | 'search'
  | 'creator'
  | 'claimedBy'
  | 'completedBy'
  | 'mine';
export type SortBy = 'recent' | 'amount' | 'ending_soon' | 'popular';

/**
 * Which conditions a list call applies (not their values) and its order. Calls of one shape share one prepared
 * statement, whose SQL text and drizzle query are built once (decision 008). Categories from the seeded set are
 * part of the shape (`cats`, written into the SQL) rather than a value, so their statements can be named too.
 */
export type ListShape = {
  status: string;
  kinds: Kind[];
  sortBy: SortBy;
  order: 'asc' | 'desc';
  cats?: string[];
  key: string;
};

export const p = (name: string) => sql.placeholder(name);
/** `'{"A","B"}'::text[]`: names from the seeded category list, escaped all the same. */
const textArray = (names: string[]) =>
  sql.raw(`'{${names.map((n) => `"${n.replace(/["\\]/g, '\\$&').replace(/'/g, "''")}"`).join(',')}}'::text[]`);

const KIND_SQL: Record<Kind, (shape: ListShape) => SQL | undefined> = {
  private: () => sql`${bounties.targetUserId} = ${p('private')}`,
  nobody: () => sql`false`,
  target: () => sql`${bounties.targetUserId} = ${p('target')}`,
  live: () => sql`${bounties.bountyType} = 'live'`,
  video: () => sql`${bounties.bountyType} = 'video'`,
  cats: (shape) => sql`${bounties.categories} && ${shape.cats ? textArray(shape.cats) : sql`${p('cats')}::text[]`}`,
  search: () => ilike(bounties.title, p('search')),
  creator: () => sql`${bounties.creatorId} = ${p('creator')}`,
  claimedBy: () =>
    sql`exists (select 1 from bounty_claims c where c.bounty_id = ${bounties.id} and c.user_id = ${p('claimedBy')}
        and c.status = 'claimed' and c.modified_end_time > ${p('at')}::timestamptz)`,
  completedBy: () =>
    sql`exists (select 1 from bounty_claims c where c.bounty_id = ${bounties.id} and c.user_id = ${p('completedBy')}
        and c.status = 'completed')`,
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

export function listShape(
  status: string,
  kinds: Kind[],
  sortBy: SortBy,
  order: 'asc' | 'desc',
  cats?: string[],
): ListShape {
  return { status, kinds, sortBy, order, cats, key: JSON.stringify([status, kinds, sortBy, order, cats]) };
}

/** The rows a list call matches; `status` replaces the shape's status condition (one branch of a merged page). */
export function listCondition(shape: ListShape, status: SQL = statusCondition(shape.status)) {
  // Daily bounties are never on the lists, except in a user's current claims (GET /bounty/claimed) and the
  // bounties a user completed (their profile).
  const own = shape.kinds.includes('claimedBy') || shape.kinds.includes('completedBy');
  const daily = own ? undefined : sql`${bounties.bountyType} <> 'daily'`;
  return and(sql`${bounties.deletedAt} is null`, daily, status, ...shape.kinds.map((k) => KIND_SQL[k](shape)));
}

export const SORT_COLUMN = {
  recent: bounties.createdAt,
  amount: bounties.amount,
  ending_soon: bounties.durationEndTime,
  popular: bounties.antesCount,
};

/** Whether a shape's statements may be named: no free text or list values, whose selectivity a cached plan misses. */
export const nameable = (shape: ListShape) =>
  !shape.kinds.includes('search') && (!shape.kinds.includes('cats') || shape.cats !== undefined);
