import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bountyEscrow, EXTERNAL_CASH, payoutEscrow, transfer, wallet } from '../../platform/ledger';
import { createTestApp, type TestContext } from '../../test/setup';
import { writeConfig } from '../config/config.repo';
import { getWalletBalance } from './wallet-balance';
import { signedIn } from './wallet-test-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/wallet', () => {
  it('answers the balance in crowns (also ccAmount / clash_coin) and dollars, and what of it can be withdrawn', async () => {
    const { user, headers } = await signedIn(t);
    const empty = await t.app.inject({ url: '/v1/wallet', headers });
    expect(empty.json()).toEqual({
      status: 200,
      data: { balance: 0, ccAmount: 0, clash_coin: 0, usd: 0, cc_per_usd: 100, withdrawable: 0, withdrawableUsd: 0 },
    });
    await transfer(t.deps.database.db, { from: EXTERNAL_CASH, to: wallet(user.id), amount: 1234, type: 'purchase' });
    const res = await t.app.inject({ url: '/v1/wallet', headers });
    expect(res.json().data).toEqual({
      balance: 1234,
      ccAmount: 1234,
      clash_coin: 1234,
      usd: 12.34,
      cc_per_usd: 100,
      withdrawable: 0,
      withdrawableUsd: 0,
    });
    expect(await getWalletBalance(t.deps.database.db, user.id)).toBe(1234);
    expect((await t.app.inject({ url: '/v1/wallet' })).statusCode).toBe(401);
  });
});

describe('GET /v1/wallet/transaction', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    const me = await signedIn(t);
    headers = me.headers;
    const db = t.deps.database.db;
    const at = (iso: string) => new Date(iso);
    const id = me.user.id;
    await transfer(db, {
      from: EXTERNAL_CASH,
      to: wallet(id),
      amount: 5000,
      type: 'purchase',
      memo: 'Card purchase',
      at: at('2026-01-05T12:00:00Z'),
    });
    await transfer(db, {
      from: wallet(id),
      to: bountyEscrow(77),
      amount: 1000,
      type: 'bounty_create',
      ref: { type: 'bounty', id: 77 },
      memo: 'Eat a lemon',
      at: at('2026-01-06T12:00:00Z'),
    });
    await transfer(db, {
      from: wallet(id),
      to: bountyEscrow(78),
      amount: 300,
      type: 'bounty_ante',
      memo: 'Sing',
      at: at('2026-01-07T02:00:00Z'),
    });
    await db.transaction((tx) =>
      payoutEscrow(tx, bountyEscrow(78), {
        type: 'bounty_payout',
        winnerUserId: id,
        feePercent: 10,
        memo: 'Sing',
        at: at('2026-01-08T12:00:00Z'),
      }),
    );
  });

  const list = (query: string) => t.app.inject({ url: `/v1/wallet/transaction${query}`, headers });

  it('lists newest first with kind, signed crowns and dollars, counterpart and time', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 4 });
    expect(
      body.data.map((r: { kind: string; amount: number; usd: number; counterpart: string }) => [
        r.kind,
        r.amount,
        r.usd,
        r.counterpart,
      ]),
    ).toEqual([
      ['payout', 270, 2.7, 'Sing'],
      ['bounty', -300, -3, 'Sing'],
      ['bounty', -1000, -10, 'Eat a lemon'],
      ['purchase', 5000, 50, 'Card purchase'],
    ]);
    expect(body.data.map((r: { status: unknown }) => r.status)).toEqual([null, null, null, null]);
    expect(body.data[2]).toMatchObject({
      type: 'bounty_create',
      ref_type: 'bounty',
      ref_id: '77',
      createdAt: '2026-01-06T12:00:00.000Z',
    });
  });

  it('counts the won crowns as withdrawable (purchased ones are spent first)', async () => {
    const data = (await t.app.inject({ url: '/v1/wallet', headers })).json().data;
    expect(data).toMatchObject({ balance: 3970, withdrawable: 270, withdrawableUsd: 2.7 });
  });

  it('filters by kind and paginates', async () => {
    expect((await list('?filter=bounty')).json().data.totalRecords).toBe(2);
    expect((await list('?filter=purchase')).json().data.data[0].amount).toBe(5000);
    expect((await list('?filter=refund')).json().data.data).toEqual([]);
    const page2 = (await list('?limit=3&page=2')).json().data;
    expect(page2).toMatchObject({ currentPage: 2, totalPages: 2, totalRecords: 4 });
    expect(page2.data).toHaveLength(1);
    const bad = await list('?filter=gifts');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid filter.');
  });

  it('filters by a date range in the user time zone', async () => {
    expect((await list('?date=2026-01-06,2026-01-07')).json().data.totalRecords).toBe(2);
    // 02:00 UTC on 7 January is still 6 January in New York
    const ny = await t.app.inject({
      url: '/v1/wallet/transaction?date=2026-01-06',
      headers: { ...headers, timeZone: 'America/New_York' },
    });
    expect(ny.json().data.data.map((r: { amount: number }) => r.amount)).toEqual([-300, -1000]);
    expect((await list('?from=2026-01-08')).json().data.totalRecords).toBe(1);
    const bad = await list('?date=2026-01-09,2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid date range. Use YYYY-MM-DD,YYYY-MM-DD.');
    expect((await list('?date=2026-02-30')).statusCode).toBe(400);
  });

  it('uses cc_per_usd for the dollar column', async () => {
    await writeConfig(t.deps.database.db, 'cc_per_usd', 1000);
    const res = await list('?filter=purchase');
    await writeConfig(t.deps.database.db, 'cc_per_usd', 100);
    expect(res.json().data.data[0].usd).toBe(5);
  });

  it('answers an empty page for a user without a wallet yet', async () => {
    const other = await signedIn(t);
    const res = await t.app.inject({ url: '/v1/wallet/transaction', headers: other.headers });
    expect(res.json().data).toEqual({ data: [], currentPage: 1, totalPages: 0, totalRecords: 0 });
  });
});
