import { BOUNTY_MSG as M } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { advance, balance, expectLedgerSound, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, verifyPayload } from './bounty-test-helpers';

let t: TestContext;
let admin: Person;
let users: Person[];
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  admin = await person(t, 0, { role: 'admin' });
  users = [await person(t), await person(t), await person(t)];
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const dailyBody = (over: object = {}) => ({
  title: 'Daily dance',
  description: 'Dance for 10 seconds',
  category: ['Music'],
  rules: ['Dance', ' '],
  reward_cc: 300,
  number_of_claims: 2,
  duration_start_time: new Date(t.clock.now().getTime() - HOUR).toISOString(),
  duration_end_time: new Date(t.clock.now().getTime() + 20 * HOUR).toISOString(),
  ...over,
});

async function createDaily(over: object = {}) {
  const res = await post(t, '/v1/admin/bounty/daily', admin.headers, dailyBody(over));
  expect(res.statusCode).toBe(201);
  return res.json().data.bounty.id as number;
}

describe('daily bounties', () => {
  it('admin creates one; anyone may claim until the limit; approval pays the reward from the platform', async () => {
    const id = await createDaily();
    const list = (await t.app.inject({ url: '/v1/bounty/daily', headers: users[0]!.headers })).json();
    const item = list.data.find((b: { id: number }) => b.id === id);
    expect(item).toMatchObject({
      bounty_type: 'daily',
      number_of_claims: 2,
      claimCount: 0,
      claimsRemaining: 2,
      status: 'active',
    });
    expect(item.custom_rules).toEqual(['Dance']);

    const c1 = await claim(t, id, users[0]!);
    await claim(t, id, users[1]!);
    expect((await post(t, `/v1/bounty/${id}/claim`, users[2]!.headers)).json().message).toBe(M.claimLimit);

    await post(t, `/v1/bounty/${id}/claim/${c1}/verify`, users[0]!.headers, verifyPayload);
    const subs = (await t.app.inject({ url: `/v1/bounty/${id}/claim` })).json().submissions;
    expect(subs).toEqual([expect.objectContaining({ id: c1, model_id: id, submit_link: verifyPayload.clip_url })]);

    const res = await post(t, `/v1/admin/bounty/${id}/review`, admin.headers, { claimId: c1, decision: 'approve' });
    expect(res.json()).toMatchObject({ message: M.approved, data: { paid_cc: 300, fee_cc: 0 } });
    expect(await balance(t, users[0]!.id)).toBe(300);
  });

  it('refuses claims before the start and after the end', async () => {
    const future = await createDaily({
      duration_start_time: new Date(t.clock.now().getTime() + HOUR).toISOString(),
      duration_end_time: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
    });
    expect((await post(t, `/v1/bounty/${future}/claim`, users[2]!.headers)).json().message).toBe(M.notStarted);
    await advance(t, 3 * HOUR);
    expect((await post(t, `/v1/bounty/${future}/claim`, users[2]!.headers)).json().message).toBe(M.noLongerActive);
  });

  it('admin edits and deletes (audited); users cannot; read-only admins cannot write', async () => {
    const id = await createDaily();
    const readOnly = await person(t, 0, { role: 'read_only_admin' });
    const patch = (who: Person, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/v1/admin/bounty/${id}`, headers: who.headers, payload });
    expect((await patch(users[0]!, { title: 'x' })).statusCode).toBe(403);
    expect((await patch(readOnly, { title: 'x' })).statusCode).toBe(403);
    const res = await patch(admin, { title: 'Daily sing', number_of_claims: 5 });
    expect(res.json()).toMatchObject({
      message: M.dailyUpdated,
      data: { bounty: { title: 'Daily sing', number_of_claims: 5, description: 'Dance for 10 seconds' } },
    });
    const all = (await t.app.inject({ url: '/v1/admin/bounty/daily', headers: readOnly.headers })).json().data;
    expect(all.some((b: { id: number; title: string }) => b.id === id && b.title === 'Daily sing')).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/admin/bounty/${id}`, headers: admin.headers });
    expect(del.json()).toMatchObject({ status: 200, message: M.dailyDeleted });
    expect((await t.app.inject({ url: `/v1/bounty/${id}` })).statusCode).toBe(404);
    const actions = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'bounty.daily.create',
      'bounty.daily.delete',
      'bounty.daily.update',
    ]);
  });

  it('refuses to delete while a submission waits for review, then deletes once it is reviewed', async () => {
    const id = await createDaily();
    const claimId = await claim(t, id, users[2]!);
    await post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, users[2]!.headers, verifyPayload);
    const remove = () => t.app.inject({ method: 'DELETE', url: `/v1/admin/bounty/${id}`, headers: admin.headers });
    const refused = await remove();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.dailyHasSubmissions);
    expect((await t.app.inject({ url: `/v1/bounty/${id}` })).statusCode).toBe(200);
    await post(t, `/v1/admin/bounty/${id}/review`, admin.headers, { claimId, decision: 'fail', reason: 'No dance' });
    expect((await remove()).json()).toMatchObject({ status: 200, message: M.dailyDeleted });
  });

  it('validates the admin body', async () => {
    const bad = async (over: object, message: string) => {
      const res = await post(t, '/v1/admin/bounty/daily', admin.headers, dailyBody(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad({ title: '' }, M.titleRequired);
    await bad({ rules: [' '] }, M.requirementRequired);
    await bad({ category: [] }, M.categoryRequired);
    await bad({ category: ['Knitting'] }, M.unknownCategory);
    await bad({ duration_end_time: new Date(t.clock.now().getTime() - 2 * HOUR).toISOString() }, M.durationRange);
  });
});
