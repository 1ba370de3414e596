import { MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser, loginUser, post } from './testing';

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

  it('revokes the whole family when a rotated token is reused', async () => {
    const user = await createUser(t);
    const first = await loginUser(t, user.email);
    const second = (await refresh(first.userId, first.refreshToken)).json().tokens;

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
  });

  it('lets exactly one of two concurrent refreshes with the same token succeed', async () => {
    const user = await createUser(t);
    const first = await loginUser(t, user.email);
    const results = await Promise.all([
      refresh(first.userId, first.refreshToken),
      refresh(first.userId, first.refreshToken),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
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
