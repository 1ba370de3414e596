import { BOUNTY_MSG, CHALLENGE_MSG as M, ROOMS, RT_EVENTS, SUBMIT_LINK_MESSAGES } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeActivity, challengeResponses, challenges, follows, notifications } from '../../db/schema';
import { advance, type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import {
  HOUR,
  liveChallenge,
  outbox,
  respond,
  respondRequest,
  responsePayload,
} from './challenge-response-test-helpers';

let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = await createTestApp();
  creator = await person(t);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const rowsOf = (challengeId: number) =>
  db().select().from(challengeResponses).where(eq(challengeResponses.challengeId, challengeId));

describe('POST /challenge/response/{id}', () => {
  it('stores the response (201, Response Submitted.) with its view, counts it and records the activity', async () => {
    const id = await liveChallenge(t, creator);
    const fan = await person(t);
    const res = await respondRequest(t, fan, id, { ...responsePayload(1), title: '  My take  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: 201,
      message: M.responded,
      data: {
        response: {
          id: expect.any(Number),
          challenge_id: id,
          user: { id: fan.id, sc_username: fan.user.scUsername, image_url: null },
          title: 'My take',
          description: 'Lemon face',
          platform: 'youtube',
          video_url: responsePayload(1).clip_url,
          upvotes: 0,
          pending_upvotes: 0,
          views: 0,
          commentsCount: 0,
          rank: 1,
          isUpvoted: false,
          myVoteCounted: null,
          isWinner: false,
          created_at: t.clock.now().toISOString(),
        },
      },
    });
    const [c] = await db().select().from(challenges).where(eq(challenges.id, id));
    expect(c!.responsesCount).toBe(1);
    const activity = await db().select().from(challengeActivity).where(eq(challengeActivity.challengeId, id));
    expect(activity.map((a) => [a.action, a.userId])).toContainEqual(['responded', fan.id]);
    const detail = (await t.app.inject({ url: `/v1/challenge/${id}`, headers: fan.headers })).json().challenge;
    expect(detail).toMatchObject({ responsesCount: 1, myResponseId: res.json().data.response.id });
  });

  it('allows one response per user: a second one is 400 and changes nothing', async () => {
    const id = await liveChallenge(t, creator);
    const fan = await person(t);
    await respond(t, fan, id, 1);
    const again = await respondRequest(t, fan, id, responsePayload(2));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.alreadyResponded);
    expect((await rowsOf(id)).map((r) => r.title)).toEqual(['My take 1']);
  });

  it('two concurrent posts by the same user: one row, one 201, one 400 (never a 500)', async () => {
    const id = await liveChallenge(t, creator);
    const fan = await person(t);
    const results = await Promise.all([1, 2].map((n) => respondRequest(t, fan, id, responsePayload(n))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe(M.alreadyResponded);
    expect(await rowsOf(id)).toHaveLength(1);
    const [c] = await db().select().from(challenges).where(eq(challenges.id, id));
    expect(c!.responsesCount).toBe(1);
  });

  it('refuses the creator (403), unknown challenges (404) and anonymous callers (401)', async () => {
    const id = await liveChallenge(t, creator);
    const own = await respondRequest(t, creator, id, responsePayload());
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownChallengeResponse);
    const unknown = await respondRequest(t, await person(t), 999_999, responsePayload());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/v1/challenge/response/${id}`,
      payload: responsePayload(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('only while live: before the start is notStarted, from the end on is ended', async () => {
    const start = new Date(t.clock.now().getTime() + 2 * HOUR);
    const id = await liveChallenge(t, creator, {
      duration_start_time: start.toISOString(),
      duration_end_time: new Date(start.getTime() + 3 * HOUR).toISOString(),
    });
    const fan = await person(t);
    const early = await respondRequest(t, fan, id, responsePayload());
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.notStarted);
    await advance(t, 5 * HOUR);
    const late = await respondRequest(t, fan, id, responsePayload());
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.ended);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('checks the link as a bounty submission does, with the same messages', async () => {
    const id = await liveChallenge(t, creator);
    const fan = await person(t);
    const cases: [object, string][] = [
      [{ ...responsePayload(), clip_url: 'https://vimeo.com/76979871' }, SUBMIT_LINK_MESSAGES.youtube],
      [{ ...responsePayload(), platform: 'tiktok', clip_url: responsePayload().clip_url }, SUBMIT_LINK_MESSAGES.tiktok],
      [{ ...responsePayload(), clip_url: '' }, BOUNTY_MSG.linkRequired],
      [{ ...responsePayload(), title: ' ' }, BOUNTY_MSG.submitTitleRequired],
      [{ ...responsePayload(), platform: 'vimeo' }, BOUNTY_MSG.platformRequired],
      // Uploaded files do not exist yet: a file key alone is not a response.
      [{ platform: 'youtube', title: 'Mine', fileKey: 'uploads/x.mp4' }, BOUNTY_MSG.linkRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await respondRequest(t, fan, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await rowsOf(id)).toHaveLength(0);
    const tiktok = await respondRequest(t, fan, id, {
      ...responsePayload(),
      platform: 'tiktok',
      clip_url: 'https://www.tiktok.com/@kai/video/7234567890123456789',
      fileKey: 'ignored',
    });
    expect(tiktok.statusCode).toBe(201);
    expect((await rowsOf(id))[0]).toMatchObject({ platform: 'tiktok', fileKey: null });
  });

  it('writes the events and notifications in the outbox: public + room, the creator, the followers', async () => {
    const id = await liveChallenge(t, creator);
    const fan = await person(t);
    const follower = await person(t);
    await db().insert(follows).values({ followerId: follower.id, followingId: fan.id });
    const responseId = await respond(t, fan, id);
    const created = (await outbox(t, RT_EVENTS.challengeResponseCreated)).at(-1)!;
    expect(created.rooms).toEqual([ROOMS.public, ROOMS.challenge(id)]);
    expect(created.payload).toMatchObject({ challengeId: id, response: { id: responseId, user: { id: fan.id } } });
    const submitted = (await outbox(t, RT_EVENTS.newResponseSubmitted)).at(-1)!;
    expect(submitted.rooms).toEqual([ROOMS.privateUser(creator.id)]);
    expect(submitted.payload).toMatchObject({ challengeId: id, response: { id: responseId } });

    const notes = await db().select().from(notifications).where(eq(notifications.parentId, id));
    const participate = notes.find((n) => n.notificationType === 'participate')!;
    expect(participate).toMatchObject({
      userId: creator.id,
      category: 'challenges',
      message: `@${fan.user.scUsername} responded to your challenge "Lemon face".`,
      data: { role: 'creator', challenge: { id, status: 'live' }, response: { id: responseId, title: 'My take 1' } },
    });
    const uploaded = notes.filter((n) => n.notificationType === 'responseVideoUploaded');
    expect(uploaded.map((n) => n.userId)).toEqual([follower.id]);
    expect(uploaded[0]).toMatchObject({
      category: 'challenges',
      message: `@${fan.user.scUsername} posted a response to the challenge "Lemon face".`,
      data: { role: 'creatorFollower', user: { id: fan.id }, response: { id: responseId } },
    });
    const pushed = (await outbox(t, RT_EVENTS.newNotification)).filter((e) =>
      e.rooms.includes(ROOMS.privateUser(follower.id)),
    );
    expect(pushed).toHaveLength(1);
  });
});
