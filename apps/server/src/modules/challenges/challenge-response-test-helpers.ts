import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { challengeResponses, users } from '../../db/schema';
import { HOUR, type Person, person, prepare } from '../../test/people';
import type { TestContext } from '../../test/setup';
import { createChallengeFor } from './challenge-test-helpers';

/** Test support for the response suites (posting, votes, leaderboard, comments and reports on responses). */
export { HOUR };

/** A verified account old enough for its votes to count (created two days before the test clock). */
export async function voter(t: TestContext, opts: { verified?: boolean; young?: boolean } = {}) {
  const p = await person(t);
  const createdAt = new Date(t.clock.now().getTime() - (opts.young ? 1 : 48) * HOUR);
  await t.deps.database.db
    .update(users)
    .set({ createdAt, isVerified: opts.verified ?? true })
    .where(eq(users.id, p.id));
  return p;
}

/** A challenge by `creator`, live from now for a day unless `fields` say otherwise. */
export async function liveChallenge(t: TestContext, creator: Person, fields: Record<string, string> = {}) {
  await prepare(t);
  return createChallengeFor(t, creator.id, fields);
}

export const responsePayload = (n = 1) => ({
  platform: 'youtube',
  title: `My take ${n}`,
  description: 'Lemon face',
  clip_url: `https://www.youtube.com/watch?v=abcdefghi${String(n).padStart(2, '0')}`,
});

export const respondRequest = (t: TestContext, who: Person, challengeId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/challenge/response/${challengeId}`, headers: who.headers, payload });

/** Posts a response that must succeed and answers its id. */
export async function respond(t: TestContext, who: Person, challengeId: number, n = 1) {
  const res = await respondRequest(t, who, challengeId, responsePayload(n));
  if (res.statusCode !== 201) throw new Error(`respond failed: ${res.body}`);
  return res.json().data.response.id as number;
}

export const upvote = (t: TestContext, who: Person, responseId: number, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url: `/v1/challenge/response/upvote/${responseId}`, headers: who.headers });

/** The outbox rows named `name`, oldest first. */
export const outbox = (t: TestContext, name: string) =>
  rowsOf<{ rooms: string[]; payload: Record<string, unknown> }>(
    t.deps.database.db,
    sql`select rooms, payload from outbox_events where name = ${name} order by id`,
  );

/** A live challenge by `creator` with one response by a fresh author. */
export async function respondedChallenge(t: TestContext, creator: Person) {
  const challengeId = await liveChallenge(t, creator);
  const author = await person(t);
  const responseId = await respond(t, author, challengeId);
  return { challengeId, author, responseId };
}

/** A response's counted and pending upvotes as stored. */
export async function voteCounters(t: TestContext, responseId: number) {
  const [r] = await t.deps.database.db
    .select({ upvotes: challengeResponses.upvotes, pending: challengeResponses.pendingUpvotes })
    .from(challengeResponses)
    .where(eq(challengeResponses.id, responseId));
  return r!;
}
