/** How long one call to a streaming platform may take before the poll gives up on it. */
const TIMEOUT_MS = 10_000;

/** A platform call that did not answer 2xx with JSON (status 0: no answer at all). */
export class PlatformCallError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    detail: string,
    /** When the platform says to come back (Retry-After, or Twitch's Ratelimit-Reset), in ms from now. */
    readonly retryAfterMs?: number,
  ) {
    super(`${new URL(url).host}${new URL(url).pathname}: ${status || 'no answer'} ${detail}`.trim());
  }
}

function retryAfterMs(headers: Headers): number | undefined {
  const after = Number(headers.get('retry-after'));
  if (after > 0) return after * 1000;
  const reset = Number(headers.get('ratelimit-reset'));
  if (reset > 0) return Math.max(0, reset * 1000 - Date.now());
  return undefined;
}

/** The JSON answer of a platform call; throws PlatformCallError for a network failure, a timeout or a non-2xx. */
export async function platformFetch(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new PlatformCallError(url, 0, (err as Error).message);
  }
  if (!res.ok) {
    const text = (await res.text().catch(() => '')).slice(0, 200);
    throw new PlatformCallError(url, res.status, text, retryAfterMs(res.headers));
  }
  try {
    return await res.json();
  } catch {
    throw new PlatformCallError(url, res.status, 'the answer is not JSON');
  }
}
