import type { Tokens } from './api';
import { createBountyViaApi } from './bounty-api';
import { baseURL } from './browser';

/** A JSON call to /v1 as `t`; throws with the status and body unless it succeeds. */
export async function jsonCall<T = { data?: Record<string, unknown> }>(
  t: Tokens,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL()}/v1${path}`, {
    method,
    headers: {
      accessToken: t.accessToken,
      idToken: t.idToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Claims bounty `id` as `hunter` and submits a YouTube video for it; answers the claim id. */
export async function claimAndSubmit(hunter: Tokens, id: number) {
  const claimId = (await jsonCall<{ data: { claimId: number } }>(hunter, 'POST', `/bounty/${id}/claim`)).data.claimId;
  await jsonCall(hunter, 'POST', `/bounty/${id}/claim/${claimId}/verify`, {
    platform: 'youtube',
    title: 'Done',
    category: 'Gaming',
    clip_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  });
  return claimId;
}

/** A bounty by `creator`, won by `hunter` and approved by `admin`, all through the API; answers its id. */
export async function completedBountyViaApi(
  creator: Tokens,
  hunter: Tokens,
  admin: Tokens,
  opts: { title: string; crowns: number },
) {
  const id = await createBountyViaApi(creator, opts);
  const claimId = await claimAndSubmit(hunter, id);
  await jsonCall(admin, 'POST', `/admin/bounty/${id}/review`, { claimId, decision: 'approve' });
  return id;
}
