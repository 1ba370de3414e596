import { BOUNTY_MSG, SOCIAL_MSG } from '@crowns/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema';
import { type Person, person, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { newBounty } from '../bounties/bounty-test-helpers';

let t: TestContext;
let creator: Person;
let fan: Person;
let bountyId: number;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 10_000);
  fan = await person(t);
  bountyId = await newBounty(t, creator, { title: 'Lemon' });
});
afterAll(() => t.close());

const comment = (who: Person | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/comment', headers: who?.headers ?? {}, payload });
const list = (path: string) => t.app.inject({ url: `/v1/comment/${path}` });
const stored = async () => (await t.deps.database.db.select({ n: count() }).from(comments))[0]!.n;
const commentNotes = async (who: Person) =>
  (await t.app.inject({ url: '/v1/notification', headers: who.headers }))
    .json()
    .msg.filter((n: { notification_type: string }) => n.notification_type === 'comment');

describe('comments', () => {
  it('adds a comment (201, trimmed) and notifies the bounty creator', async () => {
    const res = await comment(fan, { content: '  Do it live!  ', module_type: 'bounty', module_id: bountyId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: 201,
      msg: 'Comment added',
      isToxic: false,
      comment: {
        id: expect.any(Number),
        content: 'Do it live!',
        module_type: 'bounty',
        module_id: bountyId,
        user: { id: fan.id, sc_username: fan.user.scUsername, image_url: null },
        createdAt: t.clock.now().toISOString(),
      },
    });
    const [note] = await commentNotes(creator);
    expect(note).toMatchObject({
      title: 'New comment',
      message: `@${fan.user.scUsername} commented on your bounty "Lemon".`,
      parent_id: bountyId,
      data: { role: 'creator', user: { id: fan.id }, bounty: { id: bountyId, title: 'Lemon' } },
    });
  });

  it('does not notify the creator of their own comment', async () => {
    const before = (await commentNotes(creator)).length;
    expect(
      (await comment(creator, { content: 'Thanks!', module_type: 'bounty', module_id: bountyId })).statusCode,
    ).toBe(201);
    expect(await commentNotes(creator)).toHaveLength(before);
  });

  it('lists newest first with totalComments, paged', async () => {
    t.clock.advance(1000);
    await comment(fan, { content: 'Third', module_type: 'bounty', module_id: bountyId });
    const res = await list(`bounty/${bountyId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.totalComments).toBe(3);
    expect(body.comments.map((c: { content: string }) => c.content)).toEqual(['Third', 'Thanks!', 'Do it live!']);
    const page2 = (await list(`bounty/${bountyId}?page=2&limit=2`)).json();
    expect(page2).toMatchObject({ totalComments: 3, currentPage: 2, totalPages: 2 });
    expect(page2.comments.map((c: { content: string }) => c.content)).toEqual(['Do it live!']);
  });

  it("refuses empty, blank and over-long comments with the spec's message, storing nothing", async () => {
    const before = await stored();
    for (const content of ['', '    ', undefined]) {
      const res = await comment(fan, { content, module_type: 'bounty', module_id: bountyId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Comment can't be empty");
    }
    const long = await comment(fan, { content: 'x'.repeat(501), module_type: 'bounty', module_id: bountyId });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SOCIAL_MSG.commentTooLong);
    expect(
      (await comment(fan, { content: 'x'.repeat(500), module_type: 'bounty', module_id: bountyId })).statusCode,
    ).toBe(201);
    const wrongType = await comment(fan, { content: 'hi', module_type: 'video', module_id: bountyId });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(SOCIAL_MSG.commentModule);
    expect(await stored()).toBe(before + 1);
  });

  it('answers 404 for unknown bounties and unknown challenge responses, 401 anonymous', async () => {
    const before = await stored();
    const unknown = await comment(fan, { content: 'hi', module_type: 'bounty', module_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BOUNTY_MSG.notFound);
    expect((await list('bounty/999999')).statusCode).toBe(404);
    const response = await comment(fan, { content: 'hi', module_type: 'challenge_response', module_id: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SOCIAL_MSG.challengeResponseNotFound);
    expect((await list('challenge_response/1')).statusCode).toBe(404);
    expect((await comment(null, { content: 'hi', module_type: 'bounty', module_id: bountyId })).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });
});
