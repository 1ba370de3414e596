import { api } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** The answer of every bounty action: the spec's success text under `message` (some also under `msg`). */
export type ActionAnswer = { status?: number; message?: string; msg?: string; data?: Record<string, unknown> };

const post = (path: string, body?: unknown, idempotencyKey?: string) =>
  api<ActionAnswer>(path, {
    method: 'POST',
    body,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });

/** POST /bounty/{id}/claim (no body) → 'Claimed Successfully'. */
export const claimBounty = (id: number) => post(`/bounty/${id}/claim`);

/** POST /bounty/up-the-ante/{id} {cc_amount} → 'Up the Ante'. Pass one key per attempt so a retry never pays twice. */
export const upTheAnte = (id: number, ccAmount: number, key = newIdempotencyKey()) =>
  post(`/bounty/up-the-ante/${id}`, { cc_amount: ccAmount }, key);

/** POST /bounty/{id}/claim/{claimId}/quit → 'Quit Bounty'. */
export const quitClaim = (id: number, claimId: number, key = newIdempotencyKey()) =>
  post(`/bounty/${id}/claim/${claimId}/quit`, undefined, key);

/** POST /bounty/{id}/claim/{claimId}/extend {duration} (minutes) → 'Time Extened'. */
export const extendClaim = (id: number, claimId: number, minutes: number, key = newIdempotencyKey()) =>
  post(`/bounty/${id}/claim/${claimId}/extend`, { duration: minutes }, key);

export type VideoResponse = {
  platform: string;
  title: string;
  description: string;
  category: string;
  clip_url?: string;
  fileKey?: string;
};

/** POST /bounty/{id}/claim/{claimId}/verify → 'Bounty Submitted.' (the bounty goes to review). */
export const submitClaim = (id: number, claimId: number, body: VideoResponse) =>
  post(`/bounty/${id}/claim/${claimId}/verify`, body);

/** DELETE /bounty/{id} → status 200, msg (refunded minus the deletion fee). */
export const deleteBounty = (id: number, key = newIdempotencyKey()) =>
  api<ActionAnswer>(`/bounty/${id}`, { method: 'DELETE', headers: { 'Idempotency-Key': key } });
