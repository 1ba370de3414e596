import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { RANK_SNAPSHOT_MS, RankSnapshots } from './challenge-rank-snapshot';
import { liveChallenge, respond, upvote, voter } from './challenge-response-test-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rank snapshots (rank labels outside the ranking order)', () => {
  it('reuses a challenge’s ranking for a second, then reads it again; a response it does not know reloads it', async () => {
    const challengeId = await liveChallenge(t, await person(t));
    const first = await respond(t, await person(t), challengeId, 1);
    t.clock.advance(60_000);
    const second = await respond(t, await person(t), challengeId, 2);
    let now = 0;
    const snapshots = new RankSnapshots(() => now);
    const ranks = (ids: number[]) =>
      snapshots.ranksOf(
        t.deps.database.db,
        ids.map((id) => ({ id, challengeId })),
      );
    expect([...(await ranks([first, second])).values()]).toEqual([1, 2]);

    expect((await upvote(t, await voter(t), second)).statusCode).toBe(200);
    now += RANK_SNAPSHOT_MS - 1;
    expect([...(await ranks([first, second])).values()]).toEqual([1, 2]);
    now += 1;
    expect([...(await ranks([first, second])).values()]).toEqual([2, 1]);

    t.clock.advance(60_000);
    const third = await respond(t, await person(t), challengeId, 3);
    expect(Object.fromEntries(await ranks([third, second]))).toEqual({ [third]: 3, [second]: 1 });
  });
});
