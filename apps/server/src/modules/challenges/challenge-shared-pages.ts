import type { ChallengeResponseView, Page } from '@crowns/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { challengeResponseUpvotes } from '../../db/schema';
import type { SharedPageOptions } from '../../platform/page-cache/shared-page';
import { preparedFor } from '../../platform/prepared-statements';

/** An answer carrying a page of responses under `F` (`data` for the leaderboard, `response` for the lists). */
type ResponsesAnswer<F extends string> = { status: number } & Record<F, Page<ChallengeResponseView>>;

/** Searches are kept apart from the pages (decision 021). */
const cacheOf = (request: FastifyRequest) => {
  const { search } = request.query as { search?: unknown };
  return typeof search === 'string' && search.trim() !== '' ? 'searches' : 'pages';
};

/** The viewer's votes among a page's responses: a named statement (ids and a user id plan the same every time). */
const myVotes = (db: DbOrTx) =>
  preparedFor(db, 'challenge_my_votes', true, (name) =>
    db
      .select({ id: challengeResponseUpvotes.responseId, counted: challengeResponseUpvotes.counted })
      .from(challengeResponseUpvotes)
      .where(
        and(
          eq(challengeResponseUpvotes.userId, sql.placeholder('userId')),
          sql`${challengeResponseUpvotes.responseId} = any(${sql.placeholder('ids')}::bigint[])`,
        ),
      )
      .prepare(name),
  );

/**
 * A public page of responses (leaderboard, a challenge's or a user's responses) under `field` of the answer,
 * shared by every viewer (decision 021). All that differs per viewer is their own vote, read for the page's rows
 * only and layered on the shared page; a viewer who voted on none of them gets the shared page as it is.
 */
export function sharedResponsePage<F extends 'data' | 'response'>(
  db: DbOrTx,
  field: F,
): SharedPageOptions<ResponsesAnswer<F>> {
  return {
    topics: ['challenges'],
    cache: cacheOf,
    personalize: async (answer, userId) => {
      const page = answer[field];
      if (page.data.length === 0) return undefined;
      const votes = await myVotes(db).execute({ userId, ids: page.data.map((r) => r.id) });
      if (votes.length === 0) return undefined;
      const counted = new Map(votes.map((v) => [v.id, v.counted]));
      const data = page.data.map((r) =>
        counted.has(r.id) ? { ...r, isUpvoted: true, myVoteCounted: counted.get(r.id)! } : r,
      );
      return { ...answer, [field]: { ...page, data } };
    },
  };
}

/** A public page nobody sees differently (the upvoters of a response). */
export const sharedPublicPage = <V>(): SharedPageOptions<V> => ({ topics: ['challenges'], cache: cacheOf });
