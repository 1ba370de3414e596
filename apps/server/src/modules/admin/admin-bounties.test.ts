import { ADMIN_BOUNTY_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';

let t: TestContext;
let admin: Person;
let readonly: Person;
let creator: Person;
let backer: Person;
let winner: Person;
let paidId: number;
let openId: number;
let targetedId: number;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  admin = await person(t, 0, { role: 'admin' });
  readonly = await person(t, 0, { role: 'read_only_admin' });
  creator = await person(t, 10_000);
  backer = await person(t, 1_000);
  winner = await person(t);
  // 500 from the creator and 300 from a backer, won and approved: 720 to the winner, 80 fee.
  paidId = await newBounty(t, creator, { title: 'Juggle five eggs' });
  expect((await post(t, `/v1/bounty/up-the-ante/${paidId}`, backer.headers, { cc_amount: 300 })).statusCode).toBe(200);
  const claimId = await claim(t, paidId, winner);
  await post(t, `/v1/bounty/${paidId}/claim/${claimId}/verify`, winner.headers, verifyPayload);
  const review = await post(t, `/v1/admin/bounty/${paidId}/review`, admin.headers, { claimId, decision: 'approve' });
  expect(review.statusCode).toBe(200);
  await advance(t, 2 * 24 * HOUR);
  openId = await newBounty(t, creator, { title: 'Sing the anthem', starting_cc: '2000' });
  targetedId = await newBounty(t, creator, { title: 'Dance for me', target_user: String(winner.id) });
});
afterAll(async () => {
  await expectLedgerSound(t);
  await t.close();
});

const list = async (query: string, who: Person = readonly) => {
  const res = await t.app.inject({ url: `/v1/admin/bounties?${query}`, headers: who.headers });
  return res;
};
const ids = async (query: string) => (await list(query)).json().bounty.data.map((b: { id: string }) => Number(b.id));

describe('GET /admin/bounties', () => {
  it('lists user bounties newest first with creator, target, amount and escrow', async () => {
    const res = await list('page=1&limit=20');
    expect(res.statusCode).toBe(200);
    const { bounty } = res.json();
    expect(bounty).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 3 });
    expect(bounty.data.map((b: { id: string }) => Number(b.id))).toEqual([targetedId, openId, paidId]);
    expect(bounty.data[0]).toMatchObject({
      title: 'Dance for me',
      status: 'active',
      creator: { id: String(creator.id) },
      target: { id: String(winner.id) },
      escrow: 500,
    });
    expect(bounty.data[2]).toMatchObject({ status: 'completed', amount: 800, escrow: 0 });
  });

  it('filters by status, title, creator, target, creation date and amount', async () => {
    expect(await ids('status=completed')).toEqual([paidId]);
    expect(await ids('status=deleted')).toEqual([]);
    expect(await ids('search=ANTHEM')).toEqual([openId]);
    expect(await ids(`creator=${creator.user.scUsername.toUpperCase()}`)).toEqual([targetedId, openId, paidId]);
    expect(await ids(`creator=${winner.id}`)).toEqual([]);
    expect(await ids(`target=${winner.user.scUsername}`)).toEqual([targetedId]);
    expect(await ids('min=1000')).toEqual([openId]);
    expect(await ids('min=600&max=900')).toEqual([paidId]);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}`)).toEqual([targetedId, openId]);
    expect(await ids(`to=${new Date(t.clock.now().getTime() - 24 * HOUR).toISOString().slice(0, 10)}`)).toEqual([
      paidId,
    ]);
  });

  it('refuses bad filters with their messages', async () => {
    const range = await list('from=2026-02-02&to=2026-02-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe(ADMIN_BOUNTY_MSG.invalidDateRange);
    expect((await list('min=10&max=5')).json().message).toBe(ADMIN_BOUNTY_MSG.invalidAmountRange);
    expect((await list('from=yesterday')).json().message).toBe(ADMIN_BOUNTY_MSG.invalidDate);
    expect((await list('min=abc')).json().message).toBe(ADMIN_BOUNTY_MSG.invalidAmount);
    expect((await list('status=lost')).statusCode).toBe(400);
  });
});

describe('GET /admin/bounties/:id', () => {
  it('shows the escrow trail: who put what in, where it went, with totals that balance', async () => {
    const res = await t.app.inject({ url: `/v1/admin/bounties/${paidId}`, headers: readonly.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.bounty).toMatchObject({ id: String(paidId), status: 'completed', escrow: 0 });
    expect(data.claims).toHaveLength(1);
    expect(data.claims[0]).toMatchObject({ user: { id: String(winner.id) }, status: 'completed' });
    type Move = { type: string; amount: number; counterparty: { kind: string; user: { id: string } | null } };
    const moves = data.trail.map((m: Move) => [m.type, m.amount, m.counterparty.kind, m.counterparty.user?.id ?? null]);
    expect(moves.slice(0, 2)).toEqual([
      ['bounty_create', 500, 'user_wallet', String(creator.id)],
      ['bounty_ante', 300, 'user_wallet', String(backer.id)],
    ]);
    expect(moves.slice(2)).toHaveLength(2);
    expect(moves.slice(2)).toEqual(
      expect.arrayContaining([
        ['bounty_payout', -720, 'user_wallet', String(winner.id)],
        ['bounty_payout', -80, 'platform_revenue', null],
      ]),
    );
    expect(data.totals).toEqual({ in: 800, payouts: 720, fees: 80, refunds: 0, other: 0 });
  });

  it('answers 404 for an unknown bounty', async () => {
    const res = await t.app.inject({ url: '/v1/admin/bounties/999999', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADMIN_BOUNTY_MSG.bountyNotFound);
  });
});
