import { CHALLENGE_MSG as M, type ResponseUpvoteResult, usableImageUrl } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { challengeResponses, challenges, config, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { configWithDefaults } from '../config/config.service';
import * as events from '../notifications/response-events';
import { responseChallengeColumns } from './challenge-response-target';
import { statusAt } from './challenge-view';

const AGE_KEY = 'challenge_vote_min_account_age_hours';

/**
 * The response, its challenge (FOR KEY SHARE, see challengeForResponses), the voter and the vote age setting, in
 * one statement.
 */
async function loadTarget(tx: DbOrTx, responseId: number, voterId: number) {
  const [row] = await tx
    .select({
      response: { id: challengeResponses.id, userId: challengeResponses.userId, title: challengeResponses.title },
      challenge: responseChallengeColumns,
      voter: {
        id: users.id,
        sc_username: users.scUsername,
        image_url: users.imageUrl,
        isVerified: users.isVerified,
        createdAt: users.createdAt,
      },
      minAgeHours: sql<unknown>`(select value from ${config} where key = ${AGE_KEY})`,
    })
    .from(challengeResponses)
    .innerJoin(challenges, eq(challenges.id, challengeResponses.challengeId))
    .innerJoin(users, eq(users.id, voterId))
    .where(eq(challengeResponses.id, responseId))
    .for('key share', { of: challenges });
  if (!row) throw notFound(M.responseNotFound);
  return row;
}

/** Whether a vote cast now by an account created at `createdAt` counts toward the ranking. */
function voteCounts(minAgeHours: unknown, createdAt: Date, now: Date) {
  const { [AGE_KEY]: hours } = configWithDefaults({ [AGE_KEY]: minAgeHours }, [AGE_KEY]);
  return new Date(createdAt).getTime() <= now.getTime() - hours * 3_600_000;
}

/**
 * Flips the vote row and moves the response's counters by it, in one statement: an insert that adds the row or,
 * when it is there, a delete that removes it, each answering the row it wrote. Two concurrent toggles by the same
 * user therefore flip twice (the second waits on the first's row); retried when a concurrent toggle removed the
 * row between our insert and our delete (the statement's snapshot did not see it).
 */
async function flipVote(tx: DbOrTx, responseId: number, userId: number, counted: boolean, now: Date) {
  for (;;) {
    const [flipped] = await rowsOf<{ counted: boolean; step: number; upvotes: number; pending_upvotes: number }>(
      tx,
      sql`with added as (
          insert into challenge_response_upvotes (response_id, user_id, counted, created_at)
          values (${responseId}, ${userId}, ${counted}, ${now.toISOString()}::timestamptz)
          on conflict do nothing returning counted, 1 as step
        ), removed as (
          delete from challenge_response_upvotes
          where response_id = ${responseId} and user_id = ${userId} and not exists (select 1 from added)
          returning counted, -1 as step
        ), flip as (select * from added union all select * from removed),
        counts as (
          update challenge_responses r
          set upvotes = r.upvotes + f.step * f.counted::int, pending_upvotes = r.pending_upvotes + f.step * (not f.counted)::int
          from flip f where r.id = ${responseId}
          returning r.upvotes, r.pending_upvotes
        )
        select f.counted, f.step, c.upvotes, c.pending_upvotes from flip f, counts c`,
    );
    if (flipped)
      return {
        active: Number(flipped.step) > 0,
        counted: flipped.counted,
        upvotes: Number(flipped.upvotes),
        pending: Number(flipped.pending_upvotes),
      };
  }
}

/**
 * GET|POST /challenge/response/upvote/{id}: toggles the caller's upvote. Verified accounts only, never on their own
 * response, only while the challenge is live. The counters move by the written row in the same statement (never
 * read-modify-write), so they always equal the rows.
 */
export async function toggleResponseUpvote(
  deps: AppDeps,
  userId: number,
  responseId: number,
): Promise<ResponseUpvoteResult> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const target = await loadTarget(tx, responseId, userId);
    const { response, challenge: c, voter } = target;
    if (response.userId === userId) throw forbidden(M.ownResponseVote);
    if (!voter.isVerified) throw forbidden(M.verifyToVote);
    if (statusAt(c, now) !== 'live') throw badRequest(M.voteClosed);
    const counts = voteCounts(target.minAgeHours, voter.createdAt, now);
    const { upvotes, pending, ...vote } = await flipVote(tx, responseId, userId, counts, now);
    await events.responseUpvoteToggled(
      tx,
      c,
      {
        response,
        voter: { id: voter.id, sc_username: voter.sc_username, image_url: usableImageUrl(voter.image_url) },
        active: vote.active,
        upvotes,
        pending_upvotes: pending,
      },
      now,
    );
    const message = !vote.active ? M.upvoteRemoved : vote.counted ? M.upvoted : M.youngVote;
    return {
      status: 200,
      message,
      active: vote.active,
      count: upvotes + pending,
      counted: vote.counted,
      upvotes,
      pending_upvotes: pending,
    };
  });
}
