import { CHALLENGE_MSG as M, type ResponseUpvoteResult, usableImageUrl } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { preparedRowsOf } from '../../platform/prepared-statements';
import { pgArray } from '../../platform/sql-arrays';
import { configWithDefaults } from '../config/config.service';
import type { ResponseChallenge } from './challenge-response-target';
import { statusAt } from './challenge-view';
import type { ItemOutcome } from './group-commit';
import * as events from './response-events';

const AGE_KEY = 'challenge_vote_min_account_age_hours';

export type VoteRequest = { userId: number; responseId: number };

type TargetRow = {
  idx: number;
  response_id: number;
  owner_id: number;
  response_title: string;
  challenge_id: number;
  challenge_title: string;
  challenge_image_url: string | null;
  creator_id: number;
  status: ResponseChallenge['status'];
  duration_start_time: Date | string;
  duration_end_time: Date | string;
  sc_username: string;
  voter_image_url: string | null;
  is_verified: boolean;
  voter_created_at: Date | string;
  min_age_hours: unknown;
};

/**
 * Every item's response, its challenge (FOR KEY SHARE, see challengeForResponses), the voter and the vote age
 * setting, in one statement; keyed by the item's place in the batch (an unknown response has no row). The responses
 * are locked here, in id order, before anything is written: batches of two instances that share responses then wait
 * for each other instead of deadlocking. The same statement sets the transaction's commit not to wait for its WAL
 * flush (decision 032: votes are not money, and any later commit that moves money flushes them first).
 */
async function loadTargets(tx: DbOrTx, items: VoteRequest[]) {
  const rows = await preparedRowsOf<TargetRow>(
    tx,
    'vote_targets',
    sql`select i.idx - 1 as idx, r.id as response_id, r.user_id as owner_id, r.title as response_title,
          c.id as challenge_id, c.title as challenge_title, c.image_url as challenge_image_url, c.creator_id,
          c.status, c.duration_start_time, c.duration_end_time,
          u.sc_username, u.image_url as voter_image_url, u.is_verified,
          u.created_at as voter_created_at,
          (select value from config where key = ${AGE_KEY}) as min_age_hours
        from unnest(${pgArray(items.map((v) => v.responseId))}::bigint[], ${pgArray(items.map((v) => v.userId))}::bigint[])
          with ordinality as i(response_id, user_id, idx)
        join challenge_responses r on r.id = i.response_id
        join challenges c on c.id = r.challenge_id
        join users u on u.id = i.user_id
        cross join (select set_config('synchronous_commit', 'off', true)) as async_commit
        order by r.id
        for no key update of r for key share of c`,
  );
  return new Map(rows.map((r) => [Number(r.idx), r]));
}

const challengeOf = (t: TargetRow): ResponseChallenge => ({
  id: Number(t.challenge_id),
  title: t.challenge_title,
  imageUrl: t.challenge_image_url,
  creatorId: Number(t.creator_id),
  status: t.status,
  durationStartTime: new Date(t.duration_start_time),
  durationEndTime: new Date(t.duration_end_time),
});

/** Why the vote is refused, if it is: never on your own response, verified accounts only, only while live. */
function refusal(t: TargetRow | undefined, userId: number, now: Date) {
  if (!t) return notFound(M.responseNotFound);
  if (Number(t.owner_id) === userId) return forbidden(M.ownResponseVote);
  if (!t.is_verified) return forbidden(M.verifyToVote);
  if (statusAt(challengeOf(t), now) !== 'live') return badRequest(M.voteClosed);
  return null;
}

/** Whether a vote cast now by an account created at `createdAt` counts toward the ranking. */
function voteCounts(minAgeHours: unknown, createdAt: Date | string, now: Date) {
  const { [AGE_KEY]: hours } = configWithDefaults({ [AGE_KEY]: minAgeHours }, [AGE_KEY]);
  return new Date(createdAt).getTime() <= now.getTime() - hours * 3_600_000;
}

type Vote = { idx: number; responseId: number; userId: number; counted: boolean };
type FlipRow = {
  response_id: number;
  user_id: number;
  counted: boolean;
  step: number;
  upvotes: number;
  pending: number;
};
/** A flipped vote with the response's counters just after it (the batch's flips taken one after the other). */
export type Flip = Vote & { active: boolean; upvotes: number; pending: number };

/**
 * Flips every vote row and moves each response's counters by the sum of its flips, in one statement: an insert
 * that adds the rows or, for those already there, a delete that removes them, each answering the rows it wrote.
 * The counters therefore always equal the rows. A vote a concurrent toggle removed between our insert and our
 * delete (the statement's snapshot did not see it) is flipped by one more statement.
 */
