import { ADMIN_USER_MSG, MSG } from '@crowns/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { type Person, person, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, reloadUser } from '../../test/users';
import { mailsTo } from '../auth/testing';
import { claim, newBounty } from '../bounties/bounty-test-helpers';
import { seedReportCategories } from '../reports/report-categories';

let t: TestContext;
let admin: Person;
let readonly: Person;
let creator: Person;
let fan: Person;
let bountyId: number;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  await seedReportCategories(t.deps.database.db);
  admin = await person(t, 0, { role: 'admin' });
  readonly = await person(t, 0, { role: 'read_only_admin' });
  creator = await person(t, 10_000);
  fan = await person(t);
  bountyId = await newBounty(t, creator, { title: 'Juggle five eggs' });
  await claim(t, bountyId, fan);
  const [category] = (await t.app.inject({ url: '/v1/utils/report-category' })).json().data;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/report',
    headers: fan.headers,
    payload: { category: category.id, details: 'Fake bounty', model_name: 'bounty', model_id: bountyId },
  });
  expect(res.statusCode).toBeLessThan(300);
});
afterAll(() => t.close());

const as = (who: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const lastAudit = async (action: string) =>
  (
    await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('GET /admin/users/:id', () => {
  it('shows profile, wallet, bounties, claims, reports against them and live sessions', async () => {
    const res = await as(readonly, 'GET', `/admin/users/${creator.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ id: String(creator.id), role: 'user', suspended: false, deleted: false });
    expect(data.wallet).toEqual({ balance: 9_500, withdrawable: 0, cc_per_usd: 100 });
    expect(data.bounties.totalRecords).toBe(1);
    expect(data.bounties.recent[0]).toMatchObject({ id: String(bountyId), title: 'Juggle five eggs', amount: 500 });
    expect(data.reports).toMatchObject({ totalRecords: 1, open: 1 });
    expect(data.reports.recent[0]).toMatchObject({
      model: 'bounty',
      modelId: String(bountyId),
      details: 'Fake bounty',
    });
    expect(data.reports.recent[0].reporter.id).toBe(String(fan.id));
    expect(data.sessions).toHaveLength(1);
    expect(data.lastSuspension).toBeNull();

    const fanDetail = (await as(admin, 'GET', `/admin/users/${fan.id}`)).json().data;
    expect(fanDetail.claims.totalRecords).toBe(1);
    expect(fanDetail.claims.recent[0]).toMatchObject({ bountyId: String(bountyId), bountyTitle: 'Juggle five eggs' });
    expect(fanDetail.reports.totalRecords).toBe(0);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await as(admin, 'GET', '/admin/users/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.userNotFound);
  });

  it('pages the ledger history of the wallet, newest first', async () => {
    const res = await as(readonly, 'GET', `/admin/users/${creator.id}/ledger?page=1&limit=1`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ currentPage: 1, totalPages: 2, totalRecords: 2 });
    const second = (await as(readonly, 'GET', `/admin/users/${creator.id}/ledger?page=2&limit=1`)).json().data;
    expect([data.data[0].amount, second.data[0].amount].sort()).toEqual([-500, 10_000].sort());
  });
});

describe('suspension with a reason', () => {
  it('keeps the reason in the audit log and shows it in the detail', async () => {
    const res = await as(admin, 'POST', `/admin/users/${fan.id}/suspend`, { reason: 'Spamming reports' });
    expect(res.statusCode).toBe(200);
    expect((await lastAudit('user.suspend'))?.data).toMatchObject({ reason: 'Spamming reports' });
    const detail = (await as(admin, 'GET', `/admin/users/${fan.id}`)).json().data;
    expect(detail.lastSuspension).toMatchObject({ reason: 'Spamming reports', active: true });
    expect(detail.lastSuspension.by.id).toBe(String(admin.id));
    const long = await as(admin, 'POST', `/admin/users/${fan.id}/unsuspend`, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(ADMIN_USER_MSG.reasonTooLong);
    expect(
      (await as(admin, 'POST', `/admin/users/${fan.id}/unsuspend`, { reason: 'Appeal accepted' })).statusCode,
    ).toBe(200);
    expect((await lastAudit('user.unsuspend'))?.data).toMatchObject({ reason: 'Appeal accepted' });
  });
});

describe('role changes', () => {
  it('lets an admin change a role, audited, and ends the sessions of the account', async () => {
    const target = await person(t);
    const res = await as(admin, 'POST', `/admin/users/${target.id}/role`, { role: 'read_only_admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ADMIN_USER_MSG.roleChanged, user: { role: 'read_only_admin' } });
    expect((await reloadUser(t.deps, target.id))?.role).toBe('read_only_admin');
    expect((await lastAudit('user.role'))?.data).toMatchObject({ from: 'user', to: 'read_only_admin' });
    // The old session is over: the next sign-in follows the new role.
    expect((await t.app.inject({ url: '/v1/wallet', headers: target.headers })).statusCode).toBe(401);
  });

  it('refuses a role change on oneself, by a read-only admin and with an unknown role', async () => {
    const self = await as(admin, 'POST', `/admin/users/${admin.id}/role`, { role: 'user' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(ADMIN_USER_MSG.cannotChangeOwnRole);
    const ro = await as(readonly, 'POST', `/admin/users/${creator.id}/role`, { role: 'admin' });
    expect(ro.statusCode).toBe(403);
    expect(ro.json().message).toBe(MSG.readOnlyAdmin);
    expect((await as(admin, 'POST', `/admin/users/${creator.id}/role`, { role: 'owner' })).statusCode).toBe(400);
    expect((await reloadUser(t.deps, creator.id))?.role).toBe('user');
  });
});

describe('sessions', () => {
  it('ends one session of a user and leaves the others', async () => {
    const target = await person(t);
    const second = await authHeaders(t.deps, target.user);
    const { sessions } = (await as(admin, 'GET', `/admin/users/${target.id}`)).json().data;
    expect(sessions).toHaveLength(2);
    const ro = await as(readonly, 'DELETE', `/admin/users/${target.id}/sessions/${sessions[0].id}`);
    expect(ro.statusCode).toBe(403);

    const res = await as(admin, 'DELETE', `/admin/users/${target.id}/sessions/${sessions[0].id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADMIN_USER_MSG.sessionEnded);
    const codes = [
      (await t.app.inject({ url: '/v1/wallet', headers: target.headers })).statusCode,
      (await t.app.inject({ url: '/v1/wallet', headers: second })).statusCode,
    ].sort();
    expect(codes).toEqual([200, 401]);
    expect((await as(admin, 'GET', `/admin/users/${target.id}`)).json().data.sessions).toHaveLength(1);
    const again = await as(admin, 'DELETE', `/admin/users/${target.id}/sessions/${sessions[0].id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ADMIN_USER_MSG.sessionNotFound);
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.session_end'), eq(auditLog.targetId, String(target.id))));
    expect(audit).toHaveLength(1);
  });
});

describe('resend verification', () => {
  it('mails an unverified account a new link, and refuses a verified one', async () => {
    const pending = await createUser(t.deps, { verified: false });
    const res = await as(admin, 'POST', `/admin/users/${pending.id}/resend-verification`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.verificationSent);
    expect(await mailsTo(t, pending.email)).toHaveLength(1);
    expect((await lastAudit('user.resend_verification'))?.targetId).toBe(String(pending.id));

    const done = await as(admin, 'POST', `/admin/users/${creator.id}/resend-verification`);
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(MSG.alreadyVerified);
    expect((await as(readonly, 'POST', `/admin/users/${pending.id}/resend-verification`)).statusCode).toBe(403);
  });
});
