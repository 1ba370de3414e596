import { SOCIAL_LIMITS } from '@crowns/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { follows, notifications, outboxEvents, users } from '../../db/schema';
import { type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';

let t: TestContext;
let creator: Person;
let streamer: Person;
beforeEach(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 10_000);
  streamer = await person(t, 1_000);
});
afterEach(() => t.close());

const follow = (follower: Person, following: Person) =>
  t.deps.database.db.insert(follows).values({ followerId: follower.id, followingId: following.id });
type Item = { id: number; notification_type: string; message: string; data: Record<string, unknown> };
const mine = async (who: Person) =>
  (await t.app.inject({ url: '/v1/notification', headers: who.headers })).json().msg as Item[];
const kinds = async (who: Person) =>
  (await mine(who)).map((n) => `${n.notification_type}:${n.data.role}${n.data.flag ? `:${n.data.flag}` : ''}`).sort();

describe('follower roles', () => {
  it('bountyCreated: creatorFollower and targetFollower, each follower once, never the creator or the target', async () => {
    const creatorFan = await person(t);
    const streamerFan = await person(t);
    const bothFan = await person(t);
    await follow(creatorFan, creator);
    await follow(streamerFan, streamer);
    await follow(bothFan, creator);
    await follow(bothFan, streamer);
    await follow(streamer, creator);
    await follow(creator, streamer);

    const id = await newBounty(t, creator, { target_user: String(streamer.id), title: 'Lemon' });
    expect(await kinds(creatorFan)).toEqual(['bountyCreated:creatorFollower']);
    expect(await kinds(streamerFan)).toEqual(['bountyCreated:targetFollower']);
    expect(await kinds(bothFan)).toEqual(['bountyCreated:creatorFollower']);
    expect(await kinds(streamer)).toEqual(['bountyCreated:targetUser']);
    expect(await kinds(creator)).toEqual([]);

    const [fanItem] = await mine(streamerFan);
    const ref = (p: Person) => ({ id: p.id, sc_username: p.user.scUsername, image_url: null });
    expect(fanItem).toMatchObject({
      title: 'New bounty',
      message: `@${creator.user.scUsername} created the bounty "Lemon" for @${streamer.user.scUsername}.`,
      parent_id: id,
      seen: false,
      data: {
        role: 'targetFollower',
        user: ref(creator),
        target_user: ref(streamer),
        bounty: { id, title: 'Lemon', status: 'active' },
      },
    });
    expect((await mine(creatorFan))[0]!.message).toBe(`@${creator.user.scUsername} created the bounty "Lemon".`);

    // Each follower notification has its private new-notification event, with the same view the list shows.
    const [event] = await t.deps.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.rooms} = array[${`private-user-${streamerFan.id}`}]::text[]`);
    expect(event).toMatchObject({ name: 'new-notification' });
    expect(event!.payload).toEqual(fanItem);
  });

  it('a public bounty notifies only the creator’s followers; suspended followers get nothing', async () => {
    const fan = await person(t);
    const banned = await person(t);
    await follow(fan, creator);
    await follow(banned, creator);
    await t.deps.database.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, banned.id));
    await newBounty(t, creator);
    expect(await kinds(fan)).toEqual(['bountyCreated:creatorFollower']);
    const rows = await t.deps.database.db.select().from(notifications).where(eq(notifications.userId, banned.id));
    expect(rows).toEqual([]);
  });

  it('a completed bounty notifies the winner’s followers (winnerFollower), not those already told as contributor', async () => {
    const admin = await person(t, 0, { role: 'admin' });
    const winnerFan = await person(t);
    const contributor = await person(t, 1_000);
    await follow(winnerFan, streamer);
    await follow(contributor, streamer);
    const id = await newBounty(t, creator, { title: 'Lemon' });
    await post(t, `/v1/bounty/up-the-ante/${id}`, contributor.headers, { cc_amount: 100 });
    const claimId = await claim(t, id, streamer);
    await post(t, `/v1/bounty/${id}/claim/${claimId}/verify`, streamer.headers, verifyPayload);
    expect(await kinds(winnerFan)).toEqual([]);
    const review = await post(t, `/v1/admin/bounty/${id}/review`, admin.headers, { claimId, decision: 'approve' });
    expect(review.statusCode).toBe(200);

    expect(await kinds(winnerFan)).toEqual(['bountyResult:winnerFollower:completed']);
    expect((await mine(winnerFan))[0]).toMatchObject({
      message: `@${streamer.user.scUsername} won the bounty "Lemon".`,
      data: { target_user: { id: streamer.id }, bounty: { id, status: 'completed' } },
    });
    expect(await kinds(contributor)).toEqual(['bountyResult:contributor:completed']);
  });

  it(`caps one event at ${SOCIAL_LIMITS.followerFanoutCap} followers, the most recent ones first`, async () => {
    const { db } = t.deps.database;
    const extra = 5;
    const base = t.clock.now().getTime();
    await db.execute(sql`
      insert into users (email, sc_username, password_hash, birthdate)
      select 'fan' || g || '@example.com', 'fan_' || g, 'x', '1990-01-01'
      from generate_series(1, ${SOCIAL_LIMITS.followerFanoutCap + extra}) g`);
    await db.execute(sql`
      insert into follows (follower_id, following_id, created_at)
      select u.id, ${creator.id}, ${new Date(base).toISOString()}::timestamptz + (u.id || ' seconds')::interval
      from users u where u.sc_username like 'fan\\_%'`);
    await newBounty(t, creator);
    const notified = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.notificationType, 'bountyCreated'))
      .orderBy(asc(notifications.userId));
    expect(notified).toHaveLength(SOCIAL_LIMITS.followerFanoutCap);
    const [oldest] = await db.select({ id: users.id }).from(users).where(eq(users.scUsername, 'fan_1'));
    expect(notified.some((n) => n.userId === oldest!.id)).toBe(false);
  });
});
