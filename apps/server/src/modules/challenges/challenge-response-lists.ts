import {
  type ChallengeResponseView,
  type ChallengeUpvoter,
  CHALLENGE_LIMITS as L,
  CHALLENGE_MSG as M,
  MSG,
  type Page,
  RESPONSE_SORTS,
  usableImageUrl,
} from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../platform/errors';
import { likeEscape, type ResponseOrder, responsePage } from './challenge-response-view';

export const page = z.coerce.number().int().min(1).catch(1).default(1);
export const limit = (fallback: number) => z.coerce.number().int().min(1).max(100).catch(fallback).default(fallback);
export const search = z.string().trim().max(100).optional().catch(undefined);

/** GET /challenge/response/{id}, /all and /profile/{id} query. */
export const responsesQuery = z.object({
  sortBy: z.enum(RESPONSE_SORTS).catch('upvotes').default('upvotes'),
  sortOrder: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  page,
  limit: limit(L.responsesPage),
});
export type ResponsesQuery = z.infer<typeof responsesQuery>;

const orderOf = (sortBy: ResponsesQuery['sortBy'], dir: 'asc' | 'desc'): ResponseOrder => {
  const base = sortBy === 'upvotes' ? 'rank' : sortBy;
  return dir === 'desc' ? base : `${base}_asc`;
};
export const upvotersQuery = z.object({ search, page, limit: limit(L.upvotersPage) });

/** The page, or 404 with `message` when the scope's challenge or user does not exist. */
export async function pageOr404(page: Promise<Page<ChallengeResponseView> | null>, message: string) {
  const found = await page;
  if (!found) throw notFound(message);
  return found;
}

/** GET /challenge/response/{id}: a challenge's responses (50 a page), by upvotes (the ranking), recent or views. */
export async function challengeResponses(tx: DbOrTx, challengeId: number, q: ResponsesQuery, viewerId?: number) {
  const page = responsePage(tx, {
    scope: { challengeId },
    order: orderOf(q.sortBy, q.sortOrder),
    page: q.page,
    limit: q.limit,
    viewerId,
  });
  return pageOr404(page, M.notFound);
}

/** GET /challenge/response/all (every challenge) and /profile/{id} (one user's), newest first by default. */
export async function recentResponses(tx: DbOrTx, q: ResponsesQuery, by: { userId?: number }, viewerId?: number) {
  const sortBy = q.sortBy === 'upvotes' ? 'recent' : q.sortBy;
  const page = responsePage(tx, {
    scope: by.userId === undefined ? 'all' : { userId: by.userId },
    order: orderOf(sortBy, q.sortOrder),
    page: q.page,
    limit: q.limit,
    viewerId,
  });
  return pageOr404(page, MSG.userNotFound);
}

/** GET /challenge/response/upvote/{id}/list: who upvoted a response, newest first; `counted` marks pending votes. */
export async function responseUpvoters(
  tx: DbOrTx,
  responseId: number,
  q: z.infer<typeof upvotersQuery>,
): Promise<Page<ChallengeUpvoter>> {
  const byName = q.search ? sql`and u.sc_username ilike ${`%${likeEscape(q.search)}%`}` : sql``;
  const from = sql`challenge_response_upvotes v join users u on u.id = v.user_id
    where v.response_id = ${responseId} ${byName}`;
  // One statement; no row: no such response. Without a search the total is the response's own counters.
  const rows = await rowsOf<{
    total: number;
    id: number | null;
    sc_username: string;
    image_url: string | null;
    counted: boolean;
    created_at: Date;
  }>(
    tx,
    sql`select t.total, v.* from (select ${q.search ? sql`(select count(*) from ${from})` : sql`r0.upvotes + r0.pending_upvotes`}
        as total from challenge_responses r0 where r0.id = ${responseId}) t
      left join lateral (select u.id, u.sc_username, u.image_url, v.counted, v.created_at, v.user_id from ${from}
        order by v.created_at desc, v.user_id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}) v on true
      order by v.created_at desc, v.user_id desc`,
  );
  if (rows.length === 0) throw notFound(M.responseNotFound);
  const totalRecords = Number(rows[0]!.total);
  return {
    data: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        sc_username: r.sc_username,
        image_url: usableImageUrl(r.image_url),
        counted: r.counted,
        voted_at: new Date(r.created_at).toISOString(),
      })),
    currentPage: q.page,
    totalPages: Math.ceil(totalRecords / q.limit),
    totalRecords,
  };
}
