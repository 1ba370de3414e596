import { demoCover } from '../../apps/server/src/db/seed/demo-art';
import { serverTime, type Tokens } from './api';
import { baseURL } from './browser';

const auth = (t: Tokens) => ({ accessToken: t.accessToken, idToken: t.idToken });

async function call<T>(t: Tokens, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseURL()}/v1${path}`, { ...init, headers: { ...auth(t), ...init.headers } });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Buys crowns through the sandbox checkout with the success card, as the hosted page's form would. */
export async function buyCrowns(t: Tokens, crowns: number) {
  const { data } = await call<{ data: { purchaseId: string } }>(t, '/wallet/add-funds', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ crowns }),
  });
  const form = new URLSearchParams({ name: 'Test Buyer', card: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
  const res = await fetch(`${baseURL()}/pay/sandbox/${data.purchaseId}`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`sandbox payment → ${res.status}`);
}

export const walletBalance = async (t: Tokens) =>
  (await call<{ data: { balance: number } }>(t, '/wallet')).data.balance;

/** A 16:9 PNG cover (or any size, e.g. 4:3 to make the cropper work). */
export const coverPng = (width = 640, height = 360) => demoCover([40, 20, 90], [230, 80, 150], width, height);

/** POST /bounty (multipart) as the user; answers the new bounty's id. */
export async function createBountyViaApi(t: Tokens, opts: { title: string; crowns: number; hours?: number }) {
  const form = new FormData();
  form.set('title', opts.title);
  form.set('description', '');
  form.set('category', JSON.stringify(['Gaming']));
  form.set('bounty_type', 'video');
  form.set('rules', JSON.stringify(['Film it']));
  form.set('starting_cc', String(opts.crowns));
  form.set('duration_end_time', new Date((await serverTime()) + (opts.hours ?? 6) * 3_600_000).toISOString());
  form.set('image_url', new Blob([new Uint8Array(coverPng())], { type: 'image/png' }), 'cover.png');
  const res = await call<{ data: { bounty: { id: number } } }>(t, '/bounty', { method: 'POST', body: form });
  return res.data.bounty.id;
}

export const getBountyViaApi = async (t: Tokens, id: number) =>
  (
    await call<{
      bounty: {
        status: string;
        amount_cc: number;
        failure_reason: string | null;
        claims: { platform: string | null; submit_link: string | null }[];
      };
    }>(t, `/bounty/${id}`)
  ).bounty;

export const createdBounties = async (t: Tokens) =>
  (await call<{ bounty: { data: { id: number; title: string }[] } }>(t, '/bounty/created')).bounty.data;
