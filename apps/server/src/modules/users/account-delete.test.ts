import { MSG, SETTINGS_MSG } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { bounties, challenges, devMails, follows } from '../../db/schema';
import { challengePool, getBalance } from '../../platform/ledger';
import { balance, expectLedgerSound, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { reloadUser, TEST_PASSWORD } from '../../test/users';
import { claim, newBounty, verifyPayload } from '../bounties/bounty-test-helpers';
import { createChallengeFor } from '../challenges/challenge-test-helpers';
import { tombstoneOf } from './account-delete.service';

/** Crowns held inside the product: every account but the mirrors of the outside world. */
const crownsInside = async (t: TestContext) =>
  Number(
    (
      await rowsOf<{ sum: number }>(
        t.deps.database.db,
        sql`select coalesce(sum(balance), 0)::bigint as sum from ledger_accounts
            where kind not in ('external_cash', 'promotions')`,
      )
    )[0]!.sum,
  );

const statusOf = async (t: TestContext, id: number) =>
  (await t.deps.database.db.select({ s: bounties.status }).from(bounties).where(eq(bounties.id, id)))[0]!.s;

describe('POST /v1/account/delete', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await prepare(t);
  });
  afterEach(() => expectLedgerSound(t));
  afterAll(() => t.close());

  const remove = (who: Person, password = TEST_PASSWORD) => post(t, '/v1/account/delete', who.headers, { password });

  it('needs the current password, and is not for admins', async () => {
    const user = await person(t);
    const wrong = await remove(user, 'Wrong1234!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SETTINGS_MSG.currentPasswordWrong);
    expect((await reloadUser(t.deps, user.id))!.deletedAt).toBeNull();
    const admin = await person(t, 0, { role: 'admin' });
    const refused = await remove(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SETTINGS_MSG.adminCannotDelete);
  });

  it('refunds open bounties to every contributor, quits running claims, leaves the rest to run; no crown vanishes', async () => {
    const creator = await person(t, 10_000);
    const contributor = await person(t, 1_000);
    const claimer = await person(t);
    const other = await person(t, 2_000);

    const open = await newBounty(t, creator, { starting_cc: '500' });
    const ante = await post(t, `/v1/bounty/up-the-ante/${open}`, contributor.headers, { cc_amount: 300 });
    expect(ante.statusCode, ante.body).toBe(200);
    const inProgress = await newBounty(t, creator, { starting_cc: '600' });
    await claim(t, inProgress, claimer);
    const othersBounty = await newBounty(t, other, { starting_cc: '500' });
    await claim(t, othersBounty, creator);
    const reviewed = await newBounty(t, other, { starting_cc: '500' });
    const reviewedClaim = await claim(t, reviewed, creator);
    const submit = await post(
      t,
      `/v1/bounty/${reviewed}/claim/${reviewedClaim}/verify`,
      creator.headers,
      verifyPayload,
    );
    expect(submit.statusCode, submit.body).toBe(200);
    const aimedAtCreator = await newBounty(t, other, { starting_cc: '500', target_user: String(creator.id) });
    const challengeId = await createChallengeFor(t, creator.id, { prize_cc: '1000' });
    const [challengeBefore] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, challengeId));
    const poolBefore = await getBalance(t.deps.database.db, challengePool(challengeId));
    await t.deps.database.db.insert(follows).values([
      { followerId: creator.id, followingId: other.id },
      { followerId: other.id, followingId: creator.id },
    ]);

    const inside = await crownsInside(t);
    const before = {
      creator: await balance(t, creator.id),
      contributor: await balance(t, contributor.id),
      other: await balance(t, other.id),
    };

    const res = await remove(creator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: SETTINGS_MSG.accountDeleted, msg: SETTINGS_MSG.accountDeleted });

    // Open bounty: cancelled, each contributor gets exactly their part back (the creator's part stays on their wallet).
    expect(await statusOf(t, open)).toBe('cancelled');
    expect(await balance(t, contributor.id)).toBe(before.contributor + 300);
    // The creator's running claim on someone else's bounty was quit: that bounty failed and refunded its creator.
    expect(await statusOf(t, othersBounty)).toBe('failed');
    // A video awaiting review is withdrawn (a deleted account is never paid), a bounty aimed at them is cancelled.
    expect(await statusOf(t, reviewed)).toBe('failed');
    expect(await statusOf(t, aimedAtCreator)).toBe('cancelled');
    expect(await balance(t, other.id)).toBe(before.other + 3 * 500);
    expect(await balance(t, creator.id)).toBe(before.creator + 500);
    // A bounty someone is working on keeps running; the challenge runs to its end by its own rules.
    expect(await statusOf(t, inProgress)).toBe('claimed');
    const [challengeAfter] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, challengeId));
    expect(challengeAfter!.status).toBe(challengeBefore!.status);
    expect(await getBalance(t.deps.database.db, challengePool(challengeId))).toBe(poolBefore);

    expect(await crownsInside(t)).toBe(inside);

    // Personal fields erased, the row kept for the ledger.
    const row = await reloadUser(t.deps, creator.id);
    expect(row).toMatchObject({
      ...tombstoneOf(creator.id),
      displayName: null,
      bio: null,
      imageUrl: null,
      bannerUrl: null,
      timeZone: null,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.deps.database.db.select().from(follows).where(eq(follows.followerId, other.id))).toEqual([]);
  });

  it('signs out every session, refuses the old email at login and frees the username and email', async () => {
    const user = await person(t, 0);
    const { email, scUsername } = user.user;
    expect((await remove(user)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/users/me', headers: user.headers })).statusCode).toBe(401);
    const login = await post(t, '/v1/auth/login', {}, { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(MSG.invalidCredentials);

    // Its tombstone address neither signs in nor gets a reset link (the account cannot be reopened).
    const tombstone = tombstoneOf(user.id).email;
    await post(t, '/v1/auth/forgot-password', {}, { email: tombstone });
    expect((await post(t, '/v1/auth/login', {}, { email: tombstone, password: TEST_PASSWORD })).statusCode).not.toBe(
      200,
    );
    expect(await t.deps.database.db.select().from(devMails).where(eq(devMails.to, tombstone))).toEqual([]);

    const next = await person(t);
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${next.id}`,
      headers: next.headers,
      payload: { sc_username: scUsername },
    });
    expect(rename.statusCode).toBe(200);
    const register = await post(
      t,
      '/v1/auth/register',
      {},
      {
        email,
        username: 'fresh_start_1',
        password: TEST_PASSWORD,
        birthdate: '1990-01-01',
      },
    );
    expect(register.statusCode).toBe(201);
  });
});
