import { type ChallengeResponseView, type Page, usableImageUrl } from '@crowns/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { rowsOf } from '../../platform/ledger/sql-rows';

/** The ranking order (decision 014): counted upvotes, then the earliest response. S1's settlement uses the same. */
export const RANK_ORDER = sql.raw('r.upvotes desc, r.created_at asc, r.id asc');

/**
 * A response's 1-based place in its challenge, for rows not read in ranking order: the responses ahead of it,
 * counted in two range scans of challenge_responses_rank_idx (more upvotes; same upvotes and earlier).
 */
const RANK_BY_COUNT = sql.raw(`1
  + (select count(*) from challenge_responses x where x.challenge_id = r.challenge_id and x.upvotes > r.upvotes)
  + (select count(*) from challenge_responses x where x.challenge_id = r.challenge_id and x.upvotes = r.upvotes
       and (x.created_at, x.id) < (r.created_at, r.id))`);

type Row = {
  id: number | string;
  challenge_id: number | string;
  user_id: number | string;
  sc_username: string;
  image_url: string | null;
  title: string;
  description: string;
  platform: string;
  video_url: string;
  upvotes: number;
  pending_upvotes: number;
  views: number;
  comments_count: number;
  rank: number | string | null;
  my_vote_counted: boolean | null;
  is_winner: boolean | null;
  created_at: Date | string;
};

const toView = (r: Row, rank: number): ChallengeResponseView => ({
  id: Number(r.id),
  challenge_id: Number(r.challenge_id),
  user: { id: Number(r.user_id), sc_username: r.sc_username, image_url: usableImageUrl(r.image_url) },
  title: r.title,
  description: r.description,
  platform: r.platform,
  video_url: r.video_url,
  upvotes: Number(r.upvotes),
  pending_upvotes: Number(r.pending_upvotes),
  views: Number(r.views),
  commentsCount: Number(r.comments_count),
  rank,
  isUpvoted: r.my_vote_counted !== null,
  myVoteCounted: r.my_vote_counted,
  isWinner: r.is_winner === true,
  created_at: new Date(r.created_at).toISOString(),
});

export type ResponseQuery = {
  /** Conditions on `r` (challenge_responses). */
  where: SQL;
  /** Part of the title or of the author's name. */
  search?: string;
  /** ORDER BY over `r`; must end with a unique column. */
  order: SQL;
  /** Whether `order` is the ranking order over all of one challenge's rows: the rank is then offset + position. */
  rankOrder: boolean;
  page: number;
  limit: number;
  viewerId: number | undefined;
};

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** FROM … WHERE of the responses a query selects; the author is joined only to search their name. */
function matching(q: ResponseQuery): SQL {
  if (!q.search) return sql`challenge_responses r where ${q.where}`;
  const pattern = `%${likeEscape(q.search)}%`;
  return sql`challenge_responses r join users u on u.id = r.user_id
    where ${q.where} and (r.title ilike ${pattern} or u.sc_username ilike ${pattern})`;
}

/**
 * The rows of one page with their author, counts, rank and the viewer's vote, as one statement: the page's ids
 * are chosen first (an index walk of offset + limit entries), relations are read for those rows only.
 */
function pageRows(tx: DbOrTx, q: ResponseQuery) {
  const offset = (q.page - 1) * q.limit;
  return rowsOf<Row>(
    tx,
    sql`with page as (
        select r.id from ${matching(q)} order by ${q.order} limit ${q.limit} offset ${offset}
      )
      select r.id, r.challenge_id, r.user_id, u.sc_username, u.image_url, r.title, r.description, r.platform,
        r.video_url, r.upvotes, r.pending_upvotes, r.views, r.created_at,
        (select count(*)::int from comments cm
          where cm.module_type = 'challenge_response' and cm.module_id = r.id) as comments_count,
        ${q.rankOrder ? sql`null` : RANK_BY_COUNT} as rank,
        v.counted as my_vote_counted,
        c.winner_response_id is not distinct from r.id as is_winner
      from page p
      join challenge_responses r on r.id = p.id
      join users u on u.id = r.user_id
      join challenges c on c.id = r.challenge_id
      left join challenge_response_upvotes v on v.response_id = r.id and v.user_id = ${q.viewerId ?? 0}
      order by ${q.order}`,
  );
}

/** A page of responses in the bounty lists' shape. */
export async function responsePage(tx: DbOrTx, q: ResponseQuery): Promise<Page<ChallengeResponseView>> {
  const offset = (q.page - 1) * q.limit;
  const [rows, total] = await readAll(
    tx,
    () => pageRows(tx, q),
    () => rowsOf<{ n: number | string }>(tx, sql`select count(*) as n from ${matching(q)}`),
  );
  const totalRecords = Number(total[0]?.n ?? 0);
  return {
    data: rows.map((r, i) => toView(r, q.rankOrder ? offset + i + 1 : Number(r.rank))),
    currentPage: q.page,
    totalPages: Math.ceil(totalRecords / q.limit),
    totalRecords,
  };
}

/** One response as every reader sees it (no viewer relation), e.g. for the created event. */
export async function findResponseView(tx: DbOrTx, responseId: number, viewerId?: number) {
  const rows = await pageRows(tx, {
    where: sql`r.id = ${responseId}`,
    order: sql`r.id`,
    rankOrder: false,
    page: 1,
    limit: 1,
    viewerId,
  });
  const row = rows[0];
  return row ? toView(row, Number(row.rank)) : null;
}
