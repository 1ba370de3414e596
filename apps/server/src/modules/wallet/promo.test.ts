import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, promoCodes } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { buyCrowns, signedIn, walletBalance } from './wallet-test-helpers';

let t: TestContext;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = (await signedIn(t, { role: 'admin' })).headers;
});
afterAll(() => t.close());

const createPromo = (payload: Record<string, unknown>, headers = adminHeaders) =>
  t.app.inject({ method: 'POST', url: '/v1/admin/promo', headers, payload });
const apply = (headers: Record<string, string>, code: string) =>
  t.app.inject({ method: 'POST', url: '/v1/wallet/apply-promo', headers, payload: { code } });

describe('admin promo codes', () => {
  it('creates a code (audited), lists it, refuses duplicates, read-only admins and users', async () => {
    const res = await createPromo({ code: 'WELCOME10', kind: 'credit', value: 1000, maxRedemptions: 100 });
    expect(res.statusCode).toBe(201);
    const promo = res.json().data;
    expect(promo).toMatchObject({ code: 'WELCOME10', kind: 'credit', value: 1000, redeemedCount: 0, active: true });
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promo.create'), eq(auditLog.targetId, String(promo.id))));
    expect(audit).toHaveLength(1);
    expect((await createPromo({ code: 'welcome10', kind: 'credit', value: 5 })).json().message).toBe(
      'A promo code with this code already exists.',
    );
    const list = await t.app.inject({ url: '/v1/admin/promo', headers: adminHeaders });
    expect(list.json().data.data.map((p: { code: string }) => p.code)).toContain('WELCOME10');
    const readOnly = await signedIn(t, { role: 'read_only_admin' });
    expect((await createPromo({ code: 'RO1', kind: 'credit', value: 5 }, readOnly.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/admin/promo', headers: readOnly.headers })).statusCode).toBe(200);
    const user = await signedIn(t);
    expect((await createPromo({ code: 'USER1', kind: 'credit', value: 5 }, user.headers)).statusCode).toBe(403);
    expect((await createPromo({ code: 'BIG', kind: 'bonus_percent', value: 150 })).json().message).toBe(
      'A bonus percent must be between 1 and 100.',
    );
  });
});

describe('POST /v1/wallet/apply-promo', () => {
  it('credits a credit code now, case-insensitively, once per user', async () => {
    await createPromo({ code: 'FREE500', kind: 'credit', value: 500 });
    const { headers } = await signedIn(t);
    const res = await apply(headers, '  free500 ');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Promo code applied. 500 crowns were added to your wallet.');
    expect(res.json().data).toMatchObject({ code: 'FREE500', creditedCrowns: 500, balance: 500 });
    expect(await walletBalance(t, headers)).toBe(500);
    const again = await apply(headers, 'FREE500');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already used this promo code.');
    expect(await walletBalance(t, headers)).toBe(500);
    const history = await t.app.inject({ url: '/v1/wallet/transaction?filter=promo', headers });
    expect(history.json().data.data[0]).toMatchObject({
      kind: 'promo',
      amount: 500,
      counterpart: 'Promo code FREE500',
    });
  });

  it('gives clear messages for unknown, inactive, expired and used-up codes', async () => {
    const { headers } = await signedIn(t);
    expect((await apply(headers, 'NOPE')).json().message).toBe('Invalid promo code.');
    await createPromo({ code: 'OFF1', kind: 'credit', value: 5, active: false });
    expect((await apply(headers, 'OFF1')).json().message).toBe('Invalid promo code.');
    await createPromo({
      code: 'OLD1',
      kind: 'credit',
      value: 5,
      expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    t.clock.advance(120_000);
    expect((await apply(headers, 'OLD1')).json().message).toBe('This promo code has expired.');
    await createPromo({ code: 'ONE1', kind: 'credit', value: 5, maxRedemptions: 1 });
    expect((await apply(headers, 'ONE1')).statusCode).toBe(200);
    const other = await signedIn(t);
    expect((await apply(other.headers, 'ONE1')).json().message).toBe(
      'This promo code has reached its redemption limit.',
    );
    expect((await apply(other.headers, '')).json().message).toBe('Enter a promo code.');
    expect(await walletBalance(t, other.headers)).toBe(0);
  });

  it('never exceeds max redemptions under concurrent use', async () => {
    await createPromo({ code: 'RUSH', kind: 'credit', value: 10, maxRedemptions: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => signedIn(t)));
    const results = await Promise.all(people.map((p) => apply(p.headers, 'RUSH')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const [row] = await t.deps.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'RUSH'));
    expect(row!.redeemedCount).toBe(3);
  });

  it('stores a bonus code for the next purchase and pays the bonus with it, once', async () => {
    await createPromo({ code: 'BONUS20', kind: 'bonus_percent', value: 20 });
    await createPromo({ code: 'BONUS30', kind: 'bonus_percent', value: 30 });
    const { headers } = await signedIn(t);
    const res = await apply(headers, 'bonus20');
    expect(res.json().message).toBe('Promo code applied. You get 20% extra crowns on your next purchase.');
    expect((await apply(headers, 'BONUS30')).json().message).toBe(
      'You already have a promo bonus waiting for your next purchase.',
    );
    const state = await t.app.inject({ url: '/v1/wallet/apply-promo', headers });
    expect(state.json().data).toEqual({ pendingBonus: { code: 'BONUS20', percent: 20 } });
    const { purchaseId } = await buyCrowns(t, headers, 1000);
    expect(await walletBalance(t, headers)).toBe(1200);
    const purchase = await t.app.inject({ url: `/v1/wallet/purchase/${purchaseId}`, headers });
    expect(purchase.json().data.bonusCrowns).toBe(200);
    expect((await t.app.inject({ url: '/v1/wallet/apply-promo', headers })).json().data).toEqual({
      pendingBonus: null,
    });
    await buyCrowns(t, headers, 1000);
    expect(await walletBalance(t, headers)).toBe(2200);
  });
});
