import type { Role } from '@crowns/contracts';
import { SANDBOX_CARDS } from '../../platform/payments';
import type { TestContext } from '../../test/setup';
import { authHeaders, createUser } from '../../test/users';

/** A signed-in user and their request headers (test support). */
export async function signedIn(t: TestContext, opts: { role?: Role } = {}) {
  const user = await createUser(t.deps, { role: opts.role });
  return { user, headers: await authHeaders(t.deps, user) };
}

export const cardForm = (card: string = SANDBOX_CARDS.success) =>
  new URLSearchParams({ name: 'Ada Lovelace', card, expiry: '12 / 39', cvc: '123' }).toString();

/** Starts a purchase and pays it on the sandbox page with `card`. Returns the purchase id. */
export async function buyCrowns(
  t: TestContext,
  headers: Record<string, string>,
  crowns: number,
  card: string = SANDBOX_CARDS.success,
) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/wallet/add-funds', headers, payload: { crowns } });
  if (res.statusCode !== 200) throw new Error(`add-funds failed: ${res.body}`);
  const { purchaseId, checkoutUrl } = res.json().data as { purchaseId: string; checkoutUrl: string };
  const pay = await t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: cardForm(card),
  });
  return { purchaseId, checkoutUrl, pay };
}

export const walletBalance = async (t: TestContext, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/v1/wallet', headers })).json().data.balance as number;
