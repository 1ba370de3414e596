import type { BountyView, bountyListReply, dailyBountiesReply } from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { SharedPageOptions } from '../../platform/page-cache/shared-page';
import { CATEGORY_SEED } from '../categories/categories.service';
import { countBounties } from './bounty-count';
import { pageStatement } from './bounty-list-page';
import { listShape, STATUS_KEYWORDS } from './bounty-list-query';
import { viewsOf } from './bounty-view';
import { splitViewRows } from './bounty-view.repo';

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
        /** Bounties this user completed (their claim was approved), daily ones included. */
        completedBy: idish,
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

const SEEDED_CATEGORIES = new Set<string>(CATEGORY_SEED.map((c) => c.name));

const numberOrNull = (v: unknown) => {
  const n = Number(v);
  return v !== undefined && v !== null && v !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The shape of a list call (which conditions, which order) and the values of its placeholders. */
function shapeOf(filter: ListFilter, query: ListQuery, viewerId: number | undefined, now: Date) {
  const kinds: Parameters<typeof listShape>[1] = [];
  const offset = (query.page - 1) * query.limit;
  const params: Record<string, unknown> = {
    at: now.toISOString(),
    limit: query.limit,
    offset,
    window: offset + query.limit,
  };
  const status = (filter.status ?? '').toLowerCase();
  if (!STATUS_KEYWORDS.includes(status)) params.status = filter.status;
  const withValue = (kind: (typeof kinds)[number], value: unknown) => {
    kinds.push(kind);
    params[kind] = value;
  };
  if (filter.private === true) {
    if (viewerId) withValue('private', viewerId);
    else kinds.push('nobody');
  }
  const target = numberOrNull(filter.targetUser);
  if (target) withValue('target', target);
  if (filter.isLive === true) kinds.push('live');
  if (filter.isLive === false) kinds.push('video');
  const cats = (Array.isArray(filter.category) ? filter.category : filter.category ? [filter.category] : []).filter(
    (c) => c && c.toLowerCase() !== 'all',
  );
  const seeded = cats.length > 0 && cats.every((c) => SEEDED_CATEGORIES.has(c));
  if (seeded) kinds.push('cats');
  else if (cats.length > 0) withValue('cats', cats);
  const search = (filter.search ?? query.search ?? '').trim();
  if (search) withValue('search', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const creator = filter.creatorId ?? numberOrNull(filter.user_id);
  if (creator) withValue('creator', creator);
  if (filter.claimedBy) withValue('claimedBy', filter.claimedBy);
  const completedBy = numberOrNull(filter.completedBy);
  if (completedBy) withValue('completedBy', completedBy);
  if (filter.mine === true) {
    if (viewerId) withValue('mine', viewerId);
    else kinds.push('nobody');
  }
  const order = query.sortOrder ?? (query.sortBy === 'ending_soon' ? 'asc' : 'desc');
  const shape = listShape(status, kinds, query.sortBy, order, seeded ? [...new Set(cats)].sort() : undefined);
  return { shape, params, offset };
}

/** A page of bounties as seen by `viewerId` at `now`: one statement for the rows and their views (decision 008). */
export async function listBounties(
  tx: DbOrTx,
  filter: ListFilter,
  query: ListQuery,
  viewerId: number | undefined,
  now: Date,
) {
  const { shape, params, offset } = shapeOf(filter, query, viewerId, now);
  const found = await pageStatement(tx, shape, { limit: query.limit, offset }).execute(params);
  const { rows, relations } = splitViewRows(found);
  const totalRecords = await countBounties(tx, shape, params, now, { offset, limit: query.limit, found: rows.length });
  return {
    data: viewsOf(rows, relations, viewerId, now),
    currentPage: query.page,
    totalPages: Math.ceil(totalRecords / query.limit),
    totalRecords,
  };
}

type ListAnswer = z.infer<typeof bountyListReply>;
type DailyAnswer = z.infer<typeof dailyBountiesReply>;
const isTrue = (v: unknown) => v === true || v === 'true';
const hasText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The views with `isClaimed` as `userId` sees them, or undefined when that changes nothing (no claim of theirs). */
function claimedBy<V extends BountyView>(views: V[], userId: number): V[] | undefined {
  const mine = (b: V) => b.claims.some((c) => c.user_id === userId);
  if (!views.some(mine)) return undefined;
  return views.map((b) => (mine(b) ? { ...b, isClaimed: true } : b));
}

const filterOf = (request: FastifyRequest) =>
  (request.body as { queryFilter?: Record<string, unknown> } | null)?.queryFilter ?? {};

/**
 * The board's lists are the same for everyone but for `isClaimed` (the viewer's own claim, read from the page's
 * claims), searches included. The viewer's own lists (`private`, `mine`) are not shared.
 */
export const sharedBoardPage: SharedPageOptions<ListAnswer> = {
  topics: ['bounties'],
  unshared: (request: FastifyRequest) => {
    const filter = filterOf(request);
    return isTrue(filter.private) || isTrue(filter.mine);
  },
  cache: (request: FastifyRequest) =>
    hasText(filterOf(request).search) || hasText((request.query as { search?: unknown }).search) ? 'searches' : 'pages',
  personalize: (answer, userId) => {
    const data = claimedBy(answer.bounty.data, userId);
    return data && { ...answer, bounty: { ...answer.bounty, data } };
  },
};

/** GET /bounty/daily: the same for everyone but for `isClaimed`. */
export const sharedDailyPage: SharedPageOptions<DailyAnswer> = {
  topics: ['bounties'],
  personalize: (answer, userId) => {
    const data = claimedBy(answer.data, userId);
    return data && { ...answer, data, bounty: data };
  },
};

/** GET /bounty/{id}: one bounty's page, the same for everyone but for `isClaimed` (decision 034). */
export const sharedBountyPage: SharedPageOptions<{ status: number; bounty: BountyView }> = {
  topics: ['bounties'],
  cache: () => 'items',
  personalize: (answer, userId) => {
    const bounty = claimedBy([answer.bounty], userId)?.[0];
    return bounty && { ...answer, bounty };
  },
};
