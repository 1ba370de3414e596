import { CHALLENGE_MSG as M, ROOMS, RT_EVENTS } from '@crowns/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { notifications } from '../../db/schema';
import { advance, type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { HOUR, outbox, respondedChallenge, upvote, voteCounters, voter } from './challenge-response-test-helpers';

let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = await createTestApp();
  creator = await person(t);
});
afterAll(() => t.close());

const setup = () => respondedChallenge(t, creator);

const counters = (responseId: number) => voteCounters(t, responseId);
const voteRows = (responseId: number) =>
  rowsOf<{ counted: boolean; n: number }>(
    t.deps.database.db,
    sql`select counted, count(*)::int as n from challenge_response_upvotes where response_id = ${responseId}
        group by counted`,
  );
const upvoters = (responseId: number, query = '') =>
  t.app.inject({ url: `/v1/challenge/response/upvote/${responseId}/list${query}` }).then((r) => r.json());

describe('GET|POST /challenge/response/upvote/{id}', () => {
  it('toggles a counted upvote on and off (POST and GET), with the counts', async () => {
    const { responseId } = await setup();
    const fan = await voter(t);
    const on = await upvote(t, fan, responseId);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      status: 200,
      message: M.upvoted,
      active: true,
      count: 1,
      counted: true,
      upvotes: 1,
      pending_upvotes: 0,
    });
    const off = await upvote(t, fan, responseId, 'GET');
    expect(off.json()).toEqual({
      status: 200,
      message: M.upvoteRemoved,
      active: false,
      count: 0,
      counted: true,
      upvotes: 0,
      pending_upvotes: 0,
    });
    expect(await counters(responseId)).toEqual({ upvotes: 0, pending: 0 });
    expect(await voteRows(responseId)).toEqual([]);
  });

  it('a young account votes but its vote is pending (counted=false) and stays so once the account is old', async () => {
    const { challengeId, responseId } = await setup();
    const young = await voter(t, { young: true });
    const res = await upvote(t, young, responseId);
    expect(res.json()).toEqual({
      status: 200,
      message: M.youngVote,
      active: true,
      count: 1,
      counted: false,
      upvotes: 0,
      pending_upvotes: 1,
    });
    const list = await upvoters(responseId);
    expect(list.userList.data).toEqual([
      {
        id: young.id,
        sc_username: young.user.scUsername,
        image_url: null,
        counted: false,
        voted_at: t.clock.now().toISOString(),
      },
    ]);
    const page = (await t.app.inject({ url: `/v1/challenge/response/${challengeId}`, headers: young.headers })).json()
      .response;
    expect(page.data[0]).toMatchObject({ upvotes: 0, pending_upvotes: 1, isUpvoted: true, myVoteCounted: false });

    // `counted` is fixed when cast: the old vote stays pending; removed and cast again after 24 h, it counts.
    await advance(t, 24 * HOUR - 30 * 60_000);
    expect(await counters(responseId)).toEqual({ upvotes: 0, pending: 1 });
    expect((await upvote(t, young, responseId)).json()).toMatchObject({ active: false, pending_upvotes: 0 });
    expect((await upvote(t, young, responseId)).json()).toMatchObject({
      message: M.upvoted,
      active: true,
      counted: true,
      upvotes: 1,
      pending_upvotes: 0,
    });
  });

  it('refuses a vote on your own response (403), an unverified account (403), an unknown response (404)', async () => {
    const { author, responseId } = await setup();
    const own = await upvote(t, author, responseId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownResponseVote);
    const unverified = await voter(t, { verified: false });
    const refused = await upvote(t, unverified, responseId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.verifyToVote);
    const unknown = await upvote(t, await voter(t), 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.responseNotFound);
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/challenge/response/upvote/${responseId}` })).statusCode,
    ).toBe(401);
    expect(await voteRows(responseId)).toEqual([]);
  });

  it('closes voting at the end of the challenge (400)', async () => {
    const { responseId } = await setup();
    const fan = await voter(t);
    await upvote(t, fan, responseId);
    await advance(t, 25 * HOUR);
    const late = await upvote(t, fan, responseId);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.voteClosed);
    expect(await counters(responseId)).toEqual({ upvotes: 1, pending: 0 });
  });

  it('100 concurrent toggles by 50 users (counted and pending) leave counts equal to the rows', async () => {
    const { responseId } = await setup();
    const fans = await Promise.all(Array.from({ length: 50 }, (_, i) => voter(t, { young: i % 5 === 0 })));
    // Each user toggles twice, all at once: every toggle flips the row.
    const toggles = [...fans, ...fans.slice(0, 17), ...fans.slice(17, 50)];
    const results = await Promise.all(toggles.map((f) => upvote(t, f, responseId)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await voteRows(responseId);
    const c = await counters(responseId);
    expect(c.upvotes).toBe(rows.find((r) => r.counted)?.n ?? 0);
    expect(c.pending).toBe(rows.find((r) => !r.counted)?.n ?? 0);
    // Every user toggled exactly twice: nobody's vote is left.
    expect(c).toEqual({ upvotes: 0, pending: 0 });
    const more = await Promise.all(fans.map((f) => upvote(t, f, responseId)));
    expect(more.every((r) => r.json().active)).toBe(true);
    expect(await counters(responseId)).toEqual({ upvotes: 40, pending: 10 });
  });

  it('events: new counts to the challenge room; an added vote to the owner, one unseen notification per response', async () => {
    const { challengeId, author, responseId } = await setup();
    const [a, b, c] = [await voter(t), await voter(t), await voter(t)];
    await upvote(t, a, responseId);
    await upvote(t, b, responseId);
    await upvote(t, b, responseId); // removed: counts go out, nobody is told
    const counts = (await outbox(t, RT_EVENTS.challengeResUpvoted)).slice(-3);
    expect(counts.map((e) => e.rooms)).toEqual(Array(3).fill([ROOMS.challenge(challengeId)]));
    expect(counts.map((e) => e.payload)).toEqual([
      { challengeId, responseId, upvotes: 1, pending_upvotes: 0 },
      { challengeId, responseId, upvotes: 2, pending_upvotes: 0 },
      { challengeId, responseId, upvotes: 1, pending_upvotes: 0 },
    ]);
    const toOwner = (await outbox(t, RT_EVENTS.responseUpvoted)).filter((e) =>
      e.rooms.includes(ROOMS.privateUser(author.id)),
    );
    expect(toOwner.map((e) => (e.payload.user as { id: number }).id)).toEqual([a.id, b.id]);

    const mine = () =>
      t.deps.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, author.id), eq(notifications.notificationType, 'responseUpvoted')));
    const [one] = await mine();
    expect(await mine()).toHaveLength(1);
    expect(one).toMatchObject({
      category: 'challenges',
      parentId: responseId,
      message: `@${b.user.scUsername} and 1 other upvoted your response "My take 1".`,
      data: { role: 'creator', user: { id: b.id }, challenge: { id: challengeId }, response: { id: responseId } },
    });
    // Once seen, the next upvote makes a new one.
    await t.app.inject({
      method: 'POST',
      url: '/v1/notification/seen',
      headers: author.headers,
      payload: { id: one!.id },
    });
    await upvote(t, c, responseId);
    const after = await mine();
    expect(after).toHaveLength(2);
    expect(after.find((n) => n.id !== one!.id)!.message).toBe(
      `@${c.user.scUsername} and 1 other upvoted your response "My take 1".`,
    );
  });
});

describe('GET /challenge/response/upvote/{id}/list', () => {
  it('pages the upvoters newest first (10 a page) and searches by name', async () => {
    const { responseId } = await setup();
    const fans: Person[] = [];
    for (let i = 0; i < 12; i += 1) {
      const f = await voter(t);
      fans.push(f);
      await upvote(t, f, responseId);
      t.clock.advance(1000);
    }
    const first = (await upvoters(responseId)).userList;
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalRecords: 12 });
    expect(first.data.map((u: { id: number }) => u.id)).toEqual(
      fans
        .slice(2)
        .reverse()
        .map((f) => f.id),
    );
    const second = (await upvoters(responseId, '?page=2')).userList;
    expect(second.data.map((u: { id: number }) => u.id)).toEqual([fans[1]!.id, fans[0]!.id]);
    const found = (await upvoters(responseId, `?search=${fans[4]!.user.scUsername}`)).userList;
    expect(found).toMatchObject({ totalRecords: 1, data: [{ id: fans[4]!.id, counted: true }] });
    const unknown = await t.app.inject({ url: '/v1/challenge/response/upvote/999999/list' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.responseNotFound);
  });
});
