import { CHALLENGE_MSG as M, type ResponseUpvoteResult, usableImageUrl } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { getConfig } from '../config/config.service';
import * as events from '../notifications/response-events';
import { challengeForResponses } from './challenge-response-target';
import { statusAt } from './challenge-view';

type Target = { id: number; user_id: number; challenge_id: number; title: string };
type Voter = { id: number; sc_username: string; image_url: string | null; is_verified: boolean; created_at: Date };

const num = <T extends Record<string, unknown>>(row: T, ...keys: (keyof T)[]) => {
  for (const k of keys) (row as Record<string, unknown>)[k as string] = Number(row[k]);
  return row;
};

async function loadTarget(tx: DbOrTx, responseId: number, voterId: number) {
  const [target] = await rowsOf<Target>(
    tx,
    sql`select id, user_id, challenge_id, title from challenge_responses where id = ${responseId}`,
  );
  if (!target) throw notFound(M.responseNotFound);
  num(target, 'id', 'user_id', 'challenge_id');
  const [voter] = await rowsOf<Voter>(
    tx,
    sql`select id, sc_username, image_url, is_verified, created_at from users where id = ${voterId}`,
  );
  return { target, voter: voter! };
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
    const { target, voter } = await loadTarget(tx, responseId, userId);
    if (target.user_id === userId) throw forbidden(M.ownResponseVote);
    if (!voter.is_verified) throw forbidden(M.verifyToVote);
    const c = await challengeForResponses(tx, target.challenge_id);
    if (!c || statusAt(c, now) !== 'live') throw badRequest(M.voteClosed);
    const vote = await flipVote(tx, responseId, userId, await voteCounts(tx, voter.created_at, now), now);
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
        response: { id: target.id, title: target.title, userId: target.user_id },
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
