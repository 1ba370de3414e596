import { ADMIN_BOUNTY_MSG as M } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bountyClaims, notifications } from '../../db/schema';
import { escrowBalance } from '../../platform/ledger';
import { balance, expectLedgerSound, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, getBounty, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';

let t: TestContext;
let admin: Person;
let readonly: Person;
let creator: Person;
let backer: Person;
let claimer: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  admin = await person(t, 0, { role: 'admin' });
  readonly = await person(t, 0, { role: 'read_only_admin' });
  creator = await person(t, 10_000);
  backer = await person(t, 2_000);
  claimer = await person(t);
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const del = (id: number, who: Person = admin) =>
  t.app.inject({ method: 'DELETE', url: `/v1/admin/bounty/${id}`, headers: who.headers });
const patch = (id: number, payload: object, who: Person = admin) =>
  t.app.inject({ method: 'PATCH', url: `/v1/admin/bounty/${id}`, headers: who.headers, payload });
const audits = (action: string, id: number) =>
  t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
const refundNotes = (userId: number) =>
  t.deps.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, 'bountyRefund')));
const ante = async (id: number, who: Person, cc_amount: number) =>
  expect((await post(t, `/v1/bounty/up-the-ante/${id}`, who.headers, { cc_amount })).statusCode).toBe(200);

describe('DELETE /admin/bounty/{id} on a user bounty', () => {
  it('refunds every contributor in full, fails the open claim and hides the bounty, in one go', async () => {
    const [creatorBefore, backerBefore] = [await balance(t, creator.id), await balance(t, backer.id)];
    const id = await newBounty(t, creator, { title: 'Juggle', starting_cc: '1500' });
    await ante(id, backer, 700);
    await ante(id, creator, 200);
    const claimId = await claim(t, id, claimer);
    expect(await escrowBalance(t.deps.database.db, id)).toBe(2_400);
    expect([await balance(t, creator.id), await balance(t, backer.id)]).toEqual([
      creatorBefore - 1_700,
      backerBefore - 700,
    ]);

    expect((await del(id, readonly)).statusCode).toBe(403);
    expect((await del(id, creator)).statusCode).toBe(403);
    const res = await del(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.deleted,
      data: {
        refunded_cc: 2_400,
        refunds: expect.arrayContaining([
          { userId: creator.id, amount: 1_700 },
          { userId: backer.id, amount: 700 },
        ]),
      },
    });
    // No deletion fee: every crown comes back, the escrow is empty.
    expect([await balance(t, creator.id), await balance(t, backer.id)]).toEqual([creatorBefore, backerBefore]);
    expect(await escrowBalance(t.deps.database.db, id)).toBe(0);
    const [c] = await t.deps.database.db.select().from(bountyClaims).where(eq(bountyClaims.id, claimId));
    expect([c!.status, c!.failureReason, c!.reviewerId]).toEqual(['failed', 'deleted', admin.id]);
    expect((await t.app.inject({ url: `/v1/bounty/${id}` })).statusCode).toBe(404);
    const detail = await t.app.inject({ url: `/v1/admin/bounties/${id}`, headers: readonly.headers });
    expect(detail.json().data).toMatchObject({ bounty: { status: 'deleted', escrow: 0 }, totals: { refunds: 2_400 } });
    const [audit] = await audits('bounty.delete', id);
    expect(audit).toMatchObject({ actorId: admin.id, data: { claims: [claimId] } });
    expect((await refundNotes(backer.id)).map((n) => n.message)).toContain(
      '"Juggle" was removed by an admin; 700 crowns were returned to your wallet.',
    );
    // Deleted once: a second call finds nothing and moves nothing.
    expect((await del(id)).statusCode).toBe(404);
    expect(await balance(t, backer.id)).toBe(backerBefore);
  });

  it('refunds a bounty under review and leaves a paid-out one paid', async () => {
    const review = await newBounty(t, creator, { title: 'Review me', starting_cc: '800' });
    const claimId = await claim(t, review, claimer);
    await post(t, `/v1/bounty/${review}/claim/${claimId}/verify`, claimer.headers, verifyPayload);
    const before = await balance(t, creator.id);
    expect((await del(review)).json().data.refunded_cc).toBe(800);
    expect(await balance(t, creator.id)).toBe(before + 800);

    const paid = await newBounty(t, creator, { title: 'Paid', starting_cc: '1000' });
    const won = await claim(t, paid, claimer);
    await post(t, `/v1/bounty/${paid}/claim/${won}/verify`, claimer.headers, verifyPayload);
    await post(t, `/v1/admin/bounty/${paid}/review`, admin.headers, { claimId: won, decision: 'approve' });
    const [winnerBefore, creatorBefore] = [await balance(t, claimer.id), await balance(t, creator.id)];
    const res = await del(paid);
    expect(res.json(), res.body).toMatchObject({ data: { refunded_cc: 0, refunds: [] } });
    expect([await balance(t, claimer.id), await balance(t, creator.id)]).toEqual([winnerBefore, creatorBefore]);
    const [c] = await t.deps.database.db.select().from(bountyClaims).where(eq(bountyClaims.id, won));
    expect(c!.status).toBe('completed');
    expect((await del(999_999)).json().message).toBe(M.bountyNotFound);
  });
});

describe('PATCH /admin/bounty/{id} on a user bounty', () => {
  it('edits its text and requirements, never its money or times, and audits what it was', async () => {
    const id = await newBounty(t, creator, { title: 'Old title', starting_cc: '600' });
    const before = await balance(t, creator.id);
    expect((await patch(id, { title: 'Nope' }, readonly)).statusCode).toBe(403);
    const refused = await patch(id, { title: 'Richer', reward_cc: 5 });
    expect([refused.statusCode, refused.json().message]).toEqual([400, M.fixedTerms]);
    const res = await patch(id, { title: 'New title', rules: ['Be kind', ' '], category: ['music'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.updated);
    const bounty = await getBounty(t, id);
    expect(bounty).toMatchObject({ title: 'New title', category: ['Music'] });
    expect(bounty.requirements.map((r: { title: string }) => r.title)).toEqual(['Be kind']);
    expect(await balance(t, creator.id)).toBe(before);
    expect(await escrowBalance(t.deps.database.db, id)).toBe(600);
    const [audit] = await audits('bounty.update', id);
    expect(audit).toMatchObject({ actorId: admin.id, data: { before: { title: 'Old title' } } });
  });
});
