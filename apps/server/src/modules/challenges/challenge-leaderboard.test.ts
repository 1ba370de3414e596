import { CHALLENGE_MSG as M, MSG } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changed } from '../../db/committed-changes';
import { challengeResponses, challenges } from '../../db/schema';
import { type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { liveChallenge, respond, upvote, voter } from './challenge-response-test-helpers';

let t: TestContext;
let creator: Person;
let challengeId: number;
/** Authors in response order (a: first … e: last). */
let authors: Person[];
let ids: number[];
let fans: Person[];

const get = (url: string, who?: Person) => t.app.inject({ url, headers: who?.headers ?? {} }).then((r) => r.json());
const idsOf = (page: { data: { id: number }[] }) => page.data.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  creator = await person(t);
  challengeId = await liveChallenge(t, creator);
  authors = [];
  ids = [];
  for (let i = 0; i < 5; i += 1) {
    const a = await person(t);
    authors.push(a);
    ids.push(await respond(t, a, challengeId, i + 1));
    t.clock.advance(60_000);
  }
  fans = await Promise.all([1, 2, 3].map(() => voter(t)));
  const young = await voter(t, { young: true });
  // Counted votes: c 3, b 1, d 1 (tie with b: b responded first), a 0 (+1 pending), e 0.
  for (const f of fans) await upvote(t, f, ids[2]!);
  await upvote(t, fans[0]!, ids[3]!);
  await upvote(t, fans[1]!, ids[1]!);
  await upvote(t, young, ids[0]!);
  await t.deps.database.db.update(challengeResponses).set({ views: 7 }).where(eq(challengeResponses.id, ids[4]!));
});
afterAll(() => t.close());

