import { CHALLENGE_MSG as M, ROOMS, RT_EVENTS } from '@crowns/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { notifications } from '../../db/schema';
import { type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import {
  liveChallenge,
  outbox,
  respond,
  respondedChallenge,
  voteCounters,
  voter,
} from './challenge-response-test-helpers';
import { writeVoteBatch } from './challenge-vote-batch';
import { toggleResponseUpvote } from './challenge-votes';

let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = await createTestApp();
  creator = await person(t);
});
afterAll(() => t.close());

const setup = () => respondedChallenge(t, creator);

const counters = (responseId: number) => voteCounters(t, responseId);
const voteCount = async (responseId: number) =>
  (
    await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from challenge_response_upvotes where response_id = ${responseId}`,
    )
  )[0]!.n;
const values = <R>(outcomes: { ok: boolean; value?: R }[]) => outcomes.map((o) => (o.ok ? o.value : undefined));

describe('writeVoteBatch (one transaction for many toggles)', () => {
  it('50 users in one batch: exact counters, each answer counted as if the votes came one after the other', async () => {
    const { responseId, author } = await setup();
    const fans = await Promise.all(Array.from({ length: 50 }, (_, i) => voter(t, { young: i % 5 === 0 })));
    const outcomes = await writeVoteBatch(
      t.deps,
      fans.map((f) => ({ userId: f.id, responseId })),
    );
    const answers = values(outcomes);
    expect(answers.map((a) => a!.count)).toEqual(fans.map((_, i) => i + 1));
    expect(answers.map((a) => a!.message)).toEqual(fans.map((_, i) => (i % 5 === 0 ? M.youngVote : M.upvoted)));
    expect(answers.at(-1)).toMatchObject({ upvotes: 40, pending_upvotes: 10, active: true });
    expect(await counters(responseId)).toEqual({ upvotes: 40, pending: 10 });
    expect(await voteCount(responseId)).toBe(50);

    // The room got every step in order; the owner one notification naming the batch's last voter.
    const steps = (await outbox(t, RT_EVENTS.challengeResUpvoted)).filter((e) => e.payload.responseId === responseId);
    expect(steps.map((e) => (e.payload.upvotes as number) + (e.payload.pending_upvotes as number))).toEqual(
      fans.map((_, i) => i + 1),
    );
    const owned = await t.deps.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.notificationType, 'responseUpvoted')));
    expect(owned).toHaveLength(1);
    expect(owned[0]!.message).toBe(`@${fans[49]!.user.scUsername} and 49 others upvoted your response "My take 1".`);
    const renewed = (await outbox(t, RT_EVENTS.newNotification)).filter((e) =>
      e.rooms.includes(ROOMS.privateUser(author.id)),
    );
    expect(renewed.map((e) => e.payload.id)).toEqual([owned[0]!.id]);

    // All of them again in one batch: every vote removed, counters back to zero.
    const off = values(
      await writeVoteBatch(
        t.deps,
        fans.map((f) => ({ userId: f.id, responseId })),
      ),
    );
    expect(off.every((a) => a!.active === false && a!.message === M.upvoteRemoved)).toBe(true);
    expect(off.at(-1)).toMatchObject({ count: 0 });
    expect(await counters(responseId)).toEqual({ upvotes: 0, pending: 0 });
  });

  it('refused items get their own error and write nothing; the others in the batch go through', async () => {
    const { author, responseId } = await setup();
    const other = await setup();
    const [fan, unverified] = [await voter(t), await voter(t, { verified: false })];
    const outcomes = await writeVoteBatch(t.deps, [
      { userId: author.id, responseId },
      { userId: fan.id, responseId },
      { userId: unverified.id, responseId },
      { userId: fan.id, responseId: 999_999 },
      { userId: fan.id, responseId: other.responseId },
    ]);
    const errors = outcomes.map((o) => (o.ok ? null : (o.error as Error).message));
    expect(errors).toEqual([M.ownResponseVote, null, M.verifyToVote, M.responseNotFound, null]);
    expect(values(outcomes)[1]).toMatchObject({ active: true, count: 1 });
    expect(values(outcomes)[4]).toMatchObject({ active: true, count: 1 });
    expect(await counters(responseId)).toEqual({ upvotes: 1, pending: 0 });
    expect(await voteCount(responseId)).toBe(1);
    expect(await counters(other.responseId)).toEqual({ upvotes: 1, pending: 0 });
  });
});

describe('toggleResponseUpvote (group commit)', () => {
  it('the same user toggling the same response twice at once: two batches, on then off', async () => {
    const { responseId } = await setup();
    const fan = await voter(t);
    const [on, off] = await Promise.all([
      toggleResponseUpvote(t.deps, fan.id, responseId),
      toggleResponseUpvote(t.deps, fan.id, responseId),
    ]);
    expect(on).toMatchObject({ active: true, count: 1 });
    expect(off).toMatchObject({ active: false, count: 0 });
    expect(await voteCount(responseId)).toBe(0);
  });

  it('a batch that fails as a whole is written item by item: the others are counted, the failing one fails', async () => {
    const { responseId } = await setup();
    const fans = await Promise.all([voter(t), voter(t), voter(t)]);
    // An id past the safe integers cannot be written, so the whole batch fails and falls back.
    const settled = await Promise.allSettled([
      toggleResponseUpvote(t.deps, fans[0]!.id, responseId),
      toggleResponseUpvote(t.deps, fans[1]!.id, Number.MAX_SAFE_INTEGER + 2),
      toggleResponseUpvote(t.deps, fans[2]!.id, responseId),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value.count : null))).toEqual([1, null, 2]);
    expect(await counters(responseId)).toEqual({ upvotes: 2, pending: 0 });
  });
});

// Two instances write their batches independently; real concurrency needs PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('batches of two instances (PostgreSQL)', () => {
  it('sharing responses in opposite orders, they wait for each other and never deadlock; counts stay exact', async () => {
    const challengeId = await liveChallenge(t, creator);
    const responses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => respond(t, await person(t), challengeId, i + 1)),
    );
    const fans = await Promise.all(Array.from({ length: 20 }, () => voter(t)));
    const batch = (order: number[], fan: (typeof fans)[number]) =>
      writeVoteBatch(
        t.deps,
        order.map((i) => ({ userId: fan.id, responseId: responses[i]! })),
      );
    const forward = responses.map((_, i) => i);
    const backward = [...forward].reverse();
    // Each fan votes on all 30 responses twice over (forward on one "instance", backward on the other): every
    // pair is toggled by two batches at once, which flip it twice in some order.
    const results = await Promise.all(fans.flatMap((f) => [batch(forward, f), batch(backward, f)]));
    expect(results.flat().every((o) => o.ok)).toBe(true);
    for (const id of responses) {
      expect(await counters(id)).toEqual({ upvotes: 0, pending: 0 });
      expect(await voteCount(id)).toBe(0);
    }
  });
});
