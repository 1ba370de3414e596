import { dataExportSchema } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, follows } from '../../db/schema';
import { person, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, newBounty } from '../bounties/bounty-test-helpers';
import { createChallengeFor, insertResponse } from '../challenges/challenge-test-helpers';

describe('GET /v1/account/export', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await prepare(t);
  });
  afterAll(() => t.close());

  it("downloads the user's own data as a JSON attachment", async () => {
    const me = await person(t, 5_000);
    const friend = await person(t, 1_000);
    const bountyId = await newBounty(t, me, { title: 'Sing a song', starting_cc: '500' });
    const friendsBounty = await newBounty(t, friend, { starting_cc: '500' });
    const claimId = await claim(t, friendsBounty, me);
    const challengeId = await createChallengeFor(t, me.id, { prize_cc: '1000' });
    const responseId = await insertResponse(t, challengeId, friend.id);
    const mine = await insertResponse(t, challengeId, me.id);
    const { db } = t.deps.database;
    await db.insert(comments).values({ userId: me.id, moduleType: 'bounty', moduleId: friendsBounty, content: 'Go!' });
    await db.insert(follows).values([
      { followerId: me.id, followingId: friend.id },
      { followerId: friend.id, followingId: me.id },
    ]);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/setting',
      headers: me.headers,
      payload: { emailPrefs: { comments: false } },
    });

    const res = await t.app.inject({ url: '/v1/account/export', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="crowns-data-${me.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers['content-type']).toContain('application/json');
    const data = dataExportSchema.parse(res.json());
    expect(data.account).toMatchObject({ id: String(me.id), email: me.user.email, sc_username: me.user.scUsername });
    expect(data.settings.emailPrefs.comments).toBe(false);
    expect(data.wallet.balance).toBe(5_000 - 500);
    expect(data.bounties.map((b) => b.id)).toEqual([bountyId]);
    expect(data.bounties[0]).toMatchObject({ title: 'Sing a song', status: 'active' });
    expect(data.claims.map((c) => c.id)).toEqual([claimId]);
    expect(data.challenges.map((c) => c.id)).toEqual([challengeId]);
    expect(data.responses.map((r) => r.id)).toEqual([mine]);
    expect(data.responses.map((r) => r.id)).not.toContain(responseId);
    expect(data.comments.map((c) => c.content)).toEqual(['Go!']);
    expect(data.follows.following.map((f) => f.sc_username)).toEqual([friend.user.scUsername]);
    expect(data.follows.followers.map((f) => f.id)).toEqual([String(friend.id)]);
    // Purchase in, bounty escrow out, challenge prize (funded then paid in): every wallet movement, signed.
    expect(data.transactions.map((x) => x.amount)).toContain(-500);
    expect(data.transactions.reduce((s, x) => s + Number(x.amount), 0)).toBe(data.wallet.balance);
    // Nobody else's private fields.
    expect(JSON.stringify(data)).not.toContain(friend.user.email);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/v1/account/export' })).statusCode).toBe(401);
  });
});
