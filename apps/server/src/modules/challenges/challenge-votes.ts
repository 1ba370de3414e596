import type { ResponseUpvoteResult } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import { type VoteRequest, writeVoteBatch } from './challenge-vote-batch';
import { createGroupCommit } from './group-commit';

/** A batch at most this large: one transaction's statements stay small and a batch's wait stays short. */
const MAX_BATCH = 200;
/**
 * Batches written at the same time by this process. One: on 2 cores under load a second batch overlapped no idle
 * time, it only halved the batches and competed for the same CPU (p99 43–62 ms against 36–42 ms, decision 032).
 */
const CONCURRENT_BATCHES = 1;

const toggles = new WeakMap<AppDeps, (vote: VoteRequest) => Promise<ResponseUpvoteResult>>();

/**
 * GET|POST /challenge/response/upvote/{id}: toggles the caller's upvote. Verified accounts only, never on their own
 * response, only while the challenge is live. Toggles arriving together are written together (group commit, one
 * transaction a batch, a user's toggle of a response at most once in it, one batch at a time): under load most of a
 * toggle's cost was its transaction's round trips, not its rows (decisions 014 and 032).
 */
export function toggleResponseUpvote(deps: AppDeps, userId: number, responseId: number): Promise<ResponseUpvoteResult> {
  let submit = toggles.get(deps);
  if (!submit) {
    submit = createGroupCommit({
      key: (v: VoteRequest) => `${v.responseId}:${v.userId}`,
      // A response's row (its counters), its votes and its owner's notification are written by one batch at a time.
      lockKey: (v: VoteRequest) => String(v.responseId),
      concurrency: CONCURRENT_BATCHES,
      max: MAX_BATCH,
      write: (items) => writeVoteBatch(deps, items),
    });
    toggles.set(deps, submit);
  }
  return submit({ userId, responseId });
}
