import type { ChallengeDetail } from '@crowns/contracts';
import type { Tokens } from './api';
import { baseURL } from './browser';

async function call<T>(t: Tokens | null, path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (t) {
    headers.set('accessToken', t.accessToken);
    headers.set('idToken', t.idToken);
  }
  const res = await fetch(`${baseURL()}/v1${path}`, { ...init, headers });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export const getChallengeViaApi = async (t: Tokens | null, id: number) =>
  (await call<{ challenge: ChallengeDetail }>(t, `/challenge/${id}`)).challenge;

/** The challenges `t` created, newest first. */
export const myCreatedChallenges = async (t: Tokens) =>
  (
    await call<{ challenge: { data: ChallengeDetail[] } }>(t, `/challenge/all?filter=all&userId=${t.userId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ queryFilter: {} }),
    })
  ).challenge.data;
