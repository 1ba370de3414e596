import { RT_EVENTS } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { collect, connectClient, listenOnFreePort, nextEvent, sleep } from '../../platform/realtime/test-client';
import { type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';
import { respondedChallenge } from '../challenges/challenge-response-test-helpers';
import { readyWinner, withdraw } from '../payouts/payouts-test-helpers';
import { seedReportCategories } from '../reports/report-categories';

let t: TestContext;
let url: string;
let admin: Person;
let readonly: Person;
let creator: Person;
let fan: Person;
const sockets: Socket[] = [];
const connect = async (who?: Person) => {
  const s = await connectClient(url, who?.headers ?? {});
  sockets.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  await seedReportCategories(t.deps.database.db);
  admin = await person(t, 0, { role: 'admin' });
  readonly = await person(t, 0, { role: 'read_only_admin' });
  creator = await person(t, 10_000);
  fan = await person(t);
  url = await listenOnFreePort(t.app);
});
afterAll(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t.close();
});

/** POST /report as the fan, with the first report category. */
async function fileReport(model_name: string, model_id: number, details: string) {
  const [category] = (await t.app.inject({ url: '/v1/utils/report-category' })).json().data;
  const res = await post(t, '/v1/report', fan.headers, { category: category.id, details, model_name, model_id });
  expect(res.statusCode).toBeLessThan(300);
}

describe('the private admin channel', () => {
  it('tells admins and read-only admins about a new submission and its review, and nobody else', async () => {
    const [adminSocket, roSocket, userSocket, anonSocket] = await Promise.all([
      connect(admin),
      connect(readonly),
      connect(fan),
      connect(),
    ]);
    const leaks = [...[userSocket, anonSocket].map((s) => collect(s, RT_EVENTS.adminReviewQueue))];
    const id = await newBounty(t, creator);
    const claimId = await claim(t, id, fan);
    const toAdmin = nextEvent(adminSocket, RT_EVENTS.adminReviewQueue);
    const toReadOnly = nextEvent(roSocket, RT_EVENTS.adminReviewQueue);
    const submitted = await post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, fan.headers, verifyPayload);
    expect(submitted.statusCode).toBe(200);
    expect(await toAdmin).toEqual({ bountyId: id, claimId });
    expect(await toReadOnly).toEqual({ bountyId: id, claimId });

    const reviewed = nextEvent(roSocket, RT_EVENTS.adminReviewQueue);
    await post(t, `/v1/admin/bounty/${id}/review`, admin.headers, { claimId, decision: 'approve' });
    expect(await reviewed).toEqual({ bountyId: id, claimId });
    await sleep(100);
    expect(leaks).toEqual([[], []]);
  });

  it('tells admins about a new report', async () => {
    const adminSocket = await connect(admin);
    const userSocket = await connect(creator);
    const leaked = collect(userSocket, RT_EVENTS.adminReport);
    const id = await newBounty(t, creator);
    const filed = nextEvent<{ reportId: number }>(adminSocket, RT_EVENTS.adminReport);
    await fileReport('bounty', id, 'Fake prize');
    expect((await filed).reportId).toEqual(expect.any(Number));
    await sleep(100);
    expect(leaked).toEqual([]);
  });
});

describe('the private admin channel: withdrawals and challenge responses', () => {
  it('tells admins about a withdrawal waiting for review, and nobody else', async () => {
    const adminSocket = await connect(admin);
    const { user, method, headers } = await readyWinner(t, 60_000);
    const ownerSocket = await connect({ user, id: user.id, headers });
    const leaked = collect(ownerSocket, RT_EVENTS.adminWithdrawal);
    const told = nextEvent<{ withdrawalId: number; status: string }>(adminSocket, RT_EVENTS.adminWithdrawal);
    // $509.60 after the fee: large enough to wait for an admin review.
    const res = await withdraw(t, headers, { crowns: 52_000, paymentMethodId: method.id });
    expect(res.statusCode).toBeLessThan(300);
    expect(await told).toEqual({ withdrawalId: res.json().data.id, status: 'review' });
    await sleep(100);
    expect(leaked).toEqual([]);
  });

  it('tells admins about a report on a challenge response', async () => {
    const adminSocket = await connect(admin);
    const { responseId } = await respondedChallenge(t, creator);
    const filed = nextEvent<{ reportId: number }>(adminSocket, RT_EVENTS.adminReport);
    await fileReport('challenge_response', responseId, 'Stolen clip');
    const [stored] = await t.deps.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.modelName, 'challenge_response'), eq(reports.modelId, responseId)));
    expect((await filed).reportId).toBe(stored!.id);
  });
});
