import type { ChallengeResponseView, ResponseBody, ResponseUpvoteResult } from '@crowns/contracts';
import { api } from '../../../../lib/api';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';

export type PrizeAnswer = { status: number; message: string; data?: { prize_cc?: number; contributorsCount?: number } };

/** POST /challenge/add-to-prize/{id} {cc_amount} → 'Added to the prize'. One key per attempt: a retry never pays twice. */
export const addToPrize = (id: number, ccAmount: number, key = newIdempotencyKey()) =>
  api<PrizeAnswer>(`/challenge/add-to-prize/${id}`, {
    method: 'POST',
    body: { cc_amount: ccAmount },
    headers: { 'Idempotency-Key': key },
  });

/** POST /challenge/response/{id} {platform, title, description, clip_url} → 201 'Response Submitted.' */
export const postResponse = (challengeId: number, body: ResponseBody) =>
  api<{ status: number; message: string; data: { response: ChallengeResponseView } }>(
    `/challenge/response/${challengeId}`,
    { method: 'POST', body },
  );

/** POST /challenge/response/upvote/{responseId}: toggles my upvote → active, counted and the new counts. */
export const toggleResponseUpvote = (responseId: number) =>
  api<ResponseUpvoteResult>(`/challenge/response/upvote/${responseId}`, { method: 'POST' });

/** A view answer: whether it counted (the server de-duplicates repeats) and the views now. */
export type ViewAnswer = { counted?: boolean; views?: number };

/** POST /challenge/view/{id}: one view of the challenge page. */
export const countChallengeView = (id: number) => api<ViewAnswer>(`/challenge/view/${id}`, { method: 'POST' });

/** POST /challenge/response/view/{id}: one view of a response video. */
export const countResponseView = (responseId: number) =>
  api<ViewAnswer>(`/challenge/response/view/${responseId}`, { method: 'POST' });
