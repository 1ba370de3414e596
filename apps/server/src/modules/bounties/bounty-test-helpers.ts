import { expect } from 'vitest';
import { streamStatus } from '../../db/schema';
import { EXTERNAL_CASH, getBalance, transfer, wallet } from '../../platform/ledger';
import { ledgerInvariants } from '../../platform/ledger/ledger-test-helpers';
import { makePng } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import type { TestContext } from '../../test/setup';
import { authHeaders, createUser } from '../../test/users';
import { seedCategories } from '../categories/categories.service';

/** Test support for the bounty suites. cc_per_usd is 100 in the seeded config. */
export const HOUR = 3_600_000;
export const PNG_16_9 = makePng(640, 360);

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

export const fund = (t: TestContext, userId: number, amount: number) =>
  transfer(t.deps.database.db, { from: EXTERNAL_CASH, to: wallet(userId), amount, type: 'purchase' });

export const balance = (t: TestContext, userId: number) => getBalance(t.deps.database.db, wallet(userId));

export const setLive = (t: TestContext, userId: number, isLive: boolean) =>
  t.deps.database.db
    .insert(streamStatus)
    .values({ userId, isLive, platform: 'twitch' })
    .onConflictDoUpdate({ target: streamStatus.userId, set: { isLive } });

export const prepare = (t: TestContext) => seedCategories(t.deps.database.db);

type Fields = Record<string, string | undefined>;

/** POST /v1/bounty with valid defaults; override or drop (undefined) any field; `image` replaces the file. */
export function createBountyRequest(
  t: TestContext,
  headers: Record<string, string>,
  fields: Fields = {},
  image: Buffer | null = PNG_16_9,
) {
  const values: Fields = {
    title: 'Eat a lemon',
    description: '',
    category: JSON.stringify(['Gaming']),
    bounty_type: 'video',
    rules: JSON.stringify(['Film it', 'No cuts']),
    starting_cc: '500',
    duration_end_time: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
    ...fields,
  };
  return postCoverForm(t.app, '/v1/bounty', headers, values, image);
}

/** POSTs a multipart create form: the defined fields and, unless null, `image` as the image_url file. */
export function postCoverForm(
  app: TestContext['app'],
  url: string,
  headers: Record<string, string>,
  values: Fields,
  image: Buffer | null,
) {
  const parts = Object.entries(values)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
  const body = multipartBody([
    ...parts,
    ...(image ? [{ name: 'image_url', filename: 'cover.png', contentType: 'image/png', data: image }] : []),
  ]);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Creates a bounty that must succeed and answers its id. */
export async function newBounty(t: TestContext, creator: Person, fields: Fields = {}) {
  const res = await createBountyRequest(t, creator.headers, fields);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().data.bounty.id as number;
}

export const getBounty = async (t: TestContext, id: number, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/v1/bounty/${id}`, headers })).json().bounty;

export const post = (t: TestContext, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

export async function claim(t: TestContext, id: number, who: Person) {
  const res = await post(t, `/v1/bounty/${id}/claim`, who.headers);
  if (res.statusCode !== 200) throw new Error(`claim failed: ${res.body}`);
  return res.json().data.claimId as number;
}

export const verifyPayload = {
  platform: 'twitch',
  title: 'My lemon',
  description: 'Sour',
  category: 'Gaming',
  clip_url: 'https://clips.twitch.tv/abc',
};

/** The ledger's global invariants hold (call after every test). */
export async function expectLedgerSound(t: TestContext) {
  expect(await ledgerInvariants(t.deps.database.db)).toEqual({
    sumOfBalances: 0,
    negativeWallets: 0,
    cacheDrift: 0,
    unbalancedTransfers: 0,
  });
}