describe('GET /challenge/{id}/leader-board', () => {
  it('ranks by counted upvotes, ties to the earliest response; pending votes do not rank', async () => {
    const res = await get(`/v1/challenge/${challengeId}/leader-board`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 5 });
    const expected = [ids[2], ids[1], ids[3], ids[0], ids[4]];
    expect(idsOf(res.data)).toEqual(expected);
    expect(res.data.data.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(res.data.data[3]).toMatchObject({ upvotes: 0, pending_upvotes: 1 });
  });

  it('pages 10 by default; the rank on page N is its place (offset + position), also with a search', async () => {
    const page2 = await get(`/v1/challenge/${challengeId}/leader-board?limit=2&page=2`);
    expect(page2.data).toMatchObject({ currentPage: 2, totalPages: 3, totalRecords: 5 });
    expect(page2.data.data.map((r: { id: number; rank: number }) => [r.id, r.rank])).toEqual([
      [ids[3], 3],
      [ids[0], 4],
    ]);
    const byName = await get(`/v1/challenge/${challengeId}/leader-board?search=${authors[3]!.user.scUsername}`);
    expect(byName.data.data.map((r: { id: number; rank: number }) => [r.id, r.rank])).toEqual([[ids[3], 3]]);
    const byTitle = await get(`/v1/challenge/${challengeId}/leader-board?search=take%205`);
    expect(byTitle.data.data.map((r: { id: number; rank: number }) => [r.id, r.rank])).toEqual([[ids[4], 5]]);
    expect((await get(`/v1/challenge/${challengeId}/leader-board?search=%25`)).data.totalRecords).toBe(0);
  });

  it('pages a search in ranking order, with a trigram term (3+ characters) and a shorter one', async () => {
    for (const term of ['take', 'ta']) {
      const res = await get(`/v1/challenge/${challengeId}/leader-board?search=${term}&limit=2&page=2`);
      expect(res.data).toMatchObject({ currentPage: 2, totalPages: 3, totalRecords: 5 });
      expect(res.data.data.map((r: { id: number; rank: number }) => [r.id, r.rank])).toEqual([
        [ids[3], 3],
        [ids[0], 4],
      ]);
    }
    const past = await get(`/v1/challenge/${challengeId}/leader-board?search=take&page=9`);
    expect(past.data).toMatchObject({ data: [], currentPage: 9, totalRecords: 5 });
    expect((await get(`/v1/challenge/999999/leader-board?search=take`)).message).toBe(M.notFound);
  });

  it('shows the viewer their votes and marks the winner; 404 for an unknown challenge', async () => {
    const mine = await get(`/v1/challenge/${challengeId}/leader-board`, fans[0]);
    expect(mine.data.data.filter((r: { isUpvoted: boolean }) => r.isUpvoted).map((r: { id: number }) => r.id)).toEqual([
      ids[2],
      ids[3],
    ]);
    expect(mine.data.data[0]).toMatchObject({ myVoteCounted: true, isWinner: false });
    await t.deps.database.db
      .update(challenges)
      .set({ winnerResponseId: ids[2]! })
      .where(eq(challenges.id, challengeId));
    changed(t.deps.database.db, ['challenges']); // as the settlement's events do, so shared pages refresh
    const after = await get(`/v1/challenge/${challengeId}/leader-board`);
    expect(after.data.data.map((r: { isWinner: boolean }) => r.isWinner)).toEqual([true, false, false, false, false]);
    await t.deps.database.db
      .update(challenges)
      .set({ winnerResponseId: sql`null` })
      .where(eq(challenges.id, challengeId));
    changed(t.deps.database.db, ['challenges']);
    const unknown = await t.app.inject({ url: '/v1/challenge/999999/leader-board' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
  });
});

describe('GET /challenge/response/{id}, /all, /profile/{id}', () => {
  it('lists a challenge’s responses by upvotes (default), recent or views, each with its rank', async () => {
    const byVotes = await get(`/v1/challenge/response/${challengeId}`);
    expect(byVotes.status).toBe(200);
    expect(byVotes.response).toMatchObject({ currentPage: 1, totalPages: 1, totalRecords: 5 });
    expect(idsOf(byVotes.response)).toEqual([ids[2], ids[1], ids[3], ids[0], ids[4]]);
    const recent = await get(`/v1/challenge/response/${challengeId}?sortBy=recent`);
    expect(idsOf(recent.response)).toEqual([...ids].reverse());
    expect(recent.response.data.map((r: { rank: number }) => r.rank)).toEqual([5, 3, 1, 2, 4]);
    const views = await get(`/v1/challenge/response/${challengeId}?sortBy=views&limit=1`);
    expect(views.response).toMatchObject({ totalPages: 5, data: [{ id: ids[4], views: 7, rank: 5 }] });
    const oldest = await get(`/v1/challenge/response/${challengeId}?sortBy=recent&sortOrder=asc&limit=2&page=2`);
    expect(idsOf(oldest.response)).toEqual([ids[2], ids[3]]);
    expect((await t.app.inject({ url: '/v1/challenge/response/999999' })).statusCode).toBe(404);
  });

  it('lists recent responses across challenges and one user’s responses', async () => {
    const other = await liveChallenge(t, creator);
    const extra = await respond(t, authors[0]!, other, 9);
    const all = await get('/v1/challenge/response/all?limit=3');
    expect(all.response).toMatchObject({ currentPage: 1, totalRecords: 6, totalPages: 2 });
    expect(idsOf(all.response)).toEqual([extra, ids[4], ids[3]]);
    expect(all.response.data.map((r: { rank: number }) => r.rank)).toEqual([1, 5, 3]);
    const profile = await get(`/v1/challenge/response/profile/${authors[0]!.id}`, fans[0]);
    expect(idsOf(profile.response)).toEqual([extra, ids[0]]);
    expect(profile.response.data[1]).toMatchObject({ challenge_id: challengeId, pending_upvotes: 1, rank: 4 });
    const nobody = await t.app.inject({ url: '/v1/challenge/response/profile/999999' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(MSG.userNotFound);
  });

  it('reads one response with its rank and the viewer’s vote; 404 for an unknown one', async () => {
    const one = await get(`/v1/challenge/response/detail/${ids[2]}`, fans[0]);
    expect(one).toMatchObject({ status: 200, response: { id: ids[2], rank: 1, upvotes: 3, isUpvoted: true } });
    const anonymous = await get(`/v1/challenge/response/detail/${ids[0]}`);
    expect(anonymous.response).toMatchObject({ id: ids[0], rank: 4, pending_upvotes: 1, isUpvoted: false });
    for (const [id, status] of [
      ['999999', 404],
      ['abc', 400],
    ]) {
      const missing = await t.app.inject({ url: `/v1/challenge/response/detail/${id}` });
      expect([missing.statusCode, missing.json().message]).toEqual([status, M.responseNotFound]);
    }
  });
});