async function flipVotes(tx: DbOrTx, votes: Vote[], now: Date): Promise<Flip[]> {
  const flips: Flip[] = [];
  let left = votes;
  while (left.length > 0) {
    const rows = await preparedRowsOf<FlipRow>(
      tx,
      'vote_flip',
      sql`with input as (
            select * from unnest(${pgArray(left.map((v) => v.responseId))}::bigint[],
              ${pgArray(left.map((v) => v.userId))}::bigint[], ${pgArray(left.map((v) => v.counted))}::boolean[])
              as i(response_id, user_id, counted)
          ), added as (
            insert into challenge_response_upvotes (response_id, user_id, counted, created_at)
            select response_id, user_id, counted, ${now.toISOString()}::timestamptz from input
            on conflict do nothing returning response_id, user_id, counted, 1 as step
          ), removed as (
            delete from challenge_response_upvotes v using input i
            where v.response_id = i.response_id and v.user_id = i.user_id
              and not exists (select 1 from added a where a.response_id = i.response_id and a.user_id = i.user_id)
            returning v.response_id, v.user_id, v.counted, -1 as step
          ), flip as (select * from added union all select * from removed),
          deltas as (
            select response_id, sum(step * counted::int) as up, sum(step * (not counted)::int) as pending
            from flip group by response_id
          ), counts as (
            update challenge_responses r
            set upvotes = r.upvotes + d.up, pending_upvotes = r.pending_upvotes + d.pending
            from deltas d where r.id = d.response_id
            returning r.id, r.upvotes, r.pending_upvotes
          )
          select f.response_id, f.user_id, f.counted, f.step, c.upvotes, c.pending_upvotes as pending
          from flip f join counts c on c.id = f.response_id`,
    );
    const written = new Map(rows.map((r) => [`${r.response_id}:${r.user_id}`, r]));
    flips.push(...inOrder(left, written));
    left = left.filter((v) => !written.has(`${v.responseId}:${v.userId}`));
  }
  return flips;
}

/**
 * The flips of one statement in batch order, each with its response's counters as if the batch's votes were cast
 * one after the other: the statement answers the counters after all of them, so walk back from there.
 */
function inOrder(votes: Vote[], written: Map<string, FlipRow>): Flip[] {
  const flips = votes.flatMap((v) => {
    const r = written.get(`${v.responseId}:${v.userId}`);
    return r ? [{ vote: { ...v, counted: r.counted }, step: Number(r.step), end: r }] : [];
  });
  const after = new Map<number, { upvotes: number; pending: number }>();
  const result: Flip[] = [];
  for (let i = flips.length - 1; i >= 0; i -= 1) {
    const { vote, step, end } = flips[i]!;
    const counts = after.get(vote.responseId) ?? { upvotes: Number(end.upvotes), pending: Number(end.pending) };
    result.unshift({ ...vote, active: step > 0, ...counts });
    after.set(vote.responseId, {
      upvotes: counts.upvotes - (vote.counted ? step : 0),
      pending: counts.pending - (vote.counted ? 0 : step),
    });
  }
  return result;
}

const answer = (f: Flip): ResponseUpvoteResult => ({
  status: 200,
  message: !f.active ? M.upvoteRemoved : f.counted ? M.upvoted : M.youngVote,
  active: f.active,
  count: f.upvotes + f.pending,
  counted: f.counted,
  upvotes: f.upvotes,
  pending_upvotes: f.pending,
});

/**
 * Writes a batch of upvote toggles (distinct user and response pairs) in one transaction: the targets in one read,
 * every vote flipped in one statement, the events and the owners' notifications (response-events). A refused item
 * gets its own error and is not written; the others go on.
 */
export async function writeVoteBatch(
  deps: AppDeps,
  items: VoteRequest[],
): Promise<ItemOutcome<ResponseUpvoteResult>[]> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const targets = await loadTargets(tx, items);
    const outcomes: ItemOutcome<ResponseUpvoteResult>[] = [];
    const votes: Vote[] = [];
    items.forEach((item, idx) => {
      const target = targets.get(idx);
      const error = refusal(target, item.userId, now);
      if (error) outcomes[idx] = { ok: false, error };
      else votes.push({ idx, ...item, counted: voteCounts(target!.min_age_hours, target!.voter_created_at, now) });
    });
    if (votes.length === 0) return outcomes;
    const flips = await flipVotes(tx, votes, now);
    await events.responseUpvotesToggled(
      tx,
      flips.map((f) => {
        const t = targets.get(f.idx)!;
        return {
          challenge: challengeOf(t),
          response: { id: f.responseId, title: t.response_title, userId: Number(t.owner_id) },
          voter: { id: f.userId, sc_username: t.sc_username, image_url: usableImageUrl(t.voter_image_url) },
          active: f.active,
          upvotes: f.upvotes,
          pending_upvotes: f.pending,
        };
      }),
      now,
    );
    for (const f of flips) outcomes[f.idx] = { ok: true, value: answer(f) };
    return outcomes;
  });
}
