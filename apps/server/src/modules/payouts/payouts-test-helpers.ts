import type { KycLevel, PayoutMethodType } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { devMails, identityVerifications, payoutMethods, users, withdrawals } from '../../db/schema';
import { bountyEscrow, EXTERNAL_CASH, payoutEscrow, transfer, wallet } from '../../platform/ledger';
import { putSandboxObject, sandboxPayoutCallback } from '../../platform/payouts';
import type { TestContext } from '../../test/setup';
import { authHeaders, createUser } from '../../test/users';

const DAY = 86_400_000;
/** Unique numbers for test objects (escrows, sessions, methods, keys) within one test process. */
let serial = 700_000;
const next = () => {
  serial += 1;
  return serial;
};

/** Crowns won the real way: another user's bounty escrow paid out to `userId` without a fee. */
export async function winCrowns(t: TestContext, userId: number, crowns: number) {
  const { db } = t.deps.database;
  const sponsor = await createUser(t.deps);
  const escrow = bountyEscrow(next());
  await transfer(db, { from: EXTERNAL_CASH, to: wallet(sponsor.id), amount: crowns, type: 'purchase' });
  await transfer(db, { from: wallet(sponsor.id), to: escrow, amount: crowns, type: 'bounty_create' });
  await db.transaction((tx) =>
    payoutEscrow(tx, escrow, { type: 'bounty_payout', winnerUserId: userId, feePercent: 0 }),
  );
}

export const buyCrownsDirect = (t: TestContext, userId: number, crowns: number) =>
  transfer(t.deps.database.db, { from: EXTERNAL_CASH, to: wallet(userId), amount: crowns, type: 'purchase' });

/** A passed identity check of `level` (the provider's answer, as the KYC module stores it). */
export const passKyc = (t: TestContext, userId: number, level: KycLevel = 'basic') =>
  setKyc(t, userId, level, 'passed');

export async function setKyc(
  t: TestContext,
  userId: number,
  level: KycLevel,
  status: 'pending' | 'review' | 'passed' | 'failed',
) {
  const now = t.clock.now();
  await t.deps.database.db.insert(identityVerifications).values({
    userId,
    provider: 'sandbox',
    providerSessionId: `idv_test_${process.pid}_${next()}`,
    level,
    status,
    createdAt: now,
    updatedAt: now,
    completedAt: status === 'passed' || status === 'failed' ? now : null,
  });
}

/** A payout method added on the sandbox's page (its object on the provider's side and our row). */
export async function addMethod(t: TestContext, userId: number, type: PayoutMethodType = 'bank', fails = false) {
  const now = t.clock.now();
  const last4 = type === 'bank' ? '6789' : '5556';
  const label = type === 'bank' ? `Sandbox Bank checking ••${last4}` : `Visa debit ••${last4}`;
  const ref = `pm_sbx_test_${process.pid}_${next()}_${fails ? 'fails' : 'pays'}`;
  await putSandboxObject(t.deps.database.db, 'method', ref, userId, { type, label, last4, failsAtPayout: fails }, now);
  const [row] = await t.deps.database.db
    .insert(payoutMethods)
    .values({ userId, provider: 'sandbox', providerRef: ref, type, label, last4, createdAt: now })
    .returning();
  return row!;
}

/** A user old enough to skip the new-account review, with `won` earned crowns, a passed check and a bank account. */
export async function readyWinner(t: TestContext, won: number, opts: { kyc?: boolean } = {}) {
  const user = await createUser(t.deps);
  await t.deps.database.db
    .update(users)
    .set({ createdAt: new Date(t.clock.now().getTime() - 30 * DAY) })
    .where(eq(users.id, user.id));
  if (won > 0) await winCrowns(t, user.id, won);
  if (opts.kyc !== false) await passKyc(t, user.id);
  const method = await addMethod(t, user.id);
  return { user, method, headers: await authHeaders(t.deps, user) };
}

export const newKey = () => `wd-${process.pid}-${next()}`;

export const withdraw = (
  t: TestContext,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  key: string | null = newKey(),
  url = '/v1/wallet/withdraw-funds',
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });

export const sendGiftCard = (t: TestContext, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/wallet/send-giftcard',
    headers: { ...headers, 'idempotency-key': newKey() },
    payload,
  });

/** The sandbox provider's signed callback for a payout, posted to the app. */
export async function payoutCallback(
  t: TestContext,
  withdrawalId: number,
  status: 'paid' | 'failed',
  failureMessage?: string,
) {
  const [w] = await t.deps.database.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  const { rawBody, headers } = sandboxPayoutCallback(t.deps, {
    type: 'payout',
    withdrawalId,
    providerRef: w?.providerRef ?? `po_sbx_${withdrawalId}`,
    status,
    ...(failureMessage ? { failureMessage } : {}),
  });
  return t.app.inject({ method: 'POST', url: '/v1/payment/transfer-complete', headers, payload: rawBody });
}

export async function withdrawalRow(t: TestContext, id: number) {
  const [w] = await t.deps.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return w!;
}

export const mailsTo = (t: TestContext, email: string) =>
  t.deps.database.db.select().from(devMails).where(eq(devMails.to, email));
