import { type ChallengeResponseView, CHALLENGE_LIMITS as L, type Page, usableImageUrl } from '@crowns/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../bounties/bounty-list-query';

/**
 * The ranking order (decision 014): counted upvotes, then the earliest response; S1's settlement uses the same.
 * `nulls last` matches challenge_responses_rank_idx, so a leaderboard page is an index walk, not a sort.
 */
export const rankOrder = (alias: string) =>
  `${alias}.upvotes desc nulls last, ${alias}.created_at asc, ${alias}.id asc`;

/** The orders of the lists, over `r`; each ends with the unique id. */
const ORDERS = {
  rank: rankOrder('r'),
  rank_asc: 'r.upvotes asc nulls first, r.created_at desc, r.id desc',
  recent: 'r.created_at desc, r.id desc',
  recent_asc: 'r.created_at asc, r.id asc',
  views: 'r.views desc, r.id desc',
  views_asc: 'r.views asc, r.id asc',
  id: 'r.id asc',
} as const;
export type ResponseOrder = keyof typeof ORDERS;

/**
 * A response's 1-based place in its challenge, for rows of several challenges: the responses ahead of it,
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

/** Which responses: one challenge's, one user's, every one, or a single response. */
export type ResponseScope = { challengeId: number } | { userId: number } | { responseId: number } | 'all';

export type ResponseQuery = {
  scope: ResponseScope;
  /** Part of the title or of the author's name. */
  search?: string;
  order: ResponseOrder;
  page: number;
  limit: number;
  viewerId: number | undefined;
};

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const p = (name: string) => sql.placeholder(name);
const scopeKind = (scope: ResponseScope) => (scope === 'all' ? 'all' : (Object.keys(scope)[0] as string));
const scopeId = (scope: ResponseScope) => (scope === 'all' ? 0 : Object.values(scope)[0]!);

/** The statement's shape: what decides its SQL text (its values are placeholders). */
type Shape = { kind: string; search: boolean; order: ResponseOrder; limit: number };

/** Whether the rank of a row is its position: the ranking order over all of one challenge's rows. */
const rankIsPosition = (s: Shape) => s.kind === 'challengeId' && s.order === 'rank' && !s.search;

/** FROM … WHERE of the responses a shape selects. */
function matching(s: Shape): SQL {
  const column = { all: null, challengeId: 'challenge_id', userId: 'user_id', responseId: 'id' }[s.kind];
  const where = column ? sql`r.${sql.identifier(column)} = ${p('scope')}` : sql`true`;
  if (!s.search) return sql`challenge_responses r where ${where}`;
  // A scalar subquery: the author is looked up by id for each of the scope's responses, never by a scan of all
  // users (an EXISTS or a join may be planned as one).
  return sql`challenge_responses r where ${where} and (r.title ilike ${p('pattern')}
    or (select u.sc_username from users u where u.id = r.user_id) ilike ${p('pattern')})`;
}

/** A search reads the matching responses once (its total and its page), as `m`. */
const searched = (s: Shape) =>
  s.search ? sql`with m as materialized (select r.id, r.upvotes, r.created_at, r.views from ${matching(s)}) ` : sql``;
const pageIds = (s: Shape, order: SQL) =>
  sql`select r.id from ${s.search ? sql`m r` : matching(s)}
    order by ${order} limit ${sql.raw(String(s.limit))} offset ${p('offset')}`;

/**
 * One row with the total, and none when the challenge or user of the scope does not exist. Without a search the
 * totals come from the challenges' response counters, not from counting the rows.
 */
function totalRow(s: Shape): SQL {
  const counted = sql`(select count(*) from ${s.search ? sql`m` : matching(s)})`;
  if (s.kind === 'all')
    return sql`(select ${s.search ? counted : sql`(select coalesce(sum(responses_count), 0) from challenges)`} as total) t`;
  if (s.kind === 'challengeId')
    return sql`(select ${s.search ? counted : sql`c0.responses_count`} as total
      from challenges c0 where c0.id = ${p('scope')}) t`;
  if (s.kind === 'userId') return sql`(select ${counted} as total from users u0 where u0.id = ${p('scope')}) t`;
  return sql`(select 1 as total) t`;
}

/**
 * The rank of each row: its position (ranking order); among one challenge's rows, its row number in one walk of
 * the rank index (cheaper than counting for each of a page's rows); otherwise counted.
 */
