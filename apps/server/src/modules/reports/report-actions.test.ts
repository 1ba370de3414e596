import { MSG, REPORT_MSG, REPORT_OUTCOME_NOTICE } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users } from '../../db/schema';
import { balance, expectLedgerSound, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, getBounty, newBounty } from '../bounties/bounty-test-helpers';
import { createChallengeFor, insertResponse } from '../challenges/challenge-test-helpers';
import { seedReportCategories } from './report-categories';

let t: TestContext;
let admin: Person;
let readOnly: Person;
let creator: Person;
let reporter: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  await seedReportCategories(t.deps.database.db);
  admin = await person(t, 0, { role: 'admin' });
  readOnly = await person(t, 0, { role: 'read_only_admin' });
  creator = await person(t, 10_000);
  reporter = await person(t);
});
afterAll(() => t.close());

/** Files a report and answers its id (as the admins' list shows it). */
async function fileReport(who: Person, model_name: string, model_id: number) {
  const res = await post(t, '/v1/report', who.headers, {
    category: 'Spam or scam',
    details: 'Bad',
    model_name,
    model_id,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = await listReports(admin, `status=open&type=${model_name}&limit=100`);
  return list.data.find(
    (r: { reporter: { id: number }; model_id: number }) => r.reporter.id === who.id && r.model_id === model_id,
  ).id as number;
}
const listReports = async (who: Person, query = '') => {
  const res = await t.app.inject({ url: `/v1/admin/reports?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().reports;
};
const act = (who: Person | null, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/admin/reports/${id}/act`, headers: who?.headers ?? {}, payload });
const dismiss = (who: Person | null, id: number, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/v1/admin/reports/${id}/dismiss`, headers: who?.headers ?? {}, payload });
const comment = async (who: Person, bountyId: number, content: string) =>
  (await post(t, '/v1/comment', who.headers, { content, module_type: 'bounty', module_id: bountyId })).json().comment
    .id as number;
const reporterNotices = (userId: number) =>
  t.deps.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, 'reportOutcome')));
const audits = (action: string, targetId: number) =>
  t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

describe('POST /admin/reports/{id}/act: hide_comment', () => {
  it('removes the comment for users, closes every open report of it and tells each reporter', async () => {
    const bountyId = await newBounty(t, creator);
    const commentId = await comment(creator, bountyId, 'You are all idiots');
    const second = await person(t);
    const id = await fileReport(reporter, 'comment', commentId);
    const otherId = await fileReport(second, 'comment', commentId);
    const open = (await listReports(admin, 'type=comment')).data.find((r: { id: number }) => r.id === id);
    expect(open).toMatchObject({
      status: 'open',
      target: { preview: 'You are all idiots', link: `/?bountyId=${bountyId}`, removed: false },
      decided_by: null,
      outcome: null,
    });

    const res = await act(admin, id, { action: 'hide_comment', reason: 'Insults' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      message: REPORT_MSG.actioned,
      data: {
        id,
        status: 'actioned',
        target: { preview: 'You are all idiots', link: null, removed: true },
        decided_by: { id: admin.id },
        outcome: { action: 'hide_comment', reason: 'Insults' },
      },
    });
    const listed = (await t.app.inject({ url: `/v1/comment/bounty/${bountyId}` })).json();
    expect(listed.comments.map((c: { id: number }) => c.id)).not.toContain(commentId);
    expect(listed.totalComments).toBe(0);

    const actioned = (await listReports(admin, 'status=actioned&type=comment')).data.map((r: { id: number }) => r.id);
    expect(actioned).toEqual(expect.arrayContaining([id, otherId]));
    for (const who of [reporter, second]) {
      const notices = await reporterNotices(who.id);
      expect(notices.at(-1)).toMatchObject(REPORT_OUTCOME_NOTICE.actioned);
    }
    const [hidden] = await audits('comment.hide', commentId);
    expect(hidden).toMatchObject({ actorId: admin.id, data: { content: 'You are all idiots', reason: 'Insults' } });
    expect(await audits('report.act', otherId)).toHaveLength(1);

    // Decided once: acting or dismissing again is a 409 and changes nothing.
    expect((await act(admin, id, { action: 'hide_comment', reason: 'Again' })).json()).toMatchObject({
      status: 409,
      message: REPORT_MSG.alreadyDecided,
    });
    expect((await dismiss(admin, otherId)).statusCode).toBe(409);
  });
});

describe('POST /admin/reports/{id}/act: two admins at once', () => {
  it('acting on two reports of one comment at the same time: one hides it, the other is told it is decided', async () => {
    const bountyId = await newBounty(t, creator);
    const commentId = await comment(creator, bountyId, 'Buy followers here');
    const other = await person(t, 0, { role: 'admin' });
    const first = await fileReport(reporter, 'comment', commentId);
    const second = await fileReport(await person(t), 'comment', commentId);
    const answers = await Promise.all([
      act(admin, first, { action: 'hide_comment', reason: 'Spam' }),
      act(other, second, { action: 'hide_comment', reason: 'Spam' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await audits('comment.hide', commentId)).toHaveLength(1);
    expect(await audits('report.act', first)).toHaveLength(1);
    expect(await audits('report.act', second)).toHaveLength(1);
  });
});

describe('POST /admin/reports/{id}/act: suspend_user', () => {
  it('suspends the user and ends their sessions; the report is actioned', async () => {
    const rude = await person(t);
    const id = await fileReport(reporter, 'user', rude.id);
    expect((await listReports(admin, 'type=user')).data.find((r: { id: number }) => r.id === id).target).toEqual({
      preview: `@${rude.user.scUsername}`,
      link: `/@${rude.user.scUsername}`,
      removed: false,
    });
    const res = await act(admin, id, { action: 'suspend_user', reason: 'Harassment in DMs' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'actioned', outcome: { action: 'suspend_user' } });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, rude.id));
    expect(row!.suspendedAt).not.toBeNull();
    const suspensions = await audits('user.suspend', rude.id);
    expect(suspensions).toHaveLength(1);
    // The drawer's "last suspension" and the audit log show why.
    expect(suspensions[0]!.data).toMatchObject({ reason: 'Harassment in DMs' });
    expect((await t.app.inject({ url: '/v1/users/me', headers: rude.headers })).statusCode).toBe(403);
  });

  it('refuses to suspend an admin and leaves the report open', async () => {
    const other = await person(t, 0, { role: 'admin' });
    const id = await fileReport(reporter, 'user', other.id);
    const res = await act(admin, id, { action: 'suspend_user', reason: 'Abuse' });
    expect(res.json()).toMatchObject({ status: 403, message: MSG.cannotSuspendAdmin });
    expect((await listReports(admin, 'type=user')).data.find((r: { id: number }) => r.id === id).status).toBe('open');
  });
});

describe('POST /admin/reports/{id}/act: fail_bounty', () => {
  it('fails the bounty and gives every contributor exactly what they put in', async () => {
    const backer = await person(t, 1_000);
    const claimer = await person(t);
    const creatorBefore = await balance(t, creator.id);
    const bountyId = await newBounty(t, creator, { starting_cc: '500' });
    expect((await post(t, `/v1/bounty/up-the-ante/${bountyId}`, backer.headers, { cc_amount: 300 })).statusCode).toBe(
      200,
    );
    await claim(t, bountyId, claimer);
    const id = await fileReport(reporter, 'bounty', bountyId);

    const res = await act(admin, id, { action: 'fail_bounty', reason: 'Scam bounty' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'actioned',
      outcome: { action: 'fail_bounty', reason: 'Scam bounty' },
    });
    expect(await getBounty(t, bountyId, creator.headers)).toMatchObject({ status: 'failed' });
    expect(await balance(t, creator.id)).toBe(creatorBefore);
    expect(await balance(t, backer.id)).toBe(1_000);
    const [audit] = await audits('bounty.fail', bountyId);
    expect(audit!.data).toMatchObject({ reason: 'Scam bounty', claims: [expect.any(Number)] });
    await expectLedgerSound(t);

    // A second report of the failed bounty can only be dismissed.
    const late = await fileReport(await person(t), 'bounty', bountyId);
    expect((await act(admin, late, { action: 'fail_bounty', reason: 'Again' })).json()).toMatchObject({
      status: 409,
      message: REPORT_MSG.bountyNotOpen,
    });
  });
});

describe('POST /admin/reports/{id}/act: bad input', () => {
  it('refuses an action that does not fit, a missing reason or action, and unknown reports', async () => {
    const bountyId = await newBounty(t, creator);
    const id = await fileReport(reporter, 'bounty', bountyId);
    const cases: [object, string][] = [
      [{ action: 'hide_comment', reason: 'x' }, REPORT_MSG.actionMismatch],
      [{ action: 'fail_bounty' }, REPORT_MSG.reasonRequired],
      [{ action: 'fail_bounty', reason: '   ' }, REPORT_MSG.reasonRequired],
      [{ action: 'fail_bounty', reason: 'x'.repeat(301) }, REPORT_MSG.reasonTooLong],
      [{ reason: 'x' }, REPORT_MSG.actionRequired],
      [{ action: 'ban', reason: 'x' }, REPORT_MSG.actionRequired],
    ];
    for (const [body, message] of cases) {
      const res = await act(admin, id, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await getBounty(t, bountyId, creator.headers)).status).not.toBe('failed');
    expect((await act(admin, 999_999, { action: 'fail_bounty', reason: 'x' })).json()).toMatchObject({
      status: 404,
      message: REPORT_MSG.notFound,
    });
    expect((await dismiss(admin, 0)).statusCode).toBe(400);
  });
});

describe('POST /admin/reports/{id}/dismiss', () => {
  it('closes the report without touching the thing; the reporter is told; the tabs follow', async () => {
    const bountyId = await newBounty(t, creator);
    const commentId = await comment(creator, bountyId, 'Fine comment');
    const id = await fileReport(reporter, 'comment', commentId);
    const before = (await reporterNotices(reporter.id)).length;
    const res = await dismiss(admin, id, { reason: 'Not abusive' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: REPORT_MSG.dismissed,
      data: { status: 'dismissed', outcome: { action: 'dismiss', reason: 'Not abusive' }, target: { removed: false } },
    });
    const notices = await reporterNotices(reporter.id);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject(REPORT_OUTCOME_NOTICE.dismissed);
    const listed = (await t.app.inject({ url: `/v1/comment/bounty/${bountyId}` })).json();
    expect(listed.comments.map((c: { id: number }) => c.id)).toContain(commentId);

    const ids = async (status: string) =>
      (await listReports(admin, `status=${status}&limit=100`)).data.map((r: { id: number }) => r.id);
    expect(await ids('dismissed')).toContain(id);
    expect(await ids('open')).not.toContain(id);
    expect(await ids('actioned')).not.toContain(id);
    // A reason is optional for a dismissal.
    const other = await fileReport(await person(t), 'comment', commentId);
    expect((await dismiss(admin, other)).json().data.outcome).toEqual({ action: 'dismiss', reason: null });
  });
});

describe('challenge responses', () => {
  it('shows the response and its challenge; no action fits, so it can only be dismissed', async () => {
    const challengeId = await createChallengeFor(t, creator.id);
    const responseId = await insertResponse(t, challengeId, creator.id);
    const id = await fileReport(reporter, 'challenge_response', responseId);
    const listed = (await listReports(admin, 'type=challenge_response')).data.find((r: { id: number }) => r.id === id);
    expect(listed.target).toEqual({ preview: 'My take', link: `/challenges/${challengeId}`, removed: false });
    for (const action of ['hide_comment', 'suspend_user', 'fail_bounty'])
      expect((await act(admin, id, { action, reason: 'x' })).json().message).toBe(REPORT_MSG.actionMismatch);
    expect((await dismiss(admin, id)).json().data.status).toBe('dismissed');
  });
});

describe('authorization', () => {
  it('lets read-only admins read but not decide; users and anonymous get nothing', async () => {
    const bountyId = await newBounty(t, creator);
    const id = await fileReport(reporter, 'bounty', bountyId);
    expect((await t.app.inject({ url: '/v1/admin/reports', headers: readOnly.headers })).statusCode).toBe(200);
    for (const [who, code] of [
      [null, 401],
      [reporter, 403],
      [readOnly, 403],
    ] as const) {
      expect((await act(who, id, { action: 'fail_bounty', reason: 'x' })).statusCode).toBe(code);
      expect((await dismiss(who, id)).statusCode).toBe(code);
    }
    expect((await t.app.inject({ url: '/v1/admin/reports', headers: reporter.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/admin/reports' })).statusCode).toBe(401);
    expect((await act(readOnly, id, { action: 'fail_bounty', reason: 'x' })).json().message).toBe(MSG.readOnlyAdmin);
    expect((await listReports(admin, 'type=bounty')).data.find((r: { id: number }) => r.id === id).status).toBe('open');
  });
});
