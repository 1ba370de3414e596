import {
  type ChallengeUpvoter,
  CHALLENGE_LIMITS as L,
  CHALLENGE_MSG as M,
  MSG,
  type Page,
  RESPONSE_SORTS,
  usableImageUrl,
} from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { challenges, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { likeEscape, RANK_ORDER, responsePage } from './challenge-response-view';

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
export const upvotersQuery = z.object({ search, page, limit: limit(L.upvotersPage) });

const ORDERS = {
  upvotes: { desc: RANK_ORDER, asc: sql.raw('r.upvotes asc, r.created_at desc, r.id desc') },
  recent: { desc: sql.raw('r.created_at desc, r.id desc'), asc: sql.raw('r.created_at asc, r.id asc') },
  views: { desc: sql.raw('r.views desc, r.id desc'), asc: sql.raw('r.views asc, r.id asc') },
};

export async function requireChallenge(tx: DbOrTx, id: number) {
  const [c] = await tx.select({ id: challenges.id }).from(challenges).where(eq(challenges.id, id));
  if (!c) throw notFound(M.notFound);
}

/** GET /challenge/response/{id}: a challenge's responses (50 a page), by upvotes (the ranking), recent or views. */
export async function challengeResponses(tx: DbOrTx, challengeId: number, q: ResponsesQuery, viewerId?: number) {
  await requireChallenge(tx, challengeId);
  return responsePage(tx, {
    where: sql`r.challenge_id = ${challengeId}`,
    order: ORDERS[q.sortBy][q.sortOrder],
    rankOrder: q.sortBy === 'upvotes' && q.sortOrder === 'desc',
    page: q.page,
    limit: q.limit,
    viewerId,
  });
}

/** GET /challenge/response/all (every challenge) and /profile/{id} (one user's), newest first by default. */
export async function recentResponses(tx: DbOrTx, q: ResponsesQuery, by: { userId?: number }, viewerId?: number) {
  if (by.userId !== undefined) {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, by.userId));
    if (!u) throw notFound(MSG.userNotFound);
  }
  const sortBy = q.sortBy === 'upvotes' ? 'recent' : q.sortBy;
  return responsePage(tx, {
    where: by.userId === undefined ? sql`true` : sql`r.user_id = ${by.userId}`,
    order: ORDERS[sortBy][q.sortOrder],
    rankOrder: false,
    page: q.page,
    limit: q.limit,
    viewerId,
  });
}

/** GET /challenge/response/upvote/{id}/list: who upvoted a response, newest first; `counted` marks pending votes. */
export async function responseUpvoters(
  tx: DbOrTx,
  responseId: number,
  q: z.infer<typeof upvotersQuery>,
): Promise<Page<ChallengeUpvoter>> {
  const [found] = await rowsOf(tx, sql`select 1 from challenge_responses where id = ${responseId}`);
  if (!found) throw notFound(M.responseNotFound);
  const byName = q.search ? sql`and u.sc_username ilike ${`%${likeEscape(q.search)}%`}` : sql``;
  const from = sql`challenge_response_upvotes v join users u on u.id = v.user_id
    where v.response_id = ${responseId} ${byName}`;
  const [rows, total] = await readAll(
    tx,
    () =>
      rowsOf<{ id: number; sc_username: string; image_url: string | null; counted: boolean; created_at: Date }>(
        tx,
        sql`select u.id, u.sc_username, u.image_url, v.counted, v.created_at from ${from}
          order by v.created_at desc, v.user_id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
      ),
    () => rowsOf<{ n: number }>(tx, sql`select count(*) as n from ${from}`),
  );
  const totalRecords = Number(total[0]?.n ?? 0);
  return {
    data: rows.map((r) => ({
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