function rankOf(s: Shape): { column: SQL; join: SQL } {
  if (rankIsPosition(s)) return { column: sql`null`, join: sql`` };
  if (s.kind === 'challengeId')
    return {
      column: sql`rk.rank`,
      join: sql`join (select x.id, row_number() over (order by ${sql.raw(rankOrder('x'))}) as rank
        from challenge_responses x where x.challenge_id = ${p('scope')}) rk on rk.id = r.id`,
    };
  return { column: RANK_BY_COUNT, join: sql`` };
}

const column = (name: string) => sql.raw(`r.${name}`);
const FIELDS = Object.fromEntries(
  [
    'id',
    'challenge_id',
    'user_id',
    'sc_username',
    'image_url',
    'title',
    'description',
    'platform',
    'video_url',
    'upvotes',
    'pending_upvotes',
    'views',
    'created_at',
    'comments_count',
    'rank',
    'my_vote_counted',
    'is_winner',
  ].map((name) => [name, column(name)]),
) as Record<keyof Row, SQL>;

const NAMED_LIMITS = new Set<number>([L.responsesPage, L.leaderboardPage, L.upvotersPage]);

/**
 * The page of a list call as one prepared statement: the total, then the page's ids (an index walk of offset +
 * limit entries) with their author, counts, rank and the viewer's vote, read for those rows only. No row: the
 * scope's challenge or user does not exist; one row without an id: an empty page. The limit is written in, the
 * rest are placeholders. Statements without a search and with a default page size are named (parsed and planned
 * once per connection); others are planned per call, so odd page sizes cannot use up the named statements.
 */
function pageStatement(tx: DbOrTx, s: Shape) {
  const key = `response:${s.kind}:${s.search}:${s.order}:${s.limit}`;
  return preparedFor(tx, key, !s.search && NAMED_LIMITS.has(s.limit), (name) => {
    const rank = rankOf(s);
    const order = sql.raw(ORDERS[s.order]);
    const source = sql`(${searched(s)}select t.total, r.* from ${totalRow(s)}
      left join lateral (
        select r.id, r.challenge_id, r.user_id, u.sc_username, u.image_url, r.title, r.description, r.platform,
          r.video_url, r.upvotes, r.pending_upvotes, r.views, r.created_at,
          (select count(*)::int from comments cm
            where cm.module_type = 'challenge_response' and cm.module_id = r.id) as comments_count,
          ${rank.column} as rank,
          v.counted as my_vote_counted,
          c.winner_response_id is not distinct from r.id as is_winner
        from (${pageIds(s, order)}) p
        join challenge_responses r on r.id = p.id
        join users u on u.id = r.user_id
        join challenges c on c.id = r.challenge_id
        ${rank.join}
        left join challenge_response_upvotes v on v.response_id = r.id and v.user_id = ${p('viewer')}
      ) r on true) r`;
    return tx
      .select({ total: sql`r.total`, ...FIELDS })
      .from(source)
      .orderBy(order)
      .prepare(name);
  });
}

/** A page of responses in the bounty lists' shape; null when the scope's challenge or user does not exist. */
export async function responsePage(tx: DbOrTx, q: ResponseQuery): Promise<Page<ChallengeResponseView> | null> {
  const shape: Shape = { kind: scopeKind(q.scope), search: !!q.search, order: q.order, limit: q.limit };
  const offset = (q.page - 1) * q.limit;
  const rows = (await pageStatement(tx, shape).execute({
    scope: scopeId(q.scope),
    pattern: q.search ? `%${likeEscape(q.search)}%` : null,
    offset,
    viewer: q.viewerId ?? 0,
  })) as unknown as (Row & { total: number | string })[];
  if (rows.length === 0) return null;
  const totalRecords = Number(rows[0]!.total);
  const position = rankIsPosition(shape);
  return {
    data: rows
      .filter((r) => r.id !== null && r.id !== undefined)
      .map((r, i) => toView(r, position ? offset + i + 1 : Number(r.rank))),
    currentPage: q.page,
    totalPages: Math.ceil(totalRecords / q.limit),
    totalRecords,
  };
}

/** One response as every reader sees it (no viewer relation), e.g. for the created event. */
export async function findResponseView(tx: DbOrTx, responseId: number, viewerId?: number) {
  const page = await responsePage(tx, { scope: { responseId }, order: 'id', page: 1, limit: 1, viewerId });
  return page?.data[0] ?? null;
}
