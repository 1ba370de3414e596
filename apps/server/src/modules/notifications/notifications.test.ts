import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advance, HOUR, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { sweepDue } from '..';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';
import { NOTIFICATION_NOT_FOUND } from './notifications.service';

let t: TestContext;
let creator: Person;
let streamer: Person;
let fan: Person;

beforeEach(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 10_000);
  streamer = await person(t, 5_000);
  fan = await person(t, 1_000);
});
afterEach(() => t.close());

type Item = {
  id: number;
  notification_type: string;
  category: string;
  seen: boolean;
  data: { role: string; flag: string | null; bounty: { id: number } };
};
const list = async (who: Person, filter = 'all') => {
  const res = await t.app.inject({ url: `/v1/notification?filter=${filter}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { status: number; msg: Item[]; unseenCount: number };
};
const kinds = async (who: Person) =>
  (await list(who)).msg
    .map((n) => `${n.notification_type}:${n.data.role}${n.data.flag ? `:${n.data.flag}` : ''}`)
    .sort();
const seen = (who: Person, body: string, type = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/notification/seen',
    headers: { ...who.headers, 'content-type': type },
    payload: body,
  });

describe('GET /notification and POST /notification/seen', () => {
  it('lists mine under msg, newest first, filters by category and marks seen with a form body', async () => {
    const first = await newBounty(t, creator);
    const second = await newBounty(t, creator);
    await claim(t, first, fan);
    await claim(t, second, streamer);

    const all = await list(creator);
    expect(all.status).toBe(200);
    expect(all.msg.map((n) => [n.notification_type, n.data.bounty.id])).toEqual([
      ['bountyClaimed', second],
      ['bountyClaimed', first],
    ]);
    expect(all.unseenCount).toBe(2);
    expect((await list(creator, 'bounties')).msg).toHaveLength(2);
    expect((await list(creator, 'challenges')).msg).toEqual([]);
    expect((await list(fan)).msg).toEqual([]);

    const target = all.msg[1]!;
    const res = await seen(creator, `id=${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200 });
    const after = await list(creator);
    expect(after.unseenCount).toBe(1);
    expect(after.msg.find((n) => n.id === target.id)?.seen).toBe(true);

    expect((await seen(creator, JSON.stringify({ id: all.msg[0]!.id }), 'application/json')).statusCode).toBe(200);
    expect((await list(creator)).unseenCount).toBe(0);
  });

  it('cannot mark another user’s notification, nor read without signing in', async () => {
    const id = await newBounty(t, creator);
    await claim(t, id, fan);
    const [mine] = (await list(creator)).msg;
    const res = await seen(fan, `id=${mine!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NOTIFICATION_NOT_FOUND);
    expect((await list(creator)).msg[0]!.seen).toBe(false);
    expect((await t.app.inject({ url: '/v1/notification' })).statusCode).toBe(401);
    expect((await seen(creator, 'id=abc')).statusCode).toBe(400);
  });
});

describe('who gets what', () => {
  it('target, creator, claimer, contributors and the winner along a completed bounty', async () => {
    const admin = await person(t, 0, { role: 'admin' });
    const id = await newBounty(t, creator, { target_user: String(streamer.id) });
    expect(await kinds(streamer)).toEqual(['bountyCreated:targetUser']);

    const claimId = await claim(t, id, streamer);
    expect(await kinds(creator)).toEqual(['bountyClaimed:creator']);

    expect((await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 100 })).statusCode).toBe(200);
    expect(await kinds(creator)).toEqual(['bountyClaimed:creator', 'bountyUpped:creator']);
    expect(await kinds(streamer)).toEqual(['bountyCreated:targetUser', 'bountyUpped:claimer']);

    const claimUrl = `/v1/bounty/${id}/claim/${claimId}`;
    expect((await post(t, `${claimUrl}/extend`, streamer.headers, { duration: 5 })).statusCode).toBe(200);
    expect(await kinds(creator)).toContain('bountyClaimedExtended:creator');

    expect((await post(t, `${claimUrl}/verify`, streamer.headers, verifyPayload)).statusCode).toBe(200);
    const approve = { claimId, decision: 'approve' };
    expect((await post(t, `/v1/admin/bounty/${id}/review`, admin.headers, approve)).statusCode).toBe(200);

    expect(await kinds(streamer)).toEqual([
      'bountyCreated:targetUser',
      'bountyResult:claimer:completed',
      'bountyUpped:claimer',
      'bountyWinner:claimer:completed',
    ]);
    expect(await kinds(creator)).toEqual([
      'bountyClaimed:creator',
      'bountyClaimedExtended:creator',
      'bountyResult:creator:completed',
      'bountyUpped:creator',
    ]);
    expect(await kinds(fan)).toEqual(['bountyResult:contributor:completed']);
  });

  it('a quit bounty: the result to claimer, creator and contributors, a refund to each contributor', async () => {
    const id = await newBounty(t, creator);
    await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 100 });
    const claimId = await claim(t, id, streamer);
    expect((await post(t, `/v1/bounty/${id}/claim/${claimId}/quit`, streamer.headers)).statusCode).toBe(200);

    expect(await kinds(streamer)).toEqual(['bountyResult:claimer:failed']);
    expect(await kinds(creator)).toEqual([
      'bountyClaimed:creator',
      'bountyRefund:creator',
      'bountyResult:creator:failed',
      'bountyUpped:creator',
    ]);
    expect(await kinds(fan)).toEqual(['bountyRefund:contributor', 'bountyResult:contributor:failed']);
  });
});

describe('the sweeper', () => {
  it('an unclaimed bounty: the result to the creator and contributors, refunds to each', async () => {
    const id = await newBounty(t, creator);
    await post(t, `/v1/bounty/up-the-ante/${id}`, fan.headers, { cc_amount: 100 });
    await advance(t, 25 * HOUR);
    expect(await sweepDue(t.deps)).toMatchObject({ unclaimed: 1 });
    expect(await kinds(creator)).toEqual([
      'bountyRefund:creator',
      'bountyResult:creator:failed',
      'bountyUpped:creator',
    ]);
    expect(await kinds(fan)).toEqual(['bountyRefund:contributor', 'bountyResult:contributor:failed']);
  });
});
