import { AUDIT_MSG } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createTestApp, type TestContext } from '../../test/setup';
import { buyCrowns, signedIn } from './wallet-test-helpers';

let t: TestContext;
let adminHeaders: Record<string, string>;
const suffix = `${process.pid.toString(36)}${Date.now().toString(36)}`.toUpperCase();
const CREDIT = `GIFT${suffix}`;
const BONUS = `PLUS${suffix}`;
let creditId: number;
let bonusId: number;

const createPromo = async (payload: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/v1/admin/promo', headers: adminHeaders, payload })).json().data
    .id as number;
const apply = (headers: Record<string, string>, code: string) =>
  t.app.inject({ method: 'POST', url: '/v1/wallet/apply-promo', headers, payload: { code } });
const redemptions = (id: number, query = '', headers = adminHeaders) =>
  t.app.inject({ url: `/v1/admin/promo/${id}/redemptions${query}`, headers });

/** Every promo credit booked into wallets, straight from the ledger entries, per code. */
async function ledgerPromoCrowns(code: string) {
  const rows = await rowsOf<{ crowns: string | number | null }>(
    t.deps.database.db,
    sql`select sum(e.amount) as crowns from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id and e.amount > 0
        where t.type in ('promo_credit', 'promo_bonus') and t.memo = ${`Promo code ${code}`}`,
  );
  return Number(rows[0]?.crowns ?? 0);
}

let ana: Awaited<ReturnType<typeof signedIn>>;
let ben: Awaited<ReturnType<typeof signedIn>>;
let cat: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = (await signedIn(t, { role: 'admin' })).headers;
  creditId = await createPromo({ code: CREDIT, kind: 'credit', value: 250 });
  bonusId = await createPromo({ code: BONUS, kind: 'bonus_percent', value: 15 });
  [ana, ben, cat] = [await signedIn(t), await signedIn(t), await signedIn(t)];
  await apply(ana.headers, CREDIT);
  t.clock.advance(1000);
  await apply(ben.headers, CREDIT);
  await apply(ben.headers, BONUS);
  t.clock.advance(1000);
  await apply(cat.headers, BONUS);
  t.clock.advance(1000);
  await buyCrowns(t, ben.headers, 1000);
});
afterAll(() => t.close());

describe('GET /v1/admin/promo/{id}/redemptions', () => {
  it('lists who redeemed a credit code, newest first, with the crowns the ledger gave them', async () => {
    const res = await redemptions(creditId);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 2 });
    expect(page.data).toMatchObject([
      { user: { id: String(ben.user.id), sc_username: ben.user.scUsername }, status: 'credited', crownsGranted: 250 },
      { user: { id: String(ana.user.id), sc_username: ana.user.scUsername }, status: 'credited', crownsGranted: 250 },
    ]);
    expect(page.data[0].appliedAt).toBeNull();
  });

  it('shows a bonus as pending with nothing granted until the purchase pays it', async () => {
    const page = (await redemptions(bonusId)).json().data;
    expect(page.data).toMatchObject([
      { user: { id: String(cat.user.id) }, status: 'pending', crownsGranted: 0, appliedAt: null },
      { user: { id: String(ben.user.id) }, status: 'applied', crownsGranted: 150 },
    ]);
    expect(page.data[1].appliedAt).not.toBeNull();
  });

  it('pages the redemptions', async () => {
    const first = (await redemptions(creditId, '?page=1&limit=1')).json().data;
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalRecords: 2 });
    expect(first.data[0].user.id).toBe(String(ben.user.id));
    const second = (await redemptions(creditId, '?page=2&limit=1')).json().data;
    expect(second.data[0].user.id).toBe(String(ana.user.id));
  });

  it('answers 404 for an unknown code', async () => {
    const res = await redemptions(999_999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AUDIT_MSG.promoNotFound);
  });

  it('lets a read-only admin read; answers 401 to visitors and 403 to users', async () => {
    const readOnly = await signedIn(t, { role: 'read_only_admin' });
    expect((await redemptions(creditId, '', readOnly.headers)).statusCode).toBe(200);
    expect((await redemptions(creditId, '', {})).statusCode).toBe(401);
    expect((await redemptions(creditId, '', ana.headers)).statusCode).toBe(403);
  });
});

describe('GET /v1/admin/promo totals', () => {
  it('gives each code its redemptions and the crowns it granted, equal to the ledger', async () => {
    const list = (await t.app.inject({ url: '/v1/admin/promo?limit=100', headers: adminHeaders })).json().data.data;
    const byCode = (code: string) => list.find((p: { code: string }) => p.code === code);
    expect(byCode(CREDIT)).toMatchObject({ redemptions: 2, crownsGranted: 500 });
    expect(byCode(BONUS)).toMatchObject({ redemptions: 2, crownsGranted: 150 });
    expect(byCode(CREDIT).crownsGranted).toBe(await ledgerPromoCrowns(CREDIT));
    expect(byCode(BONUS).crownsGranted).toBe(await ledgerPromoCrowns(BONUS));
  });

  it('shows zero for a code nobody used', async () => {
    const unused = `NONE${suffix}`;
    await createPromo({ code: unused, kind: 'credit', value: 5 });
    const list = (await t.app.inject({ url: '/v1/admin/promo?limit=100', headers: adminHeaders })).json().data.data;
    expect(list.find((p: { code: string }) => p.code === unused)).toMatchObject({ redemptions: 0, crownsGranted: 0 });
  });
});
