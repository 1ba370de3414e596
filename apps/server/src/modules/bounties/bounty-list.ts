import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { bounties, bountyClaims } from '../../db/schema';
import { countBounties } from './bounty-count';
import { bountyViews } from './bounty-view';

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true'));
const idish = z.union([z.number(), z.string()]).optional().nullable();

/** POST /bounty/list and /bounty/all body (spec 02 §7); unknown fields are ignored. */
export const listBody = z
  .object({
    queryFilter: z
      .object({
        private: flag,
        status: z.string().max(20).optional(),
        isLive: flag,
        targetUser: idish,
        category: z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]).optional(),
        search: z.string().max(100).optional(),
        user_id: idish,
        /** The viewer's own bounties: created by them or claimed by them (any claim status). */
        mine: flag,
      })
      .partial()
      .optional(),
  })
  .nullish();

export const listQuery = z.object({
  sortBy: z.enum(['recent', 'amount', 'ending_soon', 'popular']).catch('recent').default('recent'),
  sortOrder: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  search: z.string().max(100).optional(),
});

export type ListFilter = NonNullable<NonNullable<z.infer<typeof listBody>>['queryFilter']> & {
  creatorId?: number;
  claimedBy?: number;
};
export type ListQuery = z.infer<typeof listQuery>;

const numberOrNull = (v: unknown) => {
  const n = Number(v);
  return v !== undefined && v !== null && v !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Status filter with time evaluated at `now`, so a late sweep never shows an ended bounty as available. */
function statusCondition(status: string | undefined, at: string): SQL | undefined {
  const ended = sql`${bounties.durationEndTime} <= ${at}::timestamptz`;
  switch ((status ?? '').toLowerCase()) {
    case 'available':
    case 'active':
      return and(eq(bounties.status, 'active'), sql`${bounties.durationEndTime} > ${at}::timestamptz`);
    case 'claimed':
      return eq(bounties.status, 'claimed');
    case 'submitted':
    case 'in review':
      return eq(bounties.status, 'submitted');
    case 'completed':
      return eq(bounties.status, 'completed');
    case 'with_submission':
      return inArray(bounties.status, ['submitted', 'completed']);
    case 'failed':
      return or(inArray(bounties.status, ['failed', 'unclaimed']), and(eq(bounties.status, 'active'), ended));
    case 'unclaimed':
      return or(eq(bounties.status, 'unclaimed'), and(eq(bounties.status, 'active'), ended));
    case 'recent':
    case 'all':
    case '':
      return ne(bounties.status, 'cancelled');
    default:
      return eq(bounties.status, status as 'active');
  }
}

export async function listBounties(
  tx: DbOrTx,
  filter: ListFilter,
  query: ListQuery,
  viewerId: number | undefined,
  now: Date,
) {
  const at = now.toISOString();
  // Daily bounties are never on the lists, except in a user's current claims (GET /bounty/claimed).
  const where: (SQL | undefined)[] = [isNull(bounties.deletedAt)];
  if (!filter.claimedBy) where.push(ne(bounties.bountyType, 'daily'));
  where.push(statusCondition(filter.status, at));
  const privateTo = filter.private === true ? (viewerId ?? 0) : undefined;
  if (privateTo !== undefined) where.push(privateTo ? eq(bounties.targetUserId, privateTo) : sql`false`);
  const target = numberOrNull(filter.targetUser);
  if (target) where.push(eq(bounties.targetUserId, target));
  if (filter.isLive === true) where.push(eq(bounties.bountyType, 'live'));
  if (filter.isLive === false) where.push(eq(bounties.bountyType, 'video'));
  const cats = (Array.isArray(filter.category) ? filter.category : filter.category ? [filter.category] : []).filter(
    (c) => c && c.toLowerCase() !== 'all',
  );
  if (cats.length > 0) where.push(sql`${bounties.categories} && ${sql.param(cats)}::text[]`);
  const search = (filter.search ?? query.search ?? '').trim();
  if (search) where.push(ilike(bounties.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const creator = filter.creatorId ?? numberOrNull(filter.user_id);
  if (creator) where.push(eq(bounties.creatorId, creator));
  if (filter.claimedBy)
    where.push(
      sql`exists (select 1 from ${bountyClaims} c where c.bounty_id = ${bounties.id} and c.user_id = ${filter.claimedBy}
          and c.status = 'claimed' and c.modified_end_time > ${at}::timestamptz)`,
    );
  const mine = filter.mine === true ? (viewerId ?? 0) : undefined;
  if (mine !== undefined)
    where.push(
      mine
        ? or(
            eq(bounties.creatorId, mine),
            sql`exists (select 1 from ${bountyClaims} c where c.bounty_id = ${bounties.id} and c.user_id = ${mine})`,
          )
        : sql`false`,
    );
  const condition = and(...where);
  const filterKey = JSON.stringify([
    (filter.status ?? '').toLowerCase(),
    privateTo,
    target,
    filter.isLive,
    [...cats].sort(),
    search,
    creator,
    filter.claimedBy,
    mine,
  ]);

  const column = {
    recent: bounties.createdAt,
    amount: bounties.amount,
    ending_soon: bounties.durationEndTime,
    popular: bounties.antesCount,
  }[query.sortBy];
  const order = query.sortOrder ?? (query.sortBy === 'ending_soon' ? 'asc' : 'desc');
  const dir = order === 'asc' ? asc : desc;

  const offset = (query.page - 1) * query.limit;
  const rows = await tx
    .select()
    .from(bounties)
    .where(condition)
    .orderBy(dir(column), dir(bounties.id))
    .limit(query.limit)
    .offset(offset);
  const totalRecords = await countBounties(tx, condition, filterKey, now, {
    offset,
    limit: query.limit,
    found: rows.length,
  });
  return {
    data: await bountyViews(tx, rows, viewerId, now),
    currentPage: query.page,
    totalPages: Math.ceil(totalRecords / query.limit),
    totalRecords,
  };
}
