import { setTimeout as sleep } from 'node:timers/promises';
import { emailCategoryOf } from '@crowns/contracts';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMails, outboxEvents } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, type TestUser } from '../../test/users';

describe('notification emails honour the settings', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.realtime.publisher.start();
  });
  afterAll(() => t.close());

  const mailsTo = (email: string) => t.deps.database.db.select().from(devMails).where(eq(devMails.to, email));
  const setting = async (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/v1/setting', headers: await authHeaders(t.deps, user), payload });
  const follow = async (follower: TestUser, target: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/followership/follow',
      headers: await authHeaders(t.deps, follower),
      payload: { follower_id: follower.id, following_id: target.id, type: 'follow' },
    });
  /** Until every recorded event is published and its mail had time to go out. */
  async function settled() {
    for (let i = 0; i < 100; i++) {
      const pending = await t.deps.database.db.select().from(outboxEvents).where(isNull(outboxEvents.publishedAt));
      if (pending.length === 0) break;
      await sleep(50);
    }
    await sleep(300);
  }

  it('maps only direct notifications to a category; upvotes and follower fan-out never mail', () => {
    expect(emailCategoryOf('followUser', 'targetUser')).toBe('followers');
    expect(emailCategoryOf('bountyCreated', 'targetUser')).toBe('bountiesForYou');
    expect(emailCategoryOf('bountyRefund', 'contributor')).toBe('refunds');
    expect(emailCategoryOf('challengeEnd', 'claimer')).toBe('challenges');
    expect(emailCategoryOf('bountyCreated', 'creatorFollower')).toBeNull();
    expect(emailCategoryOf('responseUpvoted', 'creator')).toBeNull();
  });

  it('mails a new follower to a user with defaults, not to one who turned the category or all email off', async () => {
    const fan = await createUser(t.deps);
    const [everything, noFollowers, noEmail] = [
      await createUser(t.deps),
      await createUser(t.deps),
      await createUser(t.deps),
    ];
    expect((await setting(noFollowers, { emailPrefs: { followers: false } })).statusCode).toBe(200);
    expect((await setting(noEmail, { emailNotifications: false })).statusCode).toBe(200);
    for (const target of [everything, noFollowers, noEmail])
      expect((await follow(fan, target)).json().msg).toBe('follow');
    await settled();

    const [mail, ...more] = await mailsTo(everything.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New follower');
    expect(mail?.text).toContain(`@${fan.scUsername} started following you.`);
    expect(mail?.text).toContain(`/@${fan.scUsername}`);
    expect(mail?.text).toContain('/settings/profile');
    expect(await mailsTo(noFollowers.email)).toEqual([]);
    expect(await mailsTo(noEmail.email)).toEqual([]);
  });

  it('mails again once the category is turned back on', async () => {
    const fan = await createUser(t.deps);
    const target = await createUser(t.deps);
    await setting(target, { emailPrefs: { followers: false } });
    await follow(fan, target);
    await settled();
    expect(await mailsTo(target.email)).toEqual([]);
    await setting(target, { emailPrefs: { followers: true } });
    await follow(await createUser(t.deps), target);
    await settled();
    expect((await mailsTo(target.email)).map((m) => m.subject)).toEqual(['New follower']);
  });
});
