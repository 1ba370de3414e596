import { BOUNTY_MSG, MSG, SOCIAL_MSG } from '@crowns/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { type Person, person, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { newBounty } from '../bounties/bounty-test-helpers';
import { REPORT_CATEGORY_SEED, seedReportCategories } from './report-categories';

let t: TestContext;
let creator: Person;
let fan: Person;
let bountyId: number;
let categories: { id: number; name: string }[];
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  await seedReportCategories(t.deps.database.db);
  await seedReportCategories(t.deps.database.db);
  creator = await person(t, 10_000);
  fan = await person(t);
  bountyId = await newBounty(t, creator);
  categories = (await t.app.inject({ url: '/v1/utils/report-category' })).json().data;
});
afterAll(() => t.close());

const report = (who: Person | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/report', headers: who?.headers ?? {}, payload });
const stored = async () => (await t.deps.database.db.select({ n: count() }).from(reports))[0]!.n;
const valid = () => ({
  category: categories[1]!.id,
  details: 'Looks like a scam',
  model_name: 'bounty',
  model_id: bountyId,
});

describe('GET /utils/report-category', () => {
  it('lists the seeded issue reasons in order, once each', () => {
    expect(categories.map((c) => c.name)).toEqual([...REPORT_CATEGORY_SEED]);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: 'Inappropriate content' });
  });
});

describe('POST /report', () => {
  it("stores a report and answers 'Reported'; the admins see it", async () => {
    const res = await report(fan, valid());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Reported' });
    expect(await stored()).toBe(1);
    const admin = await person(t, 0, { role: 'admin' });
    const listed = (await t.app.inject({ url: '/v1/admin/reports', headers: admin.headers })).json().reports;
    expect(listed).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 1 });
    expect(listed.data[0]).toMatchObject({
      reporter: { id: fan.id, sc_username: fan.user.scUsername },
      category: { name: categories[1]!.name },
      model_name: 'bounty',
      model_id: bountyId,
      details: 'Looks like a scam',
      status: 'open',
    });
  });

  it('takes one report per user per thing: ten identical reports give one Reported and nine 409s', async () => {
    const reporter = await person(t);
    const before = await stored();
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await report(reporter, valid()));
    expect(answers.map((r) => r.statusCode)).toEqual([200, ...Array(9).fill(409)]);
    expect(answers[1]!.json()).toMatchObject({ status: 409, message: SOCIAL_MSG.alreadyReported });
    // Another reason or other details are still the same report of the same thing.
    const reworded = await report(reporter, { ...valid(), category: 'harassment', details: 'Actually harassment' });
    expect(reworded.statusCode).toBe(409);
    expect(await stored()).toBe(before + 1);
    // Another thing, or another reporter, is a new report.
    expect((await report(reporter, { ...valid(), model_name: 'user', model_id: creator.id })).statusCode).toBe(200);
    expect(await stored()).toBe(before + 2);
  });

  it('reports users and comments too', async () => {
    expect((await report(fan, { ...valid(), model_name: 'user', model_id: creator.id })).statusCode).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/comment',
      headers: creator.headers,
      payload: { content: 'rude', module_type: 'bounty', module_id: bountyId },
    });
    const commentId = posted.json().comment.id;
    expect((await report(fan, { ...valid(), model_name: 'comment', model_id: commentId })).statusCode).toBe(200);
  });

  it("refuses bad input with the spec's messages and stores nothing", async () => {
    const before = await stored();
    const cases: [object, string][] = [
      [{ ...valid(), category: undefined }, 'Please select an issue'],
      [{ ...valid(), category: '' }, 'Please select an issue'],
      [{ ...valid(), category: 'Not a reason' }, 'Please select an issue'],
      [{ ...valid(), category: 999_999 }, 'Please select an issue'],
      [{ ...valid(), details: '' }, "Details can't be empty"],
      [{ ...valid(), details: '   ' }, "Details can't be empty"],
      [{ ...valid(), details: 'x'.repeat(151) }, 'Details must be at most 150 characters.'],
      [{ ...valid(), model_name: 'wallet' }, SOCIAL_MSG.reportModel],
    ];
    for (const [body, message] of cases) {
      const res = await report(fan, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await stored()).toBe(before);
    // 150 characters are fine.
    const exact = { ...valid(), details: 'x'.repeat(150), model_id: fan.id, model_name: 'user' };
    expect((await report(creator, exact)).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('answers 404 for things that do not exist and 401 anonymous', async () => {
    const missing: [object, string][] = [
      [{ ...valid(), model_id: 999_999 }, BOUNTY_MSG.notFound],
      [{ ...valid(), model_name: 'user', model_id: 999_999 }, MSG.userNotFound],
      [{ ...valid(), model_name: 'comment', model_id: 999_999 }, SOCIAL_MSG.commentNotFound],
      [{ ...valid(), model_name: 'challenge_response', model_id: 1 }, SOCIAL_MSG.challengeResponseNotFound],
    ];
    for (const [body, message] of missing) {
      const res = await report(fan, body);
      expect(res.statusCode, message).toBe(404);
      expect(res.json().message).toBe(message);
    }
    expect((await report(null, valid())).statusCode).toBe(401);
  });
});

describe('GET /admin/reports', () => {
  it('is for admins and read-only admins only', async () => {
    const readOnly = await person(t, 0, { role: 'read_only_admin' });
    expect((await t.app.inject({ url: '/v1/admin/reports', headers: readOnly.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/admin/reports', headers: fan.headers })).statusCode).toBe(403);
  });
});
