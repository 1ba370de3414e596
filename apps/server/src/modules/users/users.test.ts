import { MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { EXTERNAL_CASH, transfer, wallet } from '../../platform/ledger';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, type TestUser } from '../../test/users';
import { toBountyStats } from './users.stats';

describe('users', () => {
  let t: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.deps, { email: 'alice@example.com', username: 'Alice_Plays', streamer: true });
    bob = await createUser(t.deps, { email: 'bob@example.com', username: 'bob_watch' });
  });
  afterAll(() => t.close());

  const get = async (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: user ? await authHeaders(t.deps, user) : {} });

  describe('GET /v1/users/me', () => {
    it('answers the current user with every field the web reads', async () => {
      const res = await get('/v1/users/me', alice);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 200,
        user: {
          id: String(alice.id),
          email: 'alice@example.com',
          sc_username: 'Alice_Plays',
          image_url: null,
          isVerified: true,
          role: 'user',
          walletBalance: 0,
          acceptedBounties: 0,
          bountyStats: {
            totalBountiesAccepted: 0,
            completedBounties: 0,
            failedBounties: 0,
            winRate: 0,
            totalWinAmount: 0,
          },
          upload_yt: false,
          upload_tiktok: false,
          bio: null,
          suspended: false,
        },
      });
    });

    it('shows the wallet balance from the ledger', async () => {
      const dana = await createUser(t.deps, { username: 'dana_rich' });
      await transfer(t.deps.database.db, { from: EXTERNAL_CASH, to: wallet(dana.id), amount: 1250, type: 'purchase' });
      expect((await get('/v1/users/me', dana)).json().user.walletBalance).toBe(1250);
    });

    it('accepts Authorization: Bearer alone', async () => {
      const { accessToken } = await authHeaders(t.deps, bob);
      const res = await t.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${accessToken}` } });
      expect(res.json().user.sc_username).toBe('bob_watch');
    });

    it('hides an image URL that does not start with http, https or /', async () => {
      const carol = await createUser(t.deps, { username: 'carol_x' });
      const { db } = t.deps.database;
      const { eq } = await import('drizzle-orm');
      await db.update(users).set({ imageUrl: 'javascript:alert(1)' }).where(eq(users.id, carol.id));
      expect((await get('/v1/users/me', carol)).json().user.image_url).toBeNull();
      await db.update(users).set({ imageUrl: 'https://cdn.example.com/a.png' }).where(eq(users.id, carol.id));
      expect((await get('/v1/users/me', carol)).json().user.image_url).toBe('https://cdn.example.com/a.png');
    });

    it('answers 401 without tokens, with only one of the two, or with tokens of different users', async () => {
      expect((await get('/v1/users/me')).statusCode).toBe(401);
      const a = await authHeaders(t.deps, alice);
      const b = await authHeaders(t.deps, bob);
      const only = await t.app.inject({ url: '/v1/users/me', headers: { accessToken: a.accessToken } });
      expect(only.statusCode).toBe(401);
      const mixed = await t.app.inject({
        url: '/v1/users/me',
        headers: { accessToken: a.accessToken, idToken: b.idToken },
      });
      expect(mixed.statusCode).toBe(401);
      expect(mixed.json().message).toBe(MSG.unauthorized);
    });

    it("answers 403 'suspended' for a suspended account", async () => {
      const banned = await createUser(t.deps, { suspended: true });
      const res = await get('/v1/users/me', banned);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('suspended');
    });
  });
});

describe('toBountyStats', () => {
  it('derives the win rate in percent from decided bounties', () => {
    expect(toBountyStats({ accepted: 5, completed: 2, failed: 1, winAmount: 700 })).toEqual({
      totalBountiesAccepted: 5,
      completedBounties: 2,
      failedBounties: 1,
      winRate: 66.67,
      totalWinAmount: 700,
    });
    expect(toBountyStats({ accepted: 1, completed: 0, failed: 0, winAmount: 0 }).winRate).toBe(0);
  });
});
