import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeResponses } from '../../db/schema';
import { type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { liveChallenge, respond, upvote, voter } from './challenge-response-test-helpers';

/** The public response lists are shared pages (decision 021): long-lived here, so only a committed change refreshes them. */
let t: TestContext;
let challengeId: number;
let ids: number[];
let fan: Person;
let other: Person;
beforeAll(async () => {
  t = await createTestApp({}, { PAGE_CACHE_TTL_MS: '60000', SEARCH_CACHE_TTL_MS: '60000' });
  challengeId = await liveChallenge(t, await person(t));
  ids = [await respond(t, await person(t), challengeId, 1), await respond(t, await person(t), challengeId, 2)];
  fan = await voter(t);
  other = await voter(t);
});
afterAll(() => t.close());

type Row = { id: number; title: string; upvotes: number; isUpvoted: boolean; myVoteCounted: boolean | null };
const rows = async (url: string, field: 'data' | 'response', who?: Person) => {
  const res = await t.app.inject({ url, headers: who?.headers ?? {} });
  expect(res.statusCode).toBe(200);
  return res.json()[field].data as Row[];
};
const board = (who?: Person) => rows(`/v1/challenge/${challengeId}/leader-board`, 'data', who);
const responses = (who?: Person) => rows(`/v1/challenge/response/${challengeId}`, 'response', who);
const first = (list: Row[]) => list.find((r) => r.id === ids[0])!;

describe('shared response pages', () => {
  it('serve one page to everyone until a vote commits, and layer each viewer’s own vote on it', async () => {
    expect(first(await board())).toMatchObject({ upvotes: 0, isUpvoted: false });
    await t.deps.database.db
      .update(challengeResponses)
      .set({ title: 'Quiet rename' })
      .where(eq(challengeResponses.id, ids[0]!));
    expect(first(await board()).title).not.toBe('Quiet rename'); // a change no event tells waits for the page's end

    expect((await upvote(t, fan, ids[0]!)).statusCode).toBe(200);
    for (const list of [await board(), await responses()])
      expect(first(list)).toMatchObject({ title: 'Quiet rename', upvotes: 1, isUpvoted: false, myVoteCounted: null });
    for (const list of [await board(fan), await responses(fan)])
      expect(first(list)).toMatchObject({ upvotes: 1, isUpvoted: true, myVoteCounted: true });
    expect(first(await board(other))).toMatchObject({ upvotes: 1, isUpvoted: false });

    expect((await upvote(t, fan, ids[0]!)).statusCode).toBe(200);
    expect(first(await board(fan))).toMatchObject({ upvotes: 0, isUpvoted: false, myVoteCounted: null });
  });

  it('still answers 404 for an unknown challenge, also once a page of the route is cached', async () => {
    await board();
    expect((await t.app.inject({ url: '/v1/challenge/999999/leader-board' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v1/challenge/999999/leader-board' })).statusCode).toBe(404);
  });
});
