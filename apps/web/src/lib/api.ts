import { MSG } from '@crowns/contracts';
import { getSession } from './session';

/** An error answer of the API: `{ status, code, message }` plus whatever else the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get code() {
    return this.data.code as string | undefined;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

/**
 * Calls the API under /v1 with the token headers and timeZone. Resolves to the JSON body; rejects with ApiError.
 * (401 refresh and 403 suspension handling live in this module too.)
 */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = { timeZone: timeZone(), ...options.headers };
  if (session) {
    headers.accessToken = session.accessToken;
    headers.idToken = session.idToken;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`/v1${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(res.status, (data.message as string) || MSG.somethingWentWrong, data);
  return data as T;
}
