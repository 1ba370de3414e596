import { BOUNTY_MSG, WALLET_MSG } from '@crowns/contracts';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bounties, promoCodes, purchases } from '../db/schema';
import { claim, createBountyRequest, newBounty } from '../modules/bounties/bounty-test-helpers';
import { balance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../test/people';
import { createTestApp, type TestContext } from '../test/setup';

/**
 * Money is a positive safe integer written as digits. Before the fix, `true` → 1, "0x10" → 16, [5] → 5 and
 * "1e3" → 1000 were all taken as amounts, and a multipart starting_cc of "0x1F4" created a 500-crown bounty.
 */
const ODD_JSON: unknown[] = [
  true,
  false,
  '0x10',
  '0x1F4',
  [5],
  [500],
  '1e3',
  '5e2',
  '+500',
  '-500',
  -500,
  '500.0',
  '0b111110100',
  '0o764',
  'Infinity',
  '',
  ' ',
  null,
  {},
  { value: 500 },
];
/** Integers past Number.MAX_SAFE_INTEGER: refused, with the field's upper-limit message where it has one. */
const HUGE: unknown[] = ['9007199254740993', 2 ** 53, 1e20, '99999999999999999999999'];
/** Multipart fields are text: every one of these is a number to JavaScript's Number(), and none is digits. */
const ODD_TEXT = ['1e3', '5e2', '0x1F4', '+500', '500.0', '0b111110100', '0o764', ' 0x1F4 ', '[500]', 'true', '-500'];

let t: TestContext;
let admin: Person;
let creator: Person;
let fan: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  admin = await person(t, 0, { role: 'admin' });
  creator = await person(t, 100_000);
  fan = await person(t, 100_000);
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const rows = async (table: typeof bounties | typeof purchases | typeof promoCodes) =>
  (await t.deps.database.db.select({ n: count() }).from(table))[0]!.n;

/**
 * Sends each odd value and expects 400 with one of the field's messages: `message` (or `whole`, for text that is not
 * digits, where the field has one), `tooBig` for the huge ones. Nothing may move.
 */
async function refusesOddValues(
  send: (value: unknown) => Promise<{ statusCode: number; body: string }>,
  message: string,
  tooBig = message,
  whole = message,
) {
  const before = await Promise.all([balance(t, creator.id), balance(t, fan.id), rows(bounties), rows(purchases)]);
  for (const [values, expected] of [
    [ODD_JSON, [message, whole]],
    [HUGE, [tooBig]],
  ] as const) {
    for (const value of values) {
      const res = await send(value);
      expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(expected, JSON.stringify(value)).toContain(JSON.parse(res.body).message);
    }
  }
  const after = await Promise.all([balance(t, creator.id), balance(t, fan.id), rows(bounties), rows(purchases)]);
  expect(after).toEqual(before);
}

describe('money fields take digits only', () => {
  it('POST /bounty/up-the-ante/{id} cc_amount', async () => {
    const id = await newBounty(t, creator);
    await refusesOddValues(
      (cc_amount) => post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount }),
      BOUNTY_MSG.anteZero,
    );
    expect((await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 0 })).json().message).toBe(
      BOUNTY_MSG.anteZero,
    );
    expect((await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 1.5 })).statusCode).toBe(400);
    const before = await balance(t, fan.id);
    expect((await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 250 })).statusCode).toBe(200);
    expect((await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: '250' })).statusCode).toBe(200);
    expect(await balance(t, fan.id)).toBe(before - 500);
  });

  it('POST /bounty starting_cc (multipart text)', async () => {
    const before = await Promise.all([balance(t, creator.id), rows(bounties)]);
    for (const starting_cc of ODD_TEXT) {
      const res = await createBountyRequest(t, creator.headers, { starting_cc });
      expect(res.statusCode, `${starting_cc}: ${res.body}`).toBe(400);
      expect(res.json().message, starting_cc).toBe(BOUNTY_MSG.rewardRequired);
    }
    expect(await Promise.all([balance(t, creator.id), rows(bounties)])).toEqual(before);
    expect((await createBountyRequest(t, creator.headers, { starting_cc: '500' })).statusCode).toBe(201);
  });

  it('POST /bounty/{id}/claim/{claimId}/extend duration (minutes at $1 each)', async () => {
    const id = await newBounty(t, creator);
    const claimId = await claim(t, id, fan);
    await refusesOddValues(
      (duration) => post(t, `/v1/bounty/${id}/claim/${claimId}/extend`, fan.headers, { duration }),
      BOUNTY_MSG.timeRequired,
      BOUNTY_MSG.extendTooLong,
    );
    expect((await post(t, `/v1/bounty/${id}/claim/${claimId}/extend`, fan.headers, { duration: '5' })).statusCode).toBe(
      200,
    );
  });

  it('POST /admin/bounty/daily and PATCH /admin/bounty/{id}: reward_cc and number_of_claims', async () => {
    const daily = (over: object) => ({
      title: 'Daily dance',
      category: ['Music'],
      rules: ['Dance'],
      reward_cc: 300,
      number_of_claims: 2,
      duration_start_time: new Date(t.clock.now().getTime() - HOUR).toISOString(),
      duration_end_time: new Date(t.clock.now().getTime() + 20 * HOUR).toISOString(),
      ...over,
    });
    await refusesOddValues(
      (reward_cc) => post(t, '/v1/admin/bounty/daily', admin.headers, daily({ reward_cc })),
      BOUNTY_MSG.rewardRequired,
      BOUNTY_MSG.rewardRequired,
      BOUNTY_MSG.rewardWhole,
    );
    await refusesOddValues(
      (number_of_claims) => post(t, '/v1/admin/bounty/daily', admin.headers, daily({ number_of_claims })),
      BOUNTY_MSG.claimsRange,
      BOUNTY_MSG.claimsRange,
    );
    const created = await post(
      t,
      '/v1/admin/bounty/daily',
      admin.headers,
      daily({ reward_cc: '300', number_of_claims: '2' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.bounty.id;
    await refusesOddValues(
      (reward_cc) =>
        t.app.inject({
          method: 'PATCH',
          url: `/v1/admin/bounty/${id}`,
          headers: admin.headers,
          payload: { reward_cc },
        }),
      BOUNTY_MSG.rewardRequired,
      BOUNTY_MSG.rewardRequired,
      BOUNTY_MSG.rewardWhole,
    );
  });

  it('POST /wallet/add-funds crowns', async () => {
    await refusesOddValues(
      (crowns) => post(t, '/v1/wallet/add-funds', fan.headers, { crowns }),
      WALLET_MSG.crownsRequired,
      WALLET_MSG.maximumPurchase,
      WALLET_MSG.crownsWhole,
    );
    expect((await post(t, '/v1/wallet/add-funds', fan.headers, { crowns: 600.5 })).json().message).toBe(
      WALLET_MSG.crownsWhole,
    );
    expect((await post(t, '/v1/wallet/add-funds', fan.headers, { crowns: '700' })).statusCode).toBe(200);
  });

  it('POST /admin/promo value', async () => {
    const before = await rows(promoCodes);
    await refusesOddValues(
      (value) => post(t, '/v1/admin/promo', admin.headers, { code: 'ODDVALUE', kind: 'credit', value }),
      'Enter a whole number of at least 1.',
      'Value is too large.',
    );
    expect(await rows(promoCodes)).toBe(before);
    expect(
      (await post(t, '/v1/admin/promo', admin.headers, { code: 'DIGITS', kind: 'credit', value: '250' })).statusCode,
    ).toBe(201);
  });
});
