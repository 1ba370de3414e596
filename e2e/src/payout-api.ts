import { adminLoginViaApi, loginViaApi, registerVerifiedUser, type Tokens } from './api';
import { buyCrowns, createBountyViaApi, walletBalance } from './bounty-api';
import { baseURL } from './browser';

export type Person = { email: string; username: string; password: string; tokens: Tokens };

async function call<T>(t: Tokens, path: string, method: string, body?: unknown): Promise<T> {
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

let admin: Promise<Tokens> | null = null;
/** The seeded admin's session, signed in once per file (two-factor code from the dev mailbox). */
export const adminTokens = () => {
  admin ??= adminLoginViaApi('admin@crowns.gg', 'Admin1234!');
  return admin;
};

/** A fresh verified user with a session. */
export async function person(prefix: string): Promise<Person> {
  const user = await registerVerifiedUser(prefix);
  return { ...user, tokens: await loginViaApi(user.email, user.password) };
}

/** Signs the person in again (after the clock moved, their access token has aged). */
export const refreshSession = async (p: Person): Promise<Person> => ({
  ...p,
  tokens: await loginViaApi(p.email, p.password),
});

const PURCHASE_MAX = 50_000;

/**
 * `winner` earns crowns the way a real winner does: someone buys `crowns` and puts them on a bounty, the winner
 * claims it and submits a video, an admin approves it and the bounty pays out (minus the platform fee). Answers
 * the winner's balance afterwards, which is all withdrawable.
 */
export async function winBounty(winner: Person, crowns: number): Promise<number> {
  const creator = await person('sponsor');
  for (let left = crowns; left > 0; left -= PURCHASE_MAX) await buyCrowns(creator.tokens, Math.min(left, PURCHASE_MAX));
  const bountyId = await createBountyViaApi(creator.tokens, { title: `Payday ${winner.username}`, crowns });
  const claim = await call<{ data: { claimId: number } }>(winner.tokens, `/bounty/${bountyId}/claim`, 'POST');
  const { claimId } = claim.data;
  await call(winner.tokens, `/bounty/${bountyId}/claim/${claimId}/verify`, 'POST', {
    platform: 'youtube',
    title: 'My run',
    category: 'Gaming',
    clip_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  });
  await call(await adminTokens(), `/admin/bounty/${bountyId}/review`, 'POST', { claimId, decision: 'approve' });
  return walletBalance(winner.tokens);
}

/**
 * Passes (or fails) the identity check as the hosted sandbox page would: opens a session, submits the page's form
 * with the chosen test person, and records the session the browser would come back with.
 */
export async function verifyIdentityViaApi(t: Tokens, identity: 'Pat Passing' | 'Fran Failing' | 'Rey Review') {
  const link = await call<{ data: { sessionId: string; url: string } }>(t, '/payment/kyc/create-idv-link-token', 'GET');
  const form = new URLSearchParams({ identity: IDENTITY_VALUE[identity] });
  const res = await fetch(new URL(link.data.url, baseURL()), { method: 'POST', body: form, redirect: 'manual' });
  if (res.status >= 400) throw new Error(`sandbox identity page → ${res.status}`);
  await call(t, '/payment/kyc/set-recent-idv-session', 'POST', { sessionId: link.data.sessionId });
}
const IDENTITY_VALUE = { 'Pat Passing': 'pass', 'Fran Failing': 'fail', 'Rey Review': 'review' } as const;

/** Adds the paying test bank account through the hosted add-method page; answers the payout method's id. */
export async function addBankViaApi(t: Tokens): Promise<number> {
  const link = await call<{ data: { url: string } }>(t, '/payment/init-transfer?pmType=bank', 'GET');
  const form = new URLSearchParams({ name: 'Test Winner', routing: '110000000', account: '000123456789' });
  const res = await fetch(new URL(link.data.url, baseURL()), { method: 'POST', body: form, redirect: 'manual' });
  const back = res.headers.get('location');
  const publicToken = back ? new URL(back, baseURL()).searchParams.get('public_token') : null;
  if (!publicToken) throw new Error(`sandbox method page → ${res.status} without a public token`);
  const added = await call<{ data: { method: { id: number } } }>(t, '/payment/kyc/set-access-token', 'POST', {
    publicToken,
  });
  return added.data.method.id;
}

export type WithdrawalAnswer = { message: string; data: { id: number; status: string } };

/** POST /wallet/withdraw-funds to the given method (the user's first one by default). */
export async function withdrawViaApi(t: Tokens, crowns: number, methodId?: number): Promise<WithdrawalAnswer> {
  const paymentMethodId =
    methodId ?? (await call<{ data: { id: number }[] }>(t, '/payment/user-payment-methods', 'GET')).data[0]?.id;
  const res = await fetch(`${baseURL()}/v1/wallet/withdraw-funds`, {
    method: 'POST',
    headers: {
      accessToken: t.accessToken,
      idToken: t.idToken,
      'content-type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ crowns, paymentMethodId }),
  });
  const json = (await res.json()) as WithdrawalAnswer;
  if (!res.ok) throw new Error(`withdraw-funds → ${res.status} ${json.message}`);
  return json;
}
