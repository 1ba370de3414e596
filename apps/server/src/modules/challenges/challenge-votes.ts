import { CHALLENGE_MSG as M, type ResponseUpvoteResult, usableImageUrl } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { challengeResponses, challenges, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { getConfig } from '../config/config.service';
import * as events from '../notifications/response-events';
import { responseChallengeColumns } from './challenge-response-target';
import { statusAt } from './challenge-view';

/**
 * The response, its challenge (FOR KEY SHARE, see challengeForResponses) and the voter, in one statement.
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
async function voteCounts(tx: DbOrTx, createdAt: Date, now: Date) {
  const { challenge_vote_min_account_age_hours: hours } = await getConfig(tx, ['challenge_vote_min_account_age_hours']);
  return new Date(createdAt).getTime() <= now.getTime() - hours * 3_600_000;
}

/**
 * Flips the vote row: an insert that adds it or, when it is there, a delete that removes it, each answering the
 * row it wrote. Two concurrent toggles by the same user therefore flip twice (the second waits on the first's
 * row); retried when a concurrent toggle removed the row between our insert and our delete.
 */
async function flipVote(tx: DbOrTx, responseId: number, userId: number, counted: boolean, now: Date) {
  for (;;) {
    const added = await rowsOf<{ counted: boolean }>(
      tx,
      sql`insert into challenge_response_upvotes (response_id, user_id, counted, created_at)
          values (${responseId}, ${userId}, ${counted}, ${now.toISOString()}::timestamptz)
          on conflict do nothing returning counted`,
    );
    if (added[0]) return { active: true, counted: added[0].counted };
    const removed = await rowsOf<{ counted: boolean }>(
      tx,
      sql`delete from challenge_response_upvotes where response_id = ${responseId} and user_id = ${userId}
          returning counted`,
    );
    if (removed[0]) return { active: false, counted: removed[0].counted };
  }
}

/**
 * GET|POST /challenge/response/upvote/{id}: toggles the caller's upvote. Verified accounts only, never on their own
 * response, only while the challenge is live. The counters move by the written row in the same transaction (never
 * read-modify-write), so they always equal the rows.
 */
export async function toggleResponseUpvote(
  deps: AppDeps,
  userId: number,
  responseId: number,
): Promise<ResponseUpvoteResult> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const { response, challenge: c, voter } = await loadTarget(tx, responseId, userId);
    if (response.userId === userId) throw forbidden(M.ownResponseVote);
    if (!voter.isVerified) throw forbidden(M.verifyToVote);
    if (statusAt(c, now) !== 'live') throw badRequest(M.voteClosed);
    const vote = await flipVote(tx, responseId, userId, await voteCounts(tx, voter.createdAt, now), now);
    const step = vote.active ? 1 : -1;
    const [counts] = await rowsOf<{ upvotes: number; pending_upvotes: number }>(
      tx,
      sql`update challenge_responses
          set upvotes = upvotes + ${vote.counted ? step : 0}, pending_upvotes = pending_upvotes + ${vote.counted ? 0 : step}
          where id = ${responseId} returning upvotes, pending_upvotes`,
    );
    const upvotes = Number(counts!.upvotes);
    const pending = Number(counts!.pending_upvotes);
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
