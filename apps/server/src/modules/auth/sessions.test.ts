import { MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { createTestApp, type TestContext } from '../../test/setup';
import { REFRESH_GRACE_MS } from './session.service';
import { authHeaders, createUser, loginUser, post } from './testing';

describe('refresh tokens and logout', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (userId: string | number, refreshToken: string) =>
    post(t, '/v1/auth/refresh-tokens', { userId, refreshToken });
  const rowOf = async (token: string) =>
    (
      await t.deps.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
    )[0]!;

  it('stores only the hash and rotates on every use within one family', async () => {
    const user = await createUser(t);
    const first = await loginUser(t, user.email);
    const stored = await rowOf(first.refreshToken);
    expect(stored.tokenHash).not.toContain(first.refreshToken);
    expect(stored.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    const res = await refresh(first.userId, first.refreshToken);
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json();
    expect(res.json().status).toBe(200);
    expect(tokens).toMatchObject({ userId: String(user.id) });
    expect(tokens.refreshToken).not.toBe(first.refreshToken);
    expect((await t.deps.tokens.verifyAccess(tokens.accessToken))?.sub).toBe(String(user.id));
    expect((await t.deps.tokens.verifyId(tokens.idToken))?.email).toBe(user.email);
    const old = await rowOf(first.refreshToken);
    const next = await rowOf(tokens.refreshToken);
    expect(old.rotatedAt).not.toBeNull();
    expect(next.familyId).toBe(old.familyId);

    // The new token works again (numeric userId accepted too).
    expect((await refresh(user.id, tokens.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused after the grace window', async () => {
    const user = await createUser(t);
    const first = await loginUser(t, user.email);
    const second = (await refresh(first.userId, first.refreshToken)).json().tokens;

    // Within REFRESH_GRACE_MS a duplicate is a racing tab (next tests); later it is a replay.
    t.clock.advance(REFRESH_GRACE_MS + 1000);
    const replay = await refresh(first.userId, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MSG.refreshInvalid);
    // The legitimate holder of the newer token is signed out as well.
    const after = await refresh(first.userId, second.refreshToken);
    expect(after.statusCode).toBe(401);
    const family = await t.deps.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await rowOf(first.refreshToken)).familyId));
    expect(family.length).toBe(2);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
    // Its access tokens end with it.
    const me = await t.app.inject({ method: 'GET', url: '/v1/notification', headers: authHeaders(second) });
    expect(me.statusCode).toBe(401);
  });

  it('gives concurrent refreshes with the same token each a valid pair of the same family (two tabs)', async () => {
    const user = await createUser(t);
    const first = await loginUser(t, user.email);
    const results = await Promise.all(Array.from({ length: 4 }, () => refresh(first.userId, first.refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const pairs = results.map((r) => r.json().tokens);
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(4);
    const familyId = (await rowOf(first.refreshToken)).familyId;
    for (const pair of pairs) {
      const row = await rowOf(pair.refreshToken);
      expect(row).toMatchObject({ familyId, rotatedAt: null, revokedAt: null });
      // Each pair is as good as the other: its access token passes the session check and its refresh token rotates.
      const me = await t.app.inject({ method: 'GET', url: '/v1/notification', headers: authHeaders(pair) });
      expect(me.statusCode).toBe(200);
      expect((await refresh(first.userId, pair.refreshToken)).statusCode).toBe(200);
    }
  });

  it('answers a duplicate refresh up to the end of the grace window, and never after logout', async () => {
    const user = await createUser(t);
    const first = await loginUser(t, user.email);
    expect((await refresh(first.userId, first.refreshToken)).statusCode).toBe(200);
    t.clock.advance(REFRESH_GRACE_MS);
    const late = await refresh(first.userId, first.refreshToken);
    expect(late.statusCode).toBe(200);

    const other = await loginUser(t, user.email);
    expect((await refresh(other.userId, other.refreshToken)).statusCode).toBe(200);
    expect((await post(t, '/v1/auth/logout', { refreshToken: other.refreshToken })).statusCode).toBe(200);
    expect((await refresh(other.userId, other.refreshToken)).statusCode).toBe(401);
    // The first login is untouched by the other's logout, and its late pair still works.
    expect((await refresh(first.userId, late.json().tokens.refreshToken)).statusCode).toBe(200);
  });

  it('refuses another user id, unknown and expired tokens', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const tokens = await loginUser(t, user.email);
    const mismatch = await refresh(other.id, tokens.refreshToken);
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json().message).toBe(MSG.refreshInvalid);
    expect((await refresh(user.id, 'z'.repeat(43))).statusCode).toBe(401);
    // The mismatch did not burn the token.
    const ok = await refresh(user.id, tokens.refreshToken);
    expect(ok.statusCode).toBe(200);

    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await refresh(user.id, ok.json().tokens.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MSG.refreshInvalid);
  });

  it('logout revokes the family of the refresh token and is idempotent', async () => {
    const user = await createUser(t);
    const first = await loginUser(t, user.email);
    const second = (await refresh(first.userId, first.refreshToken)).json().tokens;
    const other = await loginUser(t, user.email);

    const res = await post(
      t,
      '/v1/auth/logout',
      { refreshToken: second.refreshToken },
      {
        accessToken: second.accessToken,
        idToken: second.idToken,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: MSG.loggedOut });
    expect((await refresh(first.userId, second.refreshToken)).statusCode).toBe(401);
    // Another login (device) of the same user keeps working.
    expect((await refresh(other.userId, other.refreshToken)).statusCode).toBe(200);

    expect((await post(t, '/v1/auth/logout', { refreshToken: second.refreshToken })).statusCode).toBe(200);
    expect((await post(t, '/v1/auth/logout', {})).statusCode).toBe(200);
  });
});
