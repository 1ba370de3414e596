import { type ChallengeResponseView, CHALLENGE_LIMITS as L, type Page, usableImageUrl } from '@crowns/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../platform/prepared-statements';
import { rankOrder, rankSnapshots } from './challenge-rank-snapshot';

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

/** Which responses: one challenge's, one user's, every one, a single response, or these (in this order). */
export type ResponseScope =
  | { challengeId: number }
  | { userId: number }
  | { responseId: number }
  | { ids: number[] }
  | 'all';

export type ResponseQuery = {
  scope: ResponseScope;
  order: ResponseOrder;
  page: number;
  limit: number;
  viewerId: number | undefined;
};

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const p = (name: string) => sql.placeholder(name);
const scopeKind = (scope: ResponseScope) => (scope === 'all' ? 'all' : (Object.keys(scope)[0] as string));
const scopeValue = (scope: ResponseScope) => {
  if (scope === 'all') return 0;
  if ('ids' in scope) return `{${scope.ids.join(',')}}`;
  return Object.values(scope)[0]!;
};

/** The statement's shape: what decides its SQL text (its values are placeholders). */
type Shape = { kind: string; order: ResponseOrder; limit: number };

/** Whether the rank of a row is its position: the ranking order over all of one challenge's rows. */
const rankIsPosition = (s: Shape) => s.kind === 'challengeId' && s.order === 'rank';

/** The ids of the page: an index walk of offset + limit entries of the scope, in the list's order. */
function pageIds(s: Shape, order: SQL): SQL {
  if (s.kind === 'ids') return sql`select unnest(${p('scope')}::bigint[]) as id`;
  const column = { all: null, challengeId: 'challenge_id', userId: 'user_id', responseId: 'id' }[s.kind];
  const where = column ? sql`r.${sql.identifier(column)} = ${p('scope')}` : sql`true`;
  return sql`select r.id from challenge_responses r where ${where}
    order by ${order} limit ${sql.raw(String(s.limit))} offset ${p('offset')}`;
}

/**
 * One row with the total, and none when the challenge or user of the scope does not exist. The totals come from
 * the challenges' response counters, not from counting the rows.
 */
function totalRow(s: Shape): SQL {
  if (s.kind === 'all') return sql`(select (select coalesce(sum(responses_count), 0) from challenges) as total) t`;
  if (s.kind === 'challengeId')
    return sql`(select c0.responses_count as total from challenges c0 where c0.id = ${p('scope')}) t`;
  if (s.kind === 'userId')
    return sql`(select (select count(*) from challenge_responses r where r.user_id = u0.id)
    as total from users u0 where u0.id = ${p('scope')}) t`;
  return sql`(select 1 as total) t`;
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
    'my_vote_counted',
    'is_winner',
  ].map((name) => [name, column(name)]),
) as Record<keyof Row, SQL>;

const NAMED_LIMITS = new Set<number>([L.responsesPage, L.leaderboardPage, L.upvotersPage]);

/**
 * The page of a list call as one prepared statement: the total, then the page's ids with their author, counts
 * and the viewer's vote, read for those rows only. No row: the scope's challenge or user does not exist; one row
 * without an id: an empty page. The limit is written in, the rest are placeholders. Statements with a default page
 * size are named (parsed and planned once per connection); others are planned per call, so odd page sizes cannot
 * use up the named statements.
 */
function pageStatement(tx: DbOrTx, s: Shape) {
  const key = `response:${s.kind}:${s.order}:${s.limit}`;
  return preparedFor(tx, key, NAMED_LIMITS.has(s.limit), (name) => {
    const order = sql.raw(ORDERS[s.order]);
    const source = sql`(select t.total, r.* from ${totalRow(s)}
      left join lateral (
        select r.id, r.challenge_id, r.user_id, u.sc_username, u.image_url, r.title, r.description, r.platform,
          r.video_url, r.upvotes, r.pending_upvotes, r.views, r.created_at,
          (select count(*)::int from comments cm
            where cm.module_type = 'challenge_response' and cm.module_id = r.id) as comments_count,
          v.counted as my_vote_counted,
          c.winner_response_id is not distinct from r.id as is_winner
        from (${pageIds(s, order)}) p
        join challenge_responses r on r.id = p.id
        join users u on u.id = r.user_id
        join challenges c on c.id = r.challenge_id
        left join challenge_response_upvotes v on v.response_id = r.id and v.user_id = ${p('viewer')}
      ) r on true) r`;
    return tx
      .select({ total: sql`r.total`, ...FIELDS })
      .from(source)
      .orderBy(order)
      .prepare(name);
  });
}

/**
 * A page of responses in the bounty lists' shape; null when the scope's challenge or user does not exist. The rank
 * of a row is its place when the page is one challenge's ranking, else its challenge's rank snapshot.
 */
export async function responsePage(tx: DbOrTx, q: ResponseQuery): Promise<Page<ChallengeResponseView> | null> {
  const shape: Shape = { kind: scopeKind(q.scope), order: q.order, limit: q.limit };
  const offset = (q.page - 1) * q.limit;
  const found = (await pageStatement(tx, shape).execute({
    scope: scopeValue(q.scope),
    offset,
    viewer: q.viewerId ?? 0,
  })) as unknown as (Row & { total: number | string })[];
  if (found.length === 0) return null;
  const totalRecords = Number(found[0]!.total);
  const rows = found.filter((r) => r.id !== null && r.id !== undefined);
  if (typeof q.scope === 'object' && 'ids' in q.scope) {
    const place = new Map(q.scope.ids.map((id, i) => [id, i]));
    rows.sort((a, b) => place.get(Number(a.id))! - place.get(Number(b.id))!);
  }
  const ranks = rankIsPosition(shape)
    ? new Map(rows.map((r, i) => [Number(r.id), offset + i + 1]))
    : await rankSnapshots(tx).ranksOf(
        tx,
        rows.map((r) => ({ id: Number(r.id), challengeId: Number(r.challenge_id) })),
      );
  return {
    data: rows.map((r) => toView(r, ranks.get(Number(r.id)) ?? 0)),
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
