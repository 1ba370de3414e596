import { CHALLENGE_MSG as M, SOCIAL_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { seedReportCategories } from '../reports/report-categories';
import { liveChallenge, respond } from './challenge-response-test-helpers';

let t: TestContext;
let author: Person;
let fan: Person;
let challengeId: number;
let responseId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedReportCategories(t.deps.database.db);
  author = await person(t);
  fan = await person(t);
  challengeId = await liveChallenge(t, await person(t));
  responseId = await respond(t, author, challengeId);
});
afterAll(() => t.close());

const post = (url: string, who: Person | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const responseView = async () =>
  (await t.app.inject({ url: `/v1/challenge/response/${challengeId}` })).json().response.data[0];

describe('comments on a response', () => {
  it('adds, lists and counts them; the author is notified (category challenges), not of their own', async () => {
    const payload = { content: 'Great take!', module_type: 'challenge_response', module_id: responseId };
    const res = await post('/v1/comment', fan, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().comment).toMatchObject({ content: 'Great take!', module_type: 'challenge_response' });
    expect((await post('/v1/comment', author, { ...payload, content: 'Thanks' })).statusCode).toBe(201);
    const list = (await t.app.inject({ url: `/v1/comment/challenge_response/${responseId}` })).json();
    expect(list).toMatchObject({ totalComments: 2 });
    expect(list.comments.map((c: { content: string }) => c.content)).toEqual(['Thanks', 'Great take!']);
    expect((await responseView()).commentsCount).toBe(2);

    const notes = (await t.app.inject({ url: '/v1/notification', headers: author.headers }))
      .json()
      .msg.filter((n: { notification_type: string }) => n.notification_type === 'comment');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      category: 'challenges',
      message: `@${fan.user.scUsername} commented on your response "My take 1".`,
      parent_id: responseId,
      data: { role: 'creator', challenge: { id: challengeId }, response: { id: responseId, title: 'My take 1' } },
    });
  });

  it('answers 404 for an unknown response', async () => {
    const res = await post('/v1/comment', fan, {
      content: 'hi',
      module_type: 'challenge_response',
      module_id: 999_999,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SOCIAL_MSG.challengeResponseNotFound);
  });
});

describe('reports on a response', () => {
  it('stores one report per user (again: 409), 404 for an unknown response', async () => {
    const categories = (await t.app.inject({ url: '/v1/utils/report-category' })).json().data;
    const payload = { category: categories[0].id, details: 'Stolen video', model_name: 'challenge_response' };
    const res = await post('/v1/report', fan, { ...payload, model_id: responseId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Reported' });
    const again = await post('/v1/report', fan, { ...payload, model_id: responseId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SOCIAL_MSG.alreadyReported);
    const unknown = await post('/v1/report', fan, { ...payload, model_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SOCIAL_MSG.challengeResponseNotFound);
  });
});

describe('POST /challenge/response/view/{id}', () => {
  it('counts a viewer once per window (signed in or anonymous) with the views module’s rule', async () => {
    const view = (who: Person | null) => post(`/v1/challenge/response/view/${responseId}`, who);
    expect((await view(fan)).json()).toEqual({ status: 200, msg: SOCIAL_MSG.viewed, counted: true, views: 1 });
    expect((await view(fan)).json()).toMatchObject({ counted: false, views: 1 });
    expect((await view(null)).json()).toMatchObject({ counted: true, views: 2 });
    expect((await view(null)).json()).toMatchObject({ counted: false, views: 2 });
    t.clock.advance(61 * 60_000);
    expect((await view(null)).json()).toMatchObject({ counted: true, views: 3 });
    expect((await responseView()).views).toBe(3);
    const unknown = await post('/v1/challenge/response/view/999999', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.responseNotFound);
  });
});
