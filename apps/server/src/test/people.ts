import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { streamStatus } from '../db/schema';
import { seedCategories } from '../modules/categories/categories.service';
import { EXTERNAL_CASH, getBalance, transfer, wallet } from '../platform/ledger';
import { ledgerInvariants } from '../platform/ledger/ledger-test-helpers';
import { createTestApp, type TestContext } from './setup';
import { authHeaders, createUser } from './users';

/** Test support shared by the module suites: signed-in people with crowns, the clock, the ledger's invariants. */
export const HOUR = 3_600_000;

export async function person(t: TestContext, crowns = 0, opts: { role?: 'user' | 'admin' | 'read_only_admin' } = {}) {
  const user = await createUser(t.deps, { role: opts.role });
  if (crowns > 0) await fund(t, user.id, crowns);
  const p = { user, id: user.id, headers: await authHeaders(t.deps, user) };
  const list = people.get(t) ?? [];
  list.push(p);
  people.set(t, list);
  return p;
}

const people = new WeakMap<
  TestContext,
  { user: Parameters<typeof authHeaders>[1]; headers: Record<string, string> }[]
>();

/** Moves the clock and re-signs everyone's tokens (access tokens live ~15 minutes). */
export async function advance(t: TestContext, ms: number) {
  t.clock.advance(ms);
  for (const p of people.get(t) ?? []) p.headers = await authHeaders(t.deps, p.user);
}
export type Person = Awaited<ReturnType<typeof person>>;

export const fund = (t: Pick<TestContext, 'deps'>, userId: number, amount: number) =>
  transfer(t.deps.database.db, { from: EXTERNAL_CASH, to: wallet(userId), amount, type: 'purchase' });

export const balance = (t: TestContext, userId: number) => getBalance(t.deps.database.db, wallet(userId));

export const setLive = (t: TestContext, userId: number, isLive: boolean) =>
  t.deps.database.db
    .insert(streamStatus)
    .values({ userId, isLive, platform: 'twitch' })
    .onConflictDoUpdate({ target: streamStatus.userId, set: { isLive } });

/** Seeds the categories (a bounty or challenge names one). */
export const prepare = (t: TestContext) => seedCategories(t.deps.database.db);

export const post = (t: TestContext, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** The ledger's global invariants hold (call after every test). */
export async function expectLedgerSound(t: TestContext) {
  expect(await ledgerInvariants(t.deps.database.db)).toEqual({
    sumOfBalances: 0,
    negativeWallets: 0,
    cacheDrift: 0,
    unbalancedTransfers: 0,
  });
}

/**
 * A suite's app (fresh database, categories seeded), closed after the file; the ledger's invariants are checked after
 * every test. Read `.t` in tests and hooks registered after this call.
 */
export function useLedgerApp() {
  const suite = {} as { t: TestContext };
  beforeAll(async () => {
    suite.t = await createTestApp();
    await prepare(suite.t);
  });
  afterEach(() => expectLedgerSound(suite.t));
  afterAll(() => suite.t.close());
  return suite;
}
