import {
  CHALLENGE_LIMITS,
  CHALLENGE_LIST_FILTERS,
  CHALLENGE_SORTS,
  CHALLENGE_STATUSES,
  CHALLENGE_TYPES,
  type ChallengeListFilter,
  type ChallengeSort,
  type ChallengeStatus,
  type ChallengeView,
  type Page,
} from '@crowns/contracts';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { challenges } from '../../db/schema';
import { challengeViews } from './challenge-view';

/** Query of POST /challenge/all and GET /users/challenges; a bad value falls back to its default. */
export const challengeListQuery = z.object({
  filter: z.enum(CHALLENGE_LIST_FILTERS).catch('all').default('all'),
  sortBy: z.enum(CHALLENGE_SORTS).catch('recent').default('recent'),
  sortOrder: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(CHALLENGE_LIMITS.listLimit).default(CHALLENGE_LIMITS.listLimit),
  search: z.string().max(100).optional().catch(undefined),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ChallengeListQuery = z.infer<typeof challengeListQuery>;

/** Body of POST /challenge/all; unknown fields are ignored, 'all' means no filter. */
export const challengeListBody = z
  .object({
    queryFilter: z
      .object({ category: z.string().max(100).optional(), type: z.string().max(20).optional() })
      .partial()
      .optional(),
  })
  .nullish();

export type ChallengeListFilters = {
  status?: ChallengeListFilter;
  category?: string;
  type?: string;
  search?: string;
  creatorId?: number;
  /** Upcoming or live (crowns can still be added). */
  open?: boolean;
  /** Challenges the user created, responded to or contributed to. */
  involving?: number;
};

/**
 * The stored-status branches of a list keyword as of `at` (so a late sweep never lists a challenge under a wrong
 * status): each starts with one stored status, so each is read in order on a (status, column, id) index.
 */
function statusBranches(status: ChallengeListFilter | undefined, at: string): SQL[] {
  const c = challenges;
  const t = sql`${at}::timestamptz`;
  const is = (stored: ChallengeStatus) => sql`${c.status} = ${sql.raw(`'${stored}'`)}`;
  switch (status) {
    case 'live':
      return [
        sql`${is('live')} and ${c.durationEndTime} > ${t}`,
        sql`${is('upcoming')} and ${c.durationStartTime} <= ${t} and ${c.durationEndTime} > ${t}`,
      ];
    case 'upcoming':
      return [sql`${is('upcoming')} and ${c.durationStartTime} > ${t}`];
    case 'ended':
      return [
        is('ended'),
        is('paid'),
        is('refunded'),
        sql`${is('upcoming')} and ${c.durationEndTime} <= ${t}`,
        sql`${is('live')} and ${c.durationEndTime} <= ${t}`,
      ];
    default:
      return CHALLENGE_STATUSES.map(is);
  }
}

/** Upcoming or live as of `at`: where crowns can still be added. */
export const openCondition = (at: string) =>
  sql`(${challenges.status} in ('upcoming', 'live') and ${challenges.durationEndTime} > ${at}::timestamptz)`;

/** Challenge ids a user created, responded to or contributed to (each part on its user index). */
export const involvingIds = (userId: number) =>
  sql`(select id from challenges where creator_id = ${userId}
       union select challenge_id from challenge_responses where user_id = ${userId}
       union select challenge_id from challenge_contributions where user_id = ${userId})`;

const SORTS: Record<ChallengeSort, { column: AnyPgColumn; order: 'asc' | 'desc' }> = {
  recent: { column: challenges.createdAt, order: 'desc' },
  prize: { column: challenges.prizeCc, order: 'desc' },
  ending_soon: { column: challenges.durationEndTime, order: 'asc' },
  starting_soon: { column: challenges.durationStartTime, order: 'asc' },
  popular: { column: challenges.upvotesCount, order: 'desc' },
};

/** The conditions of a list call besides its status. */
function filterOf(f: ChallengeListFilters, at: string) {
  const search = f.search?.trim();
  const category = f.category && f.category.toLowerCase() !== 'all' ? f.category : undefined;
  const type = f.type && (CHALLENGE_TYPES as readonly string[]).includes(f.type) ? f.type : undefined;
  return and(
    f.open ? openCondition(at) : undefined,
    category ? sql`lower(${challenges.category}) = lower(${category})` : undefined,
    type ? eq(challenges.type, type as (typeof CHALLENGE_TYPES)[number]) : undefined,
    search ? ilike(challenges.title, `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined,
    f.creatorId ? eq(challenges.creatorId, f.creatorId) : undefined,
    f.involving ? sql`${challenges.id} in ${involvingIds(f.involving)}` : undefined,
  );
}

/**
 * The ids of a page: each status branch brings its first offset + limit rows in the sort's order (one ordered
 * index scan each), merged and cut, so a list never sorts every live or ended challenge to show ten.
 */
function pageIds(
  branches: SQL[],
  rest: SQL | undefined,
  column: AnyPgColumn,
  order: 'asc' | 'desc',
  page: { limit: number; offset: number },
) {
  const by = sql.raw(order);
  const window = page.offset + page.limit;
  const parts = branches.map(
    (branch) => sql`(select id, ${column} as sort from challenges where ${and(branch, rest)}
      order by ${column} ${by}, id ${by} limit ${window})`,
  );
  return sql`select m.id from (${sql.join(parts, sql` union all `)}) m
    order by m.sort ${by}, m.id ${by} limit ${page.limit} offset ${page.offset}`;
}

/** A page of challenges as seen by `viewerId` at `now`: `{ data, currentPage, totalPages, totalRecords }`. */
export async function listChallenges(
  tx: DbOrTx,
  filters: ChallengeListFilters,
  query: Pick<ChallengeListQuery, 'sortBy' | 'sortOrder' | 'page' | 'limit'>,
  viewerId: number | undefined,
  now: Date,
): Promise<Page<ChallengeView>> {
  const at = now.toISOString();
  const branches = statusBranches(filters.status, at);
  const rest = filterOf(filters, at);
  const sort = SORTS[query.sortBy];
  const order = query.sortOrder ?? sort.order;
  const dir = order === 'asc' ? asc : desc;
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const [rows, [total]] = await readAll(
    tx,
    () =>
      tx
        .select()
        .from(challenges)
        .where(sql`${challenges.id} in (${pageIds(branches, rest, sort.column, order, page)})`)
        .orderBy(dir(sort.column), dir(challenges.id)),
    () =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(challenges)
        .where(and(filters.status ? or(...branches) : undefined, rest)),
  );
  const totalRecords = Number(total?.n ?? 0);
  return {
    data: await challengeViews(tx, rows, viewerId, now),
    currentPage: query.page,
    totalPages: Math.ceil(totalRecords / query.limit),
    totalRecords,
  };
}

/** GET /challenge/live: the live challenges, largest pool first. */
export const liveChallenges = async (tx: DbOrTx, limit: number, viewerId: number | undefined, now: Date) =>
  (await listChallenges(tx, { status: 'live' }, { sortBy: 'prize', page: 1, limit }, viewerId, now)).data;

/** GET /users/active-challenges: ids of the upcoming or live challenges the user created, responded to or funded. */
export async function activeChallengeIds(tx: DbOrTx, userId: number, now: Date) {
  const rows = await tx
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(openCondition(now.toISOString()), sql`${challenges.id} in ${involvingIds(userId)}`))
    .orderBy(asc(challenges.durationEndTime), asc(challenges.id));
  return rows.map((r) => r.id);
}
