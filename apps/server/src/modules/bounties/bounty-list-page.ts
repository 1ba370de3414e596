import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bounties } from '../../db/schema';
import { preparedFor } from '../../platform/prepared-statements';
import { type ListShape, listCondition, nameable, p, SORT_COLUMN } from './bounty-list-query';
import { VIEW_CONFIG } from './bounty-view';
import { selectBountiesForViews } from './bounty-view.repo';

/** The stored states behind a status keyword that is not the open board; each has a (status, sort, id) index. */
const STORED_STATES: Record<string, string[]> = {
  claimed: ['claimed'],
  submitted: ['submitted'],
  'in review': ['submitted'],
  completed: ['completed'],
  with_submission: ['submitted', 'completed'],
  failed: ['failed', 'unclaimed'],
  unclaimed: ['unclaimed'],
};

/** LIMIT / OFFSET / rows per branch: literals on a first page, placeholders (limit, offset, window) otherwise. */
type Bounds = { limit: SQL; offset: SQL; window: SQL };
const literal = (n: number) => sql.raw(String(n));

/**
 * The ids of the page, for a status made of stored states: one scan per state, each on its own
 * (status, sort, id) index so PostgreSQL never walks the newest bounties of every state to find old ones, each
 * bringing its first offset + limit rows, merged and cut. `failed` and `unclaimed` also take the active bounties
 * past their end that the sweeper has not settled yet: a handful, read through the due-bounty index.
 */
function pageIdsByState(tx: DbOrTx, shape: ListShape, states: string[], bounds: Bounds): SQL {
  const column = SORT_COLUMN[shape.sortBy];
  const dir = shape.order === 'asc' ? asc : desc;
  const branch = (status: SQL, order: SQL[], limit?: SQL) =>
    sql`(${tx
      .select({ id: bounties.id, sort: column })
      .from(bounties)
      .where(listCondition(shape, status))
      .orderBy(...order)}${limit ? sql` limit ${limit}` : sql``})`;
  const parts = states.map((state) =>
    branch(sql`${bounties.status} = ${sql.raw(`'${state}'`)}`, [dir(column), dir(bounties.id)], bounds.window),
  );
  if (shape.status === 'failed' || shape.status === 'unclaimed') {
    const ended = sql`${bounties.status} = 'active' and ${bounties.durationEndTime} <= ${p('at')}::timestamptz`;
    parts.push(branch(ended, [asc(bounties.durationEndTime)]));
  }
  const by = sql.raw(shape.order);
  return sql`select m.id from (${sql.join(parts, sql` union all `)}) m
    order by m.${sql.identifier(column.name)} ${by}, m.id ${by} limit ${bounds.limit} offset ${bounds.offset}`;
}

function pageIds(tx: DbOrTx, shape: ListShape, bounds: Bounds): SQLWrapper {
  const states = STORED_STATES[shape.status];
  if (states) return pageIdsByState(tx, shape, states, bounds);
  const dir = shape.order === 'asc' ? asc : desc;
  return sql`${tx
    .select({ id: bounties.id })
    .from(bounties)
    .where(listCondition(shape))
    .orderBy(dir(SORT_COLUMN[shape.sortBy]), dir(bounties.id))} limit ${bounds.limit} offset ${bounds.offset}`;
}

/**
 * The page of a list call with every row's view relations, as one statement. The page's ids are chosen first, so
 * relations are read for the page's rows only, not for the rows an offset skips. A first page (the board's call)
 * has its limit written in and gets a named statement, planned once per connection; other pages take limit,
 * offset and window (= offset + limit) as placeholders beside at and the kinds' values.
 */
export function pageStatement(tx: DbOrTx, shape: ListShape, page: { limit: number; offset: number }) {
  const first = page.offset === 0;
  const key = first ? `first:${page.limit}:${shape.key}` : `page:${shape.key}`;
  return preparedFor(tx, key, first && nameable(shape), (name) => {
    const bounds: Bounds = first
      ? { limit: literal(page.limit), offset: literal(0), window: literal(page.limit) }
      : { limit: sql`${p('limit')}`, offset: sql`${p('offset')}`, window: sql`${p('window')}` };
    const dir = shape.order === 'asc' ? asc : desc;
    return selectBountiesForViews(tx, VIEW_CONFIG)
      .where(sql`${bounties.id} in (${pageIds(tx, shape, bounds)})`)
      .orderBy(dir(SORT_COLUMN[shape.sortBy]), dir(bounties.id))
      .prepare(name);
  });
}
